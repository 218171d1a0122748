import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const autoplay = vi.hoisted(() => vi.fn((options: unknown) => ({ name: 'autoplay', options })));
const embla = vi.hoisted(() => vi.fn((_options: unknown, _plugins: unknown) => [() => {}, undefined]));
vi.mock('embla-carousel-autoplay', () => ({ default: autoplay }));
vi.mock('../../internal/carousel.js', () => ({ useCarousel: embla }));

const { WinnerBoard } = await import('./WinnerBoard.js');

const winner = (id: number, amount: string) => ({ recordId: `w${id}`, customerName: `n${id}`, gameName: 'Slots', winAmount: amount });
const labels = { title: 'Winners', place: (rank: number) => `#${rank}` };

describe('winner board (spec section 9: top 3 separate, carousel 4 s, loop when more than 2)', () => {
  beforeEach(() => {
    autoplay.mockClear();
    embla.mockClear();
  });

  it('sorts by amount and puts the top 3 on gold, silver and bronze', () => {
    render(<WinnerBoard winners={[winner(1, '10.00'), winner(2, '500.00'), winner(3, '70'), winner(4, '9000.50')]} labels={labels} locale="en" />);
    const [podium, rest] = screen.getAllByRole('list');
    expect([...podium!.children].map((card) => [card.getAttribute('data-medal'), card.textContent])).toEqual([
      ['gold', '#1n4Slots9,001'],
      ['silver', '#2n2Slots500'],
      ['bronze', '#3n3Slots70'],
    ]);
    expect(within(rest!).getByText('n1')).toBeTruthy();
  });

  it('rounds a win to a whole amount, as every win amount is shown (spec 3.020: 1234.56 reads 1,235)', () => {
    render(<WinnerBoard winners={[winner(1, '1234.56'), winner(2, '99.49')]} labels={labels} locale="en" currency="THB" />);
    const [podium] = screen.getAllByRole('list');
    expect([...podium!.querySelectorAll('[class]')].map((node) => node.textContent)).toEqual(expect.arrayContaining(['THB 1,235', 'THB 99']));
  });

  it('loops the list when it has more than 2 entries and autoplays every 4 s when it scrolls', () => {
    const many = Array.from({ length: 10 }, (_, index) => winner(index, String(1000 - index)));
    render(<WinnerBoard winners={many} labels={labels} />);
    expect(embla).toHaveBeenLastCalledWith(expect.objectContaining({ axis: 'y', loop: true, active: true }), [expect.anything()]);
    expect(autoplay).toHaveBeenLastCalledWith(expect.objectContaining({ delay: 4000 }));
  });

  it('does not loop 2 entries under the podium', () => {
    const five = Array.from({ length: 5 }, (_, index) => winner(index, String(100 - index)));
    render(<WinnerBoard winners={five} labels={labels} />);
    expect(embla).toHaveBeenLastCalledWith(expect.objectContaining({ loop: false, active: false }), []);
  });

  it('is hidden without winners', () => {
    const { container } = render(<WinnerBoard winners={[]} labels={labels} />);
    expect(container.innerHTML).toBe('');
  });

  it('opens the tapped entry when entries are selectable (spec section 2: clicking launches the game)', () => {
    const onSelect = vi.fn();
    const four = [winner(1, '40'), winner(2, '30'), winner(3, '20'), winner(4, '10')];
    render(<WinnerBoard winners={four} labels={{ ...labels, play: (entry) => `Play ${entry.gameName} ${entry.recordId}` }} onSelect={onSelect} />);
    screen.getByRole('button', { name: 'Play Slots w4' }).click();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ recordId: 'w4' }));
    screen.getByRole('button', { name: 'Play Slots w1' }).click();
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ recordId: 'w1' }));
  });
});
