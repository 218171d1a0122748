import { useWindowVirtualizer, windowScroll, type Virtualizer } from '@tanstack/react-virtual';
import { memo, startTransition, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { observeSize } from '../../internal/observe-size.js';
import { afterNextPaint } from '../../internal/painted.js';
import { lastKnownScrollY } from '../../internal/scroll-position.js';
import { useThrottledCallback } from '../../internal/timing.js';
import { GameGridSkeleton } from '../Skeleton/Skeleton.js';
import * as styles from './GameGrid.css.js';

/** Load more when the end of the list is 400 px away, at most once a second (spec section 9). */
export const LOAD_MORE_DISTANCE_PX = 400;
export const LOAD_MORE_THROTTLE_MS = 1000;

export interface GameGridLabels {
  /** Announced during the first load (skeleton), e.g. "Loading games". */
  loading: string;
  /** Shown under the list while the next page loads, e.g. "Loading more…". */
  loadingMore: string;
}

export interface GameGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  labels: GameGridLabels;
  /** 3 for square cards, 2 for wide cards such as live tables (docs/conventions.md). */
  columns?: 2 | 3;
  /** First load: a skeleton stands in for the list. */
  loading?: boolean;
  /** A next page exists (page < totalPages). */
  hasMore?: boolean;
  /** The next page is being fetched. */
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Shown when there are no items and nothing is loading (e.g. an EmptyState). */
  empty?: ReactNode;
  /** Estimated height of a row before it is measured (px). */
  estimateRowHeight?: number;
}

// Followed from the module's load, before any grid's commit asks for it (the first read is a real `scrollY`).
if (typeof window !== 'undefined') lastKnownScrollY(window);

/**
 * Game grid virtualised by rows against the page scroll (@tanstack/react-virtual), so 10,000 games
 * keep only a screenful in the document; asks for more 400 px before the end, throttled to 1 s
 * (spec sections 4 and 9: skeleton-loading, loading-more, no-data).
 */
/** The screen's size (no layout needed to read it): the first render's estimate of the window, never smaller. */
const screenRect = () => (typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.screen.width, height: window.screen.height });

/**
 * The window's size for the virtualizer, first read once the page has painted instead of during the commit (the
 * library's default): reading it while the whole new page awaits layout forces that layout inside the first
 * render's task (and in the next animation frame, inside that frame's script). Until then the grid renders the
 * rows of a screen's height.
 */
function observeWindowSizeAfterLayout(instance: Virtualizer<Window, Element>, callback: (rect: { width: number; height: number }) => void) {
  const target = instance.scrollElement;
  if (!target) return;
  // In a transition: the rows that follow render in slices rather than in one task.
  const report = () => startTransition(() => callback({ width: target.innerWidth, height: target.innerHeight }));
  const cancel = afterNextPaint(report, target);
  target.addEventListener('resize', report, { passive: true });
  return () => {
    cancel();
    target.removeEventListener('resize', report);
  };
}

/**
 * A row's height for the virtualizer: from the resize observer's entry, read after the browser's layout. When
 * a row is attached (no entry) its last known height or the estimate: reading it then would force a layout
 * inside the commit; the observer's first call follows within the frame.
 */
function measureRowAfterLayout(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>): number {
  // In the observer's call the layout is done: reading the element's box there costs nothing.
  if (entry) return Math.round(entry.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

/**
 * Scrolls the window for the virtualizer, except when asked to stay where the page is: on mount the library
 * writes the current position back, a write that forces the layout of the whole new page inside the commit.
 */
function scrollWindowUnlessThere(offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: Virtualizer<Window, Element>) {
  if (!options.adjustments && options.behavior !== 'smooth' && offset === instance.scrollOffset) return;
  windowScroll(offset, options, instance);
}

interface GridCellProps<T> {
  item: T;
  index: number;
  setSize: number;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * One game's cell. Kept as it is while its game, place and `renderItem` are: the grid renders again whenever its own
 * layout changes (its place on the page, the window's size, a row's measured height, the rows a scroll brings), and
 * the cards of a screenful rendered again each time would make each of those renders a long task on a phone.
 */
const GridCell = memo(function GridCell<T>({ item, index, setSize, renderItem }: GridCellProps<T>) {
  return (
    <div role="listitem" aria-posinset={index + 1} aria-setsize={setSize} className={styles.cell}>
      {renderItem(item, index)}
    </div>
  );
}) as <T>(props: GridCellProps<T>) => ReactNode;

export function GameGrid<T>({
  items: givenItems,
  getKey,
  renderItem,
  labels,
  columns = 3,
  loading: givenLoading = false,
  hasMore: givenHasMore = false,
  loadingMore: givenLoadingMore = false,
  onLoadMore,
  empty,
  estimateRowHeight = 160,
}: GameGridProps<T>) {
  // A page of games usually arrives in a query's update, which React renders at once and in one piece (a store
  // update, one long task for a screenful of cards). The grid renders a deferred copy instead: in slices, with
  // the rows (or the skeleton) it had shown until the new ones are ready. All four together, so they agree.
  const items = useDeferredValue(givenItems);
  const loading = useDeferredValue(givenLoading);
  const hasMore = useDeferredValue(givenHasMore);
  const loadingMore = useDeferredValue(givenLoadingMore);
  // The footer answers the request at once, from the given value; it stays until the deferred rows replace it.
  const showLoadingMore = givenLoadingMore || loadingMore;
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts on the page; null until measured. Measured in the resize observer's first call,
  // after the browser's own layout: measuring in the commit would force a layout of the whole new page.
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);
  const rowCount = Math.ceil(items.length / columns);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    // In a transition, as the window's size: the rows it moves render in slices.
    return observeSize([element.ownerDocument.body], () => {
      const margin = element.getBoundingClientRect().top + window.scrollY;
      startTransition(() => setScrollMargin(margin));
    });
  }, [loading]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan: 3,
    scrollMargin: scrollMargin ?? 0,
    observeElementRect: observeWindowSizeAfterLayout,
    measureElement: measureRowAfterLayout,
    scrollToFn: scrollWindowUnlessThere,
    initialRect: screenRect(),
    // The library reads `scrollY` when the grid mounts, in the commit: the last scroll event's value needs no layout.
    initialOffset: () => (typeof window === 'undefined' ? 0 : lastKnownScrollY(window)),
  });

  const totalSize = virtualizer.getTotalSize();
  const scrollOffset = virtualizer.scrollOffset ?? 0;
  const viewportHeight = virtualizer.scrollRect?.height ?? 0;
  const loadMore = useThrottledCallback(() => onLoadMore?.(), LOAD_MORE_THROTTLE_MS);
  // Nothing is loaded ahead before the list's place is known.
  const nearEnd = scrollMargin !== null && scrollOffset + viewportHeight >= scrollMargin + totalSize - LOAD_MORE_DISTANCE_PX;

  useEffect(() => {
    if (!loading && hasMore && !loadingMore && nearEnd && items.length > 0) loadMore();
  }, [loading, hasMore, loadingMore, nearEnd, items.length, loadMore, scrollOffset]);

  if (loading) return <GameGridSkeleton label={labels.loading} columns={columns} />;
  if (items.length === 0 && !showLoadingMore) return <>{empty}</>;

  return (
    <div className={styles.grid} style={{ '--game-grid-columns': String(columns) } as CSSProperties}>
      <div ref={listRef} role="list" className={styles.rows} style={{ blockSize: totalSize }}>
        {virtualizer.getVirtualItems().map((virtualRow) => {
          const start = virtualRow.index * columns;
          const rowItems = items.slice(start, start + columns);
          return (
            <div
              key={virtualRow.key}
              role="presentation"
              data-index={virtualRow.index}
              ref={virtualizer.measureElement}
              className={styles.row}
              style={{ transform: `translateY(${virtualRow.start - (scrollMargin ?? 0)}px)` }}
            >
              {rowItems.map((item, offset) => (
                <GridCell key={getKey(item)} item={item} index={start + offset} setSize={hasMore ? -1 : items.length} renderItem={renderItem} />
              ))}
            </div>
          );
        })}
      </div>
      {showLoadingMore ? (
        <div className={styles.footer} role="status">
          {labels.loadingMore}
        </div>
      ) : null}
    </div>
  );
}
