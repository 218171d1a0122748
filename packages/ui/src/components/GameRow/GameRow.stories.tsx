import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GameCard } from '../GameCard/GameCard.js';
import { mockSlotGames } from '../../internal/mock-data.js';
import { GameRow } from './GameRow.js';

const cardLabels = { favourite: (name: string) => `Favourite: ${name}` };
const cards = (count: number) =>
  mockSlotGames
    .slice(0, count)
    .map((game, index) => <GameCard key={game.id} game={game} labels={cardLabels} onLaunch={fn()} onToggleFavourite={fn()} eager={index < 4} />);

const meta = {
  title: 'Games/GameRow',
  component: GameRow,
  args: {
    title: 'Hot games',
    labels: { more: (count: number) => `More (${count})`, previous: 'Previous games', next: 'Next games' },
    count: 120,
    onMore: fn(),
    children: cards(12),
  },
} satisfies Meta<typeof GameRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Where a step button sits and which way its chevron points on screen: the chevron's tip is the end of the drawn
 * path farthest from the centre, so a mirrored icon is seen as it is painted, whatever did the mirroring.
 */
function stepButton(canvasElement: HTMLElement, name: string) {
  const button = within(canvasElement).getByRole('button', { name });
  const box = button.getBoundingClientRect();
  const path = button.querySelector('path')!;
  const svg = path.ownerSVGElement!;
  // The painted tip: the path's right-most point in the icon's own coordinates, mapped through its transforms.
  const length = path.getTotalLength();
  const points = Array.from({ length: 25 }, (_, index) => path.getPointAtLength((index / 24) * length));
  const matrix = path.getScreenCTM()!;
  const onScreen = points.map((point) => new DOMPoint(point.x, point.y).matrixTransform(matrix));
  const drawn = svg.getBoundingClientRect();
  const centre = drawn.left + drawn.width / 2;
  const tip = onScreen.reduce((far, point) => (Math.abs(point.x - centre) > Math.abs(far.x - centre) ? point : far));
  return { centre: box.left + box.width / 2, points: tip.x > centre ? ('right' as const) : ('left' as const) };
}

/** Index of the first card whose start edge is inside the track. */
function firstVisibleIndex(canvasElement: HTMLElement): number {
  const track = canvasElement.querySelector('ul')!;
  const box = track.getBoundingClientRect();
  const rtl = getComputedStyle(track).direction === 'rtl';
  return Array.from(track.children).findIndex((item) => {
    const rect = item.getBoundingClientRect();
    return rtl ? rect.right <= box.right + 1 && rect.right > box.left : rect.left >= box.left - 1 && rect.left < box.right;
  });
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Left to right: previous on the left pointing left, next on its right pointing right.
    const previous = stepButton(canvasElement, 'Previous games');
    const next = stepButton(canvasElement, 'Next games');
    await expect(previous.centre).toBeLessThan(next.centre);
    await expect([previous.points, next.points]).toEqual(['left', 'right']);
    await userEvent.click(canvas.getByRole('button', { name: 'More (120)' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Previous games' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next games' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Next games' }));
    await waitFor(() => expect(firstVisibleIndex(canvasElement)).toBe(3));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous games' })).toBeEnabled());
  },
};

export const FewGames: Story = {
  args: { count: 2, children: cards(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous games' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next games' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { count: 0, children: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const LongTitle: Story = {
  args: { title: 'Recommended for you from our biggest progressive jackpot providers this week', count: 9999 },
};

export const RightToLeft: Story = {
  args: {
    title: 'الألعاب الرائجة',
    labels: { more: (count: number) => `المزيد (${count})`, previous: 'السابق', next: 'التالي' },
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Mirrored: "next" sits on the left and points left (towards where the row scrolls), "previous" on the right.
    const previous = stepButton(canvasElement, 'السابق');
    const next = stepButton(canvasElement, 'التالي');
    await expect(next.centre).toBeLessThan(previous.centre);
    await expect([previous.points, next.points]).toEqual(['right', 'left']);
    // The row measures its edges after the browser's layout: the step button is enabled a frame after mounting.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'التالي' })).toBeEnabled());
    // Every batch of cards is in first: in right-to-left layout, cards added during a smooth scroll move its target
    // by their width (the scroll origin is the row's left edge), so the row would end six cards further on.
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(12));
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(firstVisibleIndex(canvasElement)).toBe(3));
    await userEvent.click(canvas.getByRole('button', { name: 'السابق' }));
    await waitFor(() => expect(firstVisibleIndex(canvasElement)).toBe(0));
  },
};
