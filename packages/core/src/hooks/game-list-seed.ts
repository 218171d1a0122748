import type { Schema } from '@whitelabel/api';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { GameListFilter } from '../games/filter.js';
import { gameListPageSize, type GameListPlace } from '../games/page-size.js';
import { queryKeys } from './query-keys.js';

// A module of its own, apart from the games hooks: the member site's entry seeds its boot data with it, and
// importing the hooks' module there would put all of them in the first screen's scripts.

/** A page of a game list as `useGameList` keeps it. */
export interface NormalisedPage {
  items: readonly Schema<'Game'>[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** A page of the games endpoints as the list keeps it. */
export const normalisedPage = (page: Schema<'GamePage'>): NormalisedPage => ({
  items: page.games,
  pageNum: page.pageNum,
  totalPages: page.totalPages,
  totalCount: page.totalCount,
});

/**
 * Puts a public game list's first page (a guest's and a member's alike) in the cache under the key `useGameList`
 * reads with `place`, dated `updatedAt`: the list renders it at once and refreshes it by the usual rules (boot data).
 */
export function seedGameList(queryClient: QueryClient, filter: GameListFilter, place: GameListPlace, firstPage: Schema<'GamePage'>, updatedAt: number): void {
  const data: InfiniteData<NormalisedPage, number> = { pages: [normalisedPage(firstPage)], pageParams: [1] };
  queryClient.setQueryData(queryKeys.games.list(filter, gameListPageSize(filter, place), null), data, { updatedAt });
}
