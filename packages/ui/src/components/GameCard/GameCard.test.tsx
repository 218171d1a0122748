import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameCard, canFavourite } from './GameCard.js';
import { fixtureGame } from './fixtures.js';

const labels = { favourite: (name: string) => `Favourite: ${name}` };

describe('game card (spec section 2: image, favourite heart except LOTT and ELOTT, vendor icon, name)', () => {
  it('launches the game from the art or the name', async () => {
    const onLaunch = vi.fn();
    const game = fixtureGame(0);
    render(<GameCard game={game} labels={labels} onLaunch={onLaunch} />);
    await userEvent.click(screen.getByRole('button', { name: /Mahjong Ways/ }));
    expect(onLaunch).toHaveBeenCalledWith(game);
  });

  it('offers art whose address states its width at each drawn width, sized for a third of the page (half when wide)', () => {
    const { container, rerender } = render(<GameCard game={{ ...fixtureGame(0), imageUrl: '/g/1?w=300' }} labels={labels} onLaunch={vi.fn()} />);
    const art = () => container.querySelector('img')!;
    expect(art().getAttribute('srcset')).toBe('/g/1?w=150 150w, /g/1?w=300 300w, /g/1?w=450 450w, /g/1?w=600 600w');
    expect(art().getAttribute('sizes')).toBe('(min-width: 480px) 150px, 31vw');
    rerender(<GameCard game={{ ...fixtureGame(0), imageUrl: '/g/1?w=300' }} labels={labels} onLaunch={vi.fn()} wide />);
    expect(art().getAttribute('sizes')).toBe('(min-width: 480px) 230px, 47vw');
    rerender(<GameCard game={{ ...fixtureGame(0), imageUrl: '/g/1.png' }} labels={labels} onLaunch={vi.fn()} />);
    expect(art().hasAttribute('srcset')).toBe(false);
  });

  it('toggles the favourite from a separate heart that reports its state', async () => {
    const onToggle = vi.fn();
    const onLaunch = vi.fn();
    const game = fixtureGame(1);
    render(<GameCard game={game} labels={labels} onLaunch={onLaunch} onToggleFavourite={onToggle} isFavourite />);
    const heart = screen.getByRole('button', { name: 'Favourite: Fortune Ox' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(heart);
    expect(onToggle).toHaveBeenCalledWith(game);
    expect(onLaunch).not.toHaveBeenCalled();
  });

  it.each(['LOTT', 'ELOTT'])('shows no heart for %s games', (gameType) => {
    render(<GameCard game={fixtureGame(2, { gameType })} labels={labels} onLaunch={vi.fn()} onToggleFavourite={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
    expect(canFavourite(gameType)).toBe(false);
    expect(canFavourite('RNG')).toBe(true);
  });

  it('hides the vendor icon when it fails to load', () => {
    render(<GameCard game={fixtureGame(0)} labels={labels} onLaunch={vi.fn()} />);
    const icon = screen.getByRole('img', { name: 'PG' });
    fireEvent.error(icon);
    expect(screen.queryByRole('img', { name: 'PG' })).toBeNull();
  });

  it('does not repeat the vendor when the game is named after it', () => {
    render(<GameCard game={fixtureGame(0, { name: 'PG' })} labels={labels} onLaunch={vi.fn()} />);
    expect(screen.queryByRole('img', { name: 'PG' })).toBeNull();
    expect(screen.getByRole('button', { name: 'PG' })).toBeTruthy();
  });

  it('reserves the art size before the image loads', () => {
    const { container } = render(<GameCard game={fixtureGame(0)} labels={labels} onLaunch={vi.fn()} />);
    const art = container.querySelector('img[alt=""]');
    expect(art?.getAttribute('width')).toBe('200');
    expect(art?.getAttribute('height')).toBe('200');
    expect(art?.getAttribute('loading')).toBe('lazy');
  });
});
