/** A page of a game list response (spec section 3: pageNum, totalPages; list or content or games). */
export interface PageInfo {
  pageNum: number;
  totalPages: number;
}

/** More pages exist while page < totalPages (spec section 4). */
export function hasMore(page: number, totalPages: number): boolean {
  return page < totalPages;
}

/** Next page to request after `last`, or undefined when none remain (react-query's getNextPageParam). */
export function nextPage(last: PageInfo): number | undefined {
  return hasMore(last.pageNum, last.totalPages) ? last.pageNum + 1 : undefined;
}

/**
 * Load more appends (spec section 4). Items already shown are not repeated when a page overlaps
 * the previous one (lists can shift while paging).
 */
export function appendPage<T>(shown: readonly T[], page: readonly T[], identity: (item: T) => string): T[] {
  const seen = new Set(shown.map(identity));
  return [...shown, ...page.filter((item) => !seen.has(identity(item)))];
}

/** Flattens loaded pages in order, as `appendPage` would have. */
export function flattenPages<T>(pages: readonly (readonly T[])[], identity: (item: T) => string): T[] {
  return pages.reduce<T[]>((shown, page) => appendPage(shown, page, identity), []);
}

/** Items of a recent/favourite response, which names its list `list` or `content`. */
export function pageItems<T>(response: { list?: readonly T[] | null; content?: readonly T[] | null; games?: readonly T[] | null }): readonly T[] {
  return response.games ?? response.list ?? response.content ?? [];
}

/** The hot list starts at page 1; load more advances and wraps to 1 when none remain (spec section 4). */
export function nextHotPage(page: number, totalPages: number): number {
  return page < totalPages ? page + 1 : 1;
}

/** Game list view state (spec section 4: skeleton-loading, loading-more, no-data). */
export type GameListView = 'skeleton' | 'loadingMore' | 'empty' | 'list';

export function gameListView(state: { isPending: boolean; isFetchingNextPage: boolean; itemCount: number }): GameListView {
  if (state.isPending) return 'skeleton';
  if (state.itemCount === 0) return 'empty';
  return state.isFetchingNextPage ? 'loadingMore' : 'list';
}
