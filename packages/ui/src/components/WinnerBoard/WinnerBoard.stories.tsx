import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFixtures } from '@whitelabel/api/mocks';
import { expect, waitFor } from 'storybook/test';
import { WinnerBoard } from './WinnerBoard.js';

// The typed fixtures of the API mocks: 20 winners, as the winner board endpoint returns them.
const { winners } = createFixtures();

const ordinal = (rank: number) => ['1st', '2nd', '3rd'][rank - 1] ?? `${rank}th`;

const meta = {
  title: 'Content/WinnerBoard',
  component: WinnerBoard,
  args: { winners, labels: { title: 'Big winners', place: ordinal }, currency: '฿', locale: 'en' },
  decorators: [
    (Story) => (
      <div style={{ padding: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WinnerBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas }) => {
    const board = canvas.getByRole('region', { name: 'Big winners' });
    const [podium, rest] = canvas.getAllByRole('list');
    const places = [...podium!.children].map((card) => card.getAttribute('data-medal'));
    await expect(places).toEqual(['gold', 'silver', 'bronze']);
    await expect(rest!.children).toHaveLength(17);
    // Largest first, no decimals.
    const top = [...winners].sort((a, b) => Number(b.winAmount) - Number(a.winAmount))[0]!;
    await expect(podium!.children[0]).toHaveTextContent(new Intl.NumberFormat('en').format(Math.round(Number(top.winAmount))));
    await expect(board).not.toHaveTextContent(/\.\d\d\b/);
  },
};

export const Autoplays: Story = {
  name: 'Autoplay (shortened delay)',
  args: { autoplayMs: 400 },
  play: async ({ canvas }) => {
    const list = canvas.getAllByRole('list')[1]!;
    const start = list.getBoundingClientRect().top;
    await waitFor(() => expect(Math.abs(list.getBoundingClientRect().top - start)).toBeGreaterThan(10), { timeout: 3000 });
  },
};

export const PodiumOnly: Story = {
  args: { winners: winners.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { winners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    winners: winners.slice(0, 5).map((winner) => ({ ...winner, gameName: `${winner.gameName} Megaways Deluxe Extreme Edition`, winAmount: '987654321.00' })),
  },
};

export const RightToLeft: Story = {
  args: { labels: { title: 'كبار الفائزين', place: (rank) => `المركز ${rank}` }, locale: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'كبار الفائزين' })).toBeVisible();
  },
};
