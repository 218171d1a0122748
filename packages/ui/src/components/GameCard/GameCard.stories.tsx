import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GameCard, type GameCardProps } from './GameCard.js';
import { mockFixtures, mockLiveGames, mockSlotGames, toCardGame } from '../../internal/mock-data.js';
import { brokenImageUrl } from './fixtures.js';

const game = mockSlotGames[15]!;
const lotteryGame = toCardGame(mockFixtures.games.find((item) => item.gameType === 'LOTT')!);

function Stateful(props: GameCardProps) {
  const [favourite, setFavourite] = useState(props.isFavourite ?? false);
  return (
    <div style={{ inlineSize: props.wide ? 172 : 112, padding: 8 }}>
      <GameCard
        {...props}
        isFavourite={favourite}
        onToggleFavourite={
          props.onToggleFavourite &&
          ((game) => {
            setFavourite((current) => !current);
            props.onToggleFavourite?.(game);
          })
        }
      />
    </div>
  );
}

const meta = {
  title: 'Games/GameCard',
  component: GameCard,
  render: (args) => <Stateful {...args} />,
  args: {
    game,
    labels: { favourite: (name: string) => `Favourite: ${name}` },
    onLaunch: fn(),
    onToggleFavourite: fn(),
    eager: true,
  },
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: `Favourite: ${game.name}` });
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(args.game);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: `${game.vendorName} ${game.name}` }));
    await expect(args.onLaunch).toHaveBeenCalledWith(args.game);
  },
};

export const Favourite: Story = {
  args: { isFavourite: true },
};

export const LoggedOut: Story = {
  args: { onToggleFavourite: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Favourite/ })).toBeNull();
  },
};

export const Lottery: Story = {
  args: { game: lotteryGame },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Favourite/ })).toBeNull();
  },
};

/** The name's lines and how tall one line is. */
function nameLines(name: HTMLElement) {
  const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
  return {
    lineHeight,
    shown: Math.round(name.clientHeight / lineHeight),
    cut: name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1,
  };
}

export const LongName: Story = {
  args: { game: { ...game, name: 'Treasures of the Golden Dragon Emperor Megaways Deluxe' } },
  play: async ({ canvasElement }) => {
    const lines = nameLines(within(canvasElement).getByText('Treasures of the Golden Dragon Emperor Megaways Deluxe'));
    // Two lines, then cut with an ellipsis.
    await expect(lines.shown).toBe(2);
    await expect(lines.cut).toBe(true);
  },
};

/**
 * At 360 px (three 112 px columns) a usual name reads whole on two lines, and a card with a long name is exactly as
 * tall as one with a short name: the grid's rows keep their height.
 */
export const ReadableName: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-start' }}>
      <Stateful {...args} game={{ ...args.game, id: 'short', name: 'Aztec' }} />
      <Stateful {...args} />
    </div>
  ),
  args: { game: { ...game, name: 'Diamond Fortune' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = nameLines(canvas.getByText('Diamond Fortune'));
    await expect(lines.cut).toBe(false);
    const [short, long] = canvas.getAllByRole('button', { name: /Aztec|Diamond Fortune/ }).filter((button) => !button.hasAttribute('aria-pressed'));
    await expect(Math.round(long!.getBoundingClientRect().height)).toBe(Math.round(short!.getBoundingClientRect().height));
  },
};

export const BrokenImages: Story = {
  args: { game: { ...game, imageUrl: brokenImageUrl, vendorIconUrl: brokenImageUrl } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('img', { name: game.vendorName })).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: game.name })).toBeVisible();
  },
};

export const WideLiveTable: Story = {
  args: {
    wide: true,
    game: mockLiveGames[1]!,
  },
};

export const RightToLeft: Story = {
  args: { game: { ...game, name: 'كنز التنين' }, labels: { favourite: (name: string) => `المفضلة: ${name}` } },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'المفضلة: كنز التنين' })).toBeVisible();
  },
};
