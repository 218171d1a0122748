import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { wait } from '../../internal/story-kit.js';
import { EmptyState } from '../EmptyState/EmptyState.js';
import { GameCard, type GameCardGame } from '../GameCard/GameCard.js';
import { mockCardGames, mockLiveGames } from '../../internal/mock-data.js';
import { GameGrid, LOAD_MORE_THROTTLE_MS, type GameGridProps } from './GameGrid.js';

const cardLabels = { favourite: (name: string) => `Favourite: ${name}` };
const labels = { loading: 'Loading games', loadingMore: 'Loading more games…' };

const renderCard = (game: GameCardGame, index: number) => (
  <GameCard game={game} labels={cardLabels} onLaunch={fn()} onToggleFavourite={fn()} wide={game.gameType === 'LIVE'} eager={index < 9} />
);

type GridArgs = GameGridProps<GameCardGame>;

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  args: {
    items: mockCardGames(24),
    getKey: (game: GameCardGame) => game.id,
    renderItem: renderCard,
    labels,
    onLoadMore: fn(),
    empty: <EmptyState title="No games found" description="Try another provider or category." />,
  },
} satisfies Meta<GridArgs>;

export default meta;
type Story = StoryObj<GridArgs>;

const scrollToEnd = (canvasElement: HTMLElement) => {
  const view = canvasElement.ownerDocument.defaultView!;
  view.scrollTo({ top: canvasElement.ownerDocument.documentElement.scrollHeight, behavior: 'instant' });
};

/**
 * Pages of 24, up to 5, each arriving when `nextPage` settles: 300 ms after the request unless a story holds
 * the page (then its play decides when, whatever the machine's speed).
 */
function Paged({ nextPage = () => wait(300), ...args }: GridArgs & { nextPage?: () => Promise<void> }) {
  const [items, setItems] = useState(() => mockCardGames(24));
  const [loadingMore, setLoadingMore] = useState(false);
  const pages = Math.ceil(items.length / 24);
  return (
    <GameGrid
      {...args}
      items={items}
      hasMore={pages < 5}
      loadingMore={loadingMore}
      onLoadMore={() => {
        args.onLoadMore?.();
        setLoadingMore(true);
        void nextPage().then(() => {
          setItems((current) => [...current, ...mockCardGames(current.length + 24).slice(current.length)]);
          setLoadingMore(false);
        });
      }}
    />
  );
}

/** The first page asked for is held until `release()`; later pages arrive after 300 ms. */
function heldFirstPage() {
  let release = () => {};
  let held = true;
  const nextPage = () =>
    held
      ? new Promise<void>((resolve) => {
          release = () => {
            held = false;
            resolve();
          };
        })
      : wait(300);
  return { nextPage, release: () => release() };
}
type HeldPage = ReturnType<typeof heldFirstPage>;

export const LoadMoreOnScroll: Story = {
  // A held page of its own each time the story renders.
  loaders: [() => ({ page: heldFirstPage() })],
  render: (args, { loaded }) => <Paged {...args} nextPage={(loaded.page as HeldPage).nextPage} />,
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')[0]).toBeVisible());
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    scrollToEnd(canvasElement);
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading more games…'));
    // Scrolling on while the page is on its way does not ask again, even once the throttle's second has passed.
    await wait(LOAD_MORE_THROTTLE_MS);
    canvasElement.ownerDocument.defaultView!.scrollBy({ top: -200, behavior: 'instant' });
    await wait(100);
    scrollToEnd(canvasElement);
    await wait(300);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    (loaded.page as HeldPage).release();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    scrollToEnd(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[aria-posinset="48"]')).not.toBeNull());
  },
};

export const TenThousandGames: Story = {
  args: { items: mockCardGames(10_000), hasMore: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0));
    // Only a screenful (plus overscan) of 3,334 rows is in the document.
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
    scrollToEnd(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[aria-posinset="10000"]')).not.toBeNull());
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading games');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No games found')).toBeVisible();
  },
};

export const WideLiveTables: Story = {
  args: {
    columns: 2,
    items: mockLiveGames,
  },
};

export const RightToLeft: Story = {
  args: { items: mockCardGames(9).map((game) => ({ ...game, name: `لعبة ${game.name}` })) },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('listitem');
    // The first game sits at the right in right-to-left layout.
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  },
};
