import { ApiClientError, unwrap, type Schema } from '@whitelabel/api';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { gamePageSize, winnerBoard } from '../constants/business.js';
import { readCachedList, writeCachedList } from '../cache/local-lists.js';
import { splitSportsCategories } from '../games/categories.js';
import { planFavouriteToggle, type FavouriteIds, type FavouriteToggle } from '../games/favourites.js';
import type { GameListFilter } from '../games/filter.js';
import { gameListPageSize, type GameListPlace } from '../games/page-size.js';
import { prizeMode } from '../games/lottery.js';
import { flattenPages, gameListView, nextPage } from '../games/paging.js';
import { normalisedPage, type NormalisedPage } from './game-list-seed.js';
import { winnerBoardLayout } from '../games/winners.js';
import { isSearchable } from '../validation/search.js';
import { useApi } from './api-context.js';
import { useDebouncedValue } from './timers.js';
import { queryKeys } from './query-keys.js';
import { useSession } from './session.js';

type Game = Schema<'Game'>;
type ClassificationCode = Schema<'ClassificationCode'>;

const byNodeId = (game: Game) => game.nodeId;

/**
 * How long the public game lists (a type's games, new, hot, search, popular, winners) stay fresh: the catalogue
 * changes a few times a day, and a list seeded from the boot data, or seen a moment ago on another screen, is shown
 * without asking again. A member's own lists (favourites, recent) are asked for on every mount.
 */
const publicGamesStaleMs = 60_000;

/** Largest page the contract allows; a provider's hot games are picked from this many. */
const hotListLimit = 200;

/**
 * A game list by filter (spec section 4), paged with load more: the key holds the filter, so a
 * filter change starts a new list from page 1. ALL/NEW/SEARCH list games; HOT the hot list; FAV
 * and RECENT the member's lists (they need a session). `hasMore` while page < totalPages. The page size
 * follows where the list is shown (`gameListPageSize`) unless a caller names one.
 */
export function useGameList(filter: GameListFilter, options: { place?: GameListPlace; pageSize?: number } = {}) {
  const pageSize = options.pageSize ?? gameListPageSize(filter, options.place ?? 'page');
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  const memberList = filter.dataType === 'FAV' || filter.dataType === 'RECENT';
  const searching = filter.dataType === 'SEARCH' || filter.gameName.trim() !== '';
  const enabled = (!memberList || loggedIn) && (!searching || isSearchable(filter.gameName));

  const query = useInfiniteQuery({
    queryKey: queryKeys.games.list(filter, pageSize, memberList ? userName : null),
    initialPageParam: 1,
    enabled,
    staleTime: memberList ? 0 : publicGamesStaleMs,
    placeholderData: searching ? keepPreviousData : undefined,
    getNextPageParam: (last: NormalisedPage) => nextPage(last),
    queryFn: async ({ pageParam }): Promise<NormalisedPage> => {
      const page = { pageNo: pageParam, pageSize };
      const gameType = filter.gameType;
      if (memberList) {
        const query = { ...page, gameType, vendor: filter.vassalage ?? undefined };
        const result = await unwrap(
          filter.dataType === 'FAV' ? client.GET('/wps/games/favourites', { params: { query } }) : client.GET('/wps/games/recent', { params: { query } }),
        );
        return { items: result.list, pageNum: result.pageNum, totalPages: result.totalPages, totalCount: result.totalCount };
      }
      if (filter.dataType === 'HOT' && !searching && filter.vassalage) {
        // The hot list has no provider filter: one provider's hot games are picked from the whole
        // (cached, at most a couple hundred) hot list, as one page.
        const vendor = filter.vassalage;
        const result = await unwrap(client.GET('/wps/games/hot', { params: { query: { pageNo: 1, pageSize: hotListLimit, gameType } } }));
        const items = result.games.filter((game) => game.vassalage === vendor);
        return { items, pageNum: 1, totalPages: 1, totalCount: items.length };
      }
      if (filter.dataType === 'HOT' && !searching) {
        return normalisedPage(await unwrap(client.GET('/wps/games/hot', { params: { query: { ...page, gameType } } })));
      }
      const result = await unwrap(
        client.GET('/wps/games', {
          params: {
            query: {
              ...page,
              gameType,
              vassalage: filter.vassalage ?? undefined,
              gameClassify: (filter.gameClassify ?? undefined) as ClassificationCode | undefined,
              gameName: searching ? filter.gameName.trim() : undefined,
              isNew: filter.dataType === 'NEW' ? 1 : undefined,
            },
          },
        }),
      );
      return normalisedPage(result);
    },
  });

  const games = useMemo(() => flattenPages(query.data?.pages.map((page) => page.items) ?? [], byNodeId), [query.data]);
  const totalCount = query.data?.pages.at(-1)?.totalCount ?? 0;
  const view = gameListView({ isPending: enabled && query.isPending, isFetchingNextPage: query.isFetchingNextPage, itemCount: games.length });
  return { ...query, games, totalCount, view, hasMore: query.hasNextPage, loadMore: query.fetchNextPage };
}

/**
 * The hot list with its own paging (spec section 4): page starts at 1; `next` advances and wraps to
 * 1 when none remain. The page lives in the caller (useState) so it survives re-renders only there.
 */
export function useHotGames(gameType: Schema<'GameType'>, page: number, pageSize: number = gamePageSize.hot) {
  const { client, language } = useApi();
  return useQuery({
    queryKey: queryKeys.games.hot(gameType, page, pageSize, language),
    queryFn: () => unwrap(client.GET('/wps/games/hot', { params: { query: { gameType, pageNo: page, pageSize } } })),
    placeholderData: keepPreviousData,
    staleTime: publicGamesStaleMs,
  });
}

/** Popular search keywords and games for the empty search box (spec section 2: hot list while empty). */
export function usePopularItems(gameType: Schema<'GameType'>) {
  const { client, language } = useApi();
  return useQuery({
    queryKey: queryKeys.games.popular(gameType, language),
    queryFn: () => unwrap(client.GET('/wps/games/popular', { params: { query: { gameType } } })),
    staleTime: publicGamesStaleMs,
  });
}

/** The member's favourite node ids (strings), for hearts. Empty for guests. */
export function useFavouriteIds() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  const query = useQuery({
    queryKey: queryKeys.member.favouriteIds(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/games/favourites/ids')),
    enabled: loggedIn,
  });
  return { ...query, ids: (query.data ?? []) as FavouriteIds };
}

/**
 * Heart toggle (spec section 4): adding is skipped when present and waits for the server; removal
 * updates the local list at once, then tells the server, and restores the list if that fails.
 * Favourite lists shown elsewhere reload afterwards.
 */
export function useToggleFavourite() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  const key = queryKeys.member.favouriteIds(userName ?? '');
  const mutation = useMutation({
    mutationFn: async ({ game, plan }: { game: Pick<Game, 'nodeId' | 'vassalage'>; plan: FavouriteToggle }) => {
      if (plan.action === 'add') return unwrap(client.POST('/wps/games/favourites', { body: { nodeId: game.nodeId, vendor: game.vassalage } }));
      return unwrap(client.DELETE('/wps/games/favourites/{nodeId}', { params: { path: { nodeId: game.nodeId }, query: { vendor: game.vassalage } } }));
    },
    onMutate: async ({ plan }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<string[]>(key);
      if (plan.action === 'remove') queryClient.setQueryData(key, [...plan.optimistic]);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (ids) => {
      queryClient.setQueryData(key, ids);
      void queryClient.invalidateQueries({ predicate: (query) => isFavouriteListKey(query.queryKey) });
    },
  });
  /** Toggles a heart; `options` report the outcome (e.g. a toast) once the server has answered. */
  const toggle = (
    game: Pick<Game, 'nodeId' | 'vassalage'>,
    options?: { onSuccess?: (action: FavouriteToggle['action']) => void; onError?: (error: Error) => void },
  ) => {
    const plan = planFavouriteToggle(queryClient.getQueryData<string[]>(key) ?? [], game.nodeId);
    mutation.mutate({ game, plan }, { onSuccess: () => options?.onSuccess?.(plan.action), onError: (error) => options?.onError?.(error) });
    return plan.action;
  };
  return { ...mutation, toggle };
}

function isFavouriteListKey(key: readonly unknown[]): boolean {
  const filter = key[2] as Partial<GameListFilter> | undefined;
  return key[0] === 'games' && key[1] === 'list' && filter?.dataType === 'FAV';
}

/** Records a launched game among the member's recent games. */
export function useAddRecentGame() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nodeId: string) => unwrap(client.GET('/wps/games/recent/add', { params: { query: { nodeId } } })),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'games' && (query.queryKey[2] as Partial<GameListFilter> | undefined)?.dataType === 'RECENT',
      }),
  });
}

/** Game launch (spec section 2): needs a session; answers the URL and how to open it. */
export function useLaunchGame() {
  const { client } = useApi();
  const addRecent = useAddRecentGame();
  return useMutation({
    mutationFn: (game: Pick<Game, 'nodeId' | 'gameCode' | 'roomId'> & { freeplay?: boolean; backUrl?: string }) =>
      unwrap(
        client.GET('/wps/games/launch', {
          params: { query: { nodeId: game.nodeId, gameCode: game.gameCode, roomId: game.roomId ?? undefined, freeplay: game.freeplay, backUrl: game.backUrl } },
        }),
      ),
    onSuccess: (_launch, game) => addRecent.mutate(game.nodeId),
  });
}

/**
 * A provider tile's game (spec 2.082): a provider-lobby category's provider is entered through its first game in the
 * server's order, its lobby. Rejects with NOT_FOUND when the provider lists no game.
 */
export function useVendorLobbyGame() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ gameType, vassalage }: { gameType: Schema<'GameType'>; vassalage: string }): Promise<Game> => {
      const page = await queryClient.fetchQuery({
        queryKey: queryKeys.games.vendorLobby(gameType, vassalage),
        queryFn: () => unwrap(client.GET('/wps/games', { params: { query: { pageNo: 1, pageSize: 1, gameType, vassalage } } })),
        staleTime: 5 * 60_000,
      });
      const lobby = page.games[0];
      if (!lobby) throw new ApiClientError({ status: 404, code: 'NOT_FOUND', message: `${vassalage} lists no ${gameType} game` });
      return lobby;
    },
  });
}

/**
 * Game menus with SPORTS split into ESPORTS and COCKFIGHT (spec section 2) and the prize mode from
 * the vendor mapping (spec section 4).
 */
export function useGameMenus() {
  const { client, merchantCode, language } = useApi();
  // The vendor lists every screen shows come with the menus: kept on the device (spec 9.038), a second visit shows
  // the kept menus at once and asks again once they are 5 minutes old.
  const cacheKey = `menus:${merchantCode}:${language}`;
  const kept = useMemo(() => readCachedList<Schema<'GameMenus'>>(cacheKey), [cacheKey]);
  const query = useQuery({
    queryKey: queryKeys.games.menus(language),
    queryFn: async () => {
      const menus = await unwrap(client.GET('/wps/games/menus'));
      writeCachedList(cacheKey, menus);
      return menus;
    },
    initialData: kept?.data,
    initialDataUpdatedAt: kept?.savedAt,
    staleTime: 5 * 60_000,
  });
  const derived = useMemo(() => {
    if (!query.data) return { menus: [], mode: prizeMode(undefined) };
    const asCategories = query.data.menus.map((menu) => ({ ...menu, gameCategory: menu.gameType as string, vendorNames: menu.vendors }));
    const menus = splitSportsCategories(asCategories, (vendor) => vendor.vassalage).map(({ gameCategory, vendorNames, ...menu }) => ({
      ...menu,
      gameType: gameCategory as Schema<'GameType'>,
      vendors: vendorNames,
    }));
    return { menus, mode: prizeMode(query.data.vendorMapping as Record<string, readonly string[] | string>) };
  }, [query.data]);
  return { ...query, menus: derived.menus, prizeMode: derived.mode };
}

/**
 * Winner board (spec sections 2, 7 and 9): 20 entries of every category, sorted, top 3 apart.
 * The language is part of the key, so a language change reloads it (debounce the language itself).
 */
export function useWinnerBoard() {
  const { client, language } = useApi();
  // A new language reloads the board once it has stayed 250 ms (spec section 9): quick changes give one call.
  const settledLanguage = useDebouncedValue(language, winnerBoard.languageReloadDebounceMs);
  const query = useQuery({
    queryKey: queryKeys.games.winners('ALL', settledLanguage),
    queryFn: () => unwrap(client.GET('/wps/games/winners', { params: { query: { gameCategory: 'ALL', limitNum: winnerBoard.limit } } })),
    staleTime: publicGamesStaleMs,
  });
  const layout = useMemo(() => winnerBoardLayout(query.data ?? []), [query.data]);
  return { ...query, ...layout };
}
