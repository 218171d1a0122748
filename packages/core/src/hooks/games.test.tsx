import { createApiClient, type LanguageCode } from '@whitelabel/api';
import { createMockHandlers, createRandom, makeGame, vendorSeeds } from '@whitelabel/api/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initialGameListFilter } from '../games/filter.js';
import { loginAtom, tokenAtom } from '../state/atoms.js';
import { ApiProvider } from './api-context.js';
import { seedGameList } from './game-list-seed.js';
import { useFavouriteIds, useGameList, useGameMenus, useToggleFavourite, useVendorLobbyGame, useWinnerBoard } from './games.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function setup(loggedIn = false) {
  server.use(...createMockHandlers({ baseUrl: origin, memberType: 0 }));
  const store = createStore();
  if (loggedIn) store.set(loginAtom, { token: 'mock-member-somchai88', merchantCode: 'lucky88', userName: 'somchai88', type: 0 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => store.get(tokenAtom) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>{children}</ApiProvider>
      </QueryClientProvider>
    </Provider>
  );
  return { wrapper, queryClient };
}

describe('game list of one provider (spec section 2: game list by provider, hot tab)', () => {
  it("shows only that provider's hot games, as one page", async () => {
    const { wrapper } = setup();
    const all = renderHook(() => useGameList({ ...initialGameListFilter('ALL'), dataType: 'HOT' }, { pageSize: 200 }), { wrapper });
    await waitFor(() => expect(all.result.current.view).toBe('list'));
    const vendor = all.result.current.games[0]!.vassalage;
    const expected = all.result.current.games.filter((game) => game.vassalage === vendor).map((game) => game.nodeId);

    const { result } = renderHook(() => useGameList({ ...initialGameListFilter('ALL'), dataType: 'HOT', vassalage: vendor }), { wrapper });
    await waitFor(() => expect(result.current.view).toBe('list'));
    expect(result.current.games.map((game) => game.nodeId)).toEqual(expected);
    expect(result.current.games.every((game) => game.isHot === 1 && game.vassalage === vendor)).toBe(true);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.totalCount).toBe(expected.length);
  });
});

describe('a game list seeded from the boot data', () => {
  /** Home's new-games row seeded with a first page of 20 (of 55) dated `updatedAt`; the pages asked for after. */
  function seedNewGames(queryClient: QueryClient, updatedAt: number) {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).searchParams.get('pageNo') ?? ''));
    const random = createRandom(7);
    const games = Array.from({ length: 20 }, (_, index) => makeGame(random, vendorSeeds[0]!, 'RNG', index, { isNew: 1 }));
    const filter = initialGameListFilter('NEW');
    seedGameList(queryClient, filter, 'home', { games, pageNum: 1, totalPages: 3, totalCount: 55 }, updatedAt);
    return { asked, games, filter };
  }

  it('shows the seeded first page in its first render, and loads more from page 2', async () => {
    const { wrapper, queryClient } = setup();
    const { asked, games, filter } = seedNewGames(queryClient, Date.now());

    const { result } = renderHook(() => useGameList(filter, { place: 'home' }), { wrapper });
    // The first render already has the page: the key and the page's shape are the hook's own.
    expect(result.current.view).toBe('list');
    expect(result.current.games.map((game) => game.nodeId)).toEqual(games.map((game) => game.nodeId));
    expect(result.current.totalCount).toBe(55);
    expect(result.current.hasMore).toBe(true);
    // Fresh for a minute from when the server fetched it: nothing is asked on mount; the next page is the second.
    await act(() => result.current.loadMore());
    expect(asked).toEqual(['2']);
    server.events.removeAllListeners();
  });

  it('asks again on mount once the seeded page is older than a minute', async () => {
    const { wrapper, queryClient } = setup();
    const { asked, filter } = seedNewGames(queryClient, Date.now() - 61_000);
    const { result } = renderHook(() => useGameList(filter, { place: 'home' }), { wrapper });
    expect(result.current.view).toBe('list');
    await waitFor(() => expect(asked).toEqual(['1']));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    server.events.removeAllListeners();
  });
});

describe("a provider tile's game (spec 2.082)", () => {
  it("is the provider's first game in the server's order", async () => {
    const { wrapper } = setup();
    const list = renderHook(() => useGameList(initialGameListFilter('SPORTS', { vassalage: 'SABA' })), { wrapper });
    await waitFor(() => expect(list.result.current.view).toBe('list'));
    const { result } = renderHook(() => useVendorLobbyGame(), { wrapper });
    const lobby = await act(() => result.current.mutateAsync({ gameType: 'SPORTS', vassalage: 'SABA' }));
    expect(lobby.vassalage).toBe('SABA');
    expect(lobby.nodeId).toBe(list.result.current.games[0]!.nodeId);
  });

  it('answers NOT_FOUND for a provider with no game', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useVendorLobbyGame(), { wrapper });
    await expect(act(() => result.current.mutateAsync({ gameType: 'SPORTS', vassalage: 'NO-SUCH-PROVIDER' }))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('favourite toggle outcome (spec section 4)', () => {
  it('reports the action once the server has answered', async () => {
    const { wrapper } = setup(true);
    const { result } = renderHook(() => ({ ids: useFavouriteIds(), toggle: useToggleFavourite() }), { wrapper });
    await waitFor(() => expect(result.current.ids.ids.length).toBeGreaterThan(0));
    const nodeId = result.current.ids.ids[0]!;
    const outcomes: string[] = [];
    act(() => void result.current.toggle.toggle({ nodeId, vassalage: 'JL' }, { onSuccess: (action) => outcomes.push(action) }));
    await waitFor(() => expect(outcomes).toEqual(['remove']));
    act(() => void result.current.toggle.toggle({ nodeId, vassalage: 'JL' }, { onSuccess: (action) => outcomes.push(action) }));
    await waitFor(() => expect(outcomes).toEqual(['remove', 'add']));
    expect(result.current.ids.ids).toContain(nodeId);
  });
});

describe('winner board reload on a language change (spec 2.132: debounced 250 ms)', () => {
  it('asks once for the language it settles on when the language changes twice within 250 ms', async () => {
    server.use(...createMockHandlers({ baseUrl: origin, memberType: 0 }));
    const asked: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/wps/games/winners') asked.push(request.headers.get('Language'));
    });
    let language: LanguageCode = 'TH';
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getLanguage: () => language });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88', language }}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    const { result, rerender } = renderHook(() => useWinnerBoard(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    language = 'EN';
    rerender();
    language = 'CN';
    rerender();
    await new Promise((settle) => setTimeout(settle, 400));
    await waitFor(() => expect(asked).toEqual(['TH', 'CN']));
    server.events.removeAllListeners();
  });
});

describe('vendor lists kept on the device (spec 9.038: the game menus carry each category’s vendors)', () => {
  it('shows the menus kept by the first visit at once on the second, without asking the server while they are fresh', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/wps/games/menus') asked.push(request.url);
    };
    server.events.on('request:start', listen);
    try {
      const first = setup();
      const visit = renderHook(() => useGameMenus(), { wrapper: first.wrapper });
      await waitFor(() => expect(visit.result.current.isSuccess).toBe(true));
      expect(asked).toHaveLength(1);
      const vendors = visit.result.current.menus.map((menu) => menu.vendors.map((vendor) => vendor.vassalage));
      expect(vendors.flat().length).toBeGreaterThan(0);
      visit.unmount();

      // A new visit: a new query cache, the same device.
      const second = setup();
      const again = renderHook(() => useGameMenus(), { wrapper: second.wrapper });
      expect(again.result.current.isSuccess).toBe(true);
      expect(again.result.current.menus.map((menu) => menu.vendors.map((vendor) => vendor.vassalage))).toEqual(vendors);
      expect(asked).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });
});
