import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameRow, ROW_CARDS_PER_FRAME } from './GameRow.js';

/** Past the next animation frame and the task after it (afterNextPaint). */
const paint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0))));

const labels = { more: (count: number) => `More (${count})`, previous: 'Previous', next: 'Next' };

describe('horizontal game row (spec section 2: title, more link with count, previous/next)', () => {
  it('titles the row and opens the full list from the more link with its count', async () => {
    const onMore = vi.fn();
    render(
      <GameRow title="Hot games" labels={labels} count={42} onMore={onMore}>
        <span key="a">A</span>
        <span key="b">B</span>
      </GameRow>,
    );
    expect(screen.getByRole('region', { name: 'Hot games' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'More (42)' }));
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('renders its first cards at once and the rest a batch per painted frame, in order', async () => {
    const total = ROW_CARDS_PER_FRAME * 2 + 2;
    render(
      <GameRow title="New games" labels={labels} count={total}>
        {Array.from({ length: total }, (_, index) => (
          <span key={index}>{`Game ${index + 1}`}</span>
        ))}
      </GameRow>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(ROW_CARDS_PER_FRAME);
    await paint();
    expect(screen.getAllByRole('listitem')).toHaveLength(ROW_CARDS_PER_FRAME * 2);
    await paint();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(Array.from({ length: total }, (_, index) => `Game ${index + 1}`));
    await paint();
    expect(screen.getAllByRole('listitem')).toHaveLength(total);
  });

  it('renders nothing without games', () => {
    const { container } = render(
      <GameRow title="Recent" labels={labels} count={0}>
        {[]}
      </GameRow>,
    );
    expect(container.childElementCount).toBe(0);
  });

  it('starts with previous disabled', () => {
    render(
      <GameRow title="New" labels={labels} count={1}>
        <span>A</span>
      </GameRow>,
    );
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
