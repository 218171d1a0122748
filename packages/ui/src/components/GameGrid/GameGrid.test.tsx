import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameGrid, type GameGridProps } from './GameGrid.js';

const labels = { loading: 'Loading games', loadingMore: 'Loading more' };
const items = Array.from({ length: 6 }, (_, index) => ({ id: `g${index}`, name: `Game ${index}` }));

function renderGrid(props: Partial<GameGridProps<(typeof items)[number]>> = {}) {
  return render(
    <GameGrid items={items} getKey={(item) => item.id} renderItem={(item) => <span>{item.name}</span>} labels={labels} empty={<p>No games</p>} {...props} />,
  );
}

describe('game grid (spec section 4: skeleton-loading, loading-more, no-data; section 9: load more 400 px from the end)', () => {
  it('shows the skeleton during the first load', () => {
    renderGrid({ loading: true });
    expect(screen.getByRole('status').textContent).toContain('Loading games');
    expect(screen.queryByText('Game 0')).toBeNull();
  });

  it('neither measures its rows nor scrolls the window in the render that mounts it (a forced layout of the whole page)', () => {
    // A phone's screen: the first render's estimate of the window, so the first rows are rendered.
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(360);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(740);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const offsetHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    renderGrid();
    expect(screen.getByText('Game 0')).toBeTruthy();
    expect(offsetHeight).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('renders each game once while only its own layout changes (its place on the page, the window, the rows)', async () => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(360);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(740);
    const renderItem = vi.fn((item: (typeof items)[number]) => <span>{item.name}</span>);
    const { rerender } = renderGrid({ renderItem });
    // Without a resize observer the grid measures its place at once and renders again with it.
    await screen.findByText('Game 5');
    expect(renderItem.mock.calls.filter(([item]) => item.id === 'g0')).toHaveLength(1);
    // A new `renderItem` (the screen around the grid rendered again) renders the games again.
    rerender(<GameGrid items={items} getKey={(item) => item.id} renderItem={(item) => <b>{item.name}</b>} labels={labels} />);
    expect(screen.getByText('Game 0').tagName).toBe('B');
    vi.restoreAllMocks();
  });

  it('shows the empty state when there is nothing', () => {
    renderGrid({ items: [] });
    expect(screen.getByText('No games')).toBeTruthy();
  });

  it('asks for the next page when the end is near, once per second at most', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderGrid({ hasMore: true, onLoadMore });
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(
      <GameGrid
        items={items}
        getKey={(item) => item.id}
        renderItem={(item) => <span>{item.name}</span>}
        labels={labels}
        hasMore
        loadingMore
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading more');
    rerender(
      <GameGrid items={items} getKey={(item) => item.id} renderItem={(item) => <span>{item.name}</span>} labels={labels} hasMore onLoadMore={onLoadMore} />,
    );
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('does not ask for more when no page is left', () => {
    const onLoadMore = vi.fn();
    renderGrid({ hasMore: false, onLoadMore });
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
