import { createApiClient } from '@whitelabel/api';
import { createMockHandlers, mockError, mockValue } from '@whitelabel/api/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initialGameListFilter, type GameListFilter } from '../games/filter.js';
import { loginAtom, sessionAtom, tokenAtom, trialUserAtom } from '../state/atoms.js';
import { ApiProvider } from './api-context.js';
import { useChatUnreadCount } from './chat.js';
import { useMarkNoticeRead, usePopupNotices } from './content.js';
import { useFavouriteIds, useGameList, useToggleFavourite } from './games.js';
import { useRegistrationSettings } from './account.js';
import { LoginSideError } from '../errors/error-key.js';
import { useConfirmPasswordResetByEmail, useLogin, useLogout, useMemberInfo, useTrialLogin, useVipProgress } from './session.js';
import { useGating } from './gating.js';
import { useSmsCode } from './timers.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function setup(options: { memberType?: 0 | 1 | 4; loggedIn?: boolean } = {}) {
  server.use(...createMockHandlers({ baseUrl: origin, memberType: options.memberType ?? 0 }));
  const store = createStore();
  if (options.loggedIn) store.set(loginAtom, { token: 'mock-member-somchai88', merchantCode: 'lucky88', userName: 'somchai88', type: options.memberType ?? 0 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => store.get(tokenAtom) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>{children}</ApiProvider>
      </QueryClientProvider>
    </Provider>
  );
  return { store, queryClient, wrapper };
}

describe('login and logout hooks (spec sections 2, 4 and 6)', () => {
  it('logs in with an encrypted payload and saves the session', async () => {
    const { store, wrapper } = setup({ memberType: 0 });
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(() => result.current.mutateAsync({ payload: { type: 'username', username: 'somchai88', password: 'secret1' }, remember: true }));
    expect(store.get(tokenAtom)).toBe('mock-member-somchai88');
    expect(JSON.parse(sessionStorage.getItem('sessionInfo')!)).toMatchObject({ userName: 'somchai88' });
    expect(localStorage.getItem('autoLogin')).toBe('1');
  });

  it("sets the password with the e-mailed link's token and saves the session it answers", async () => {
    const { store, wrapper } = setup({ memberType: 0 });
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/wps/member/password/email/confirm'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    const { result } = renderHook(() => useConfirmPasswordResetByEmail(), { wrapper });
    const resetToken = `12.${'a'.repeat(43)}`;
    await act(() => result.current.mutateAsync({ resetToken, newPassword: 'Linked5678' }));
    server.events.removeAllListeners();
    expect(sent).toEqual([{ resetToken, newPassword: 'Linked5678' }]);
    expect(store.get(tokenAtom)).toBe('mock-member-somchai88');
    expect(JSON.parse(sessionStorage.getItem('sessionInfo')!)).toMatchObject({ userName: 'somchai88' });
  });

  it('refuses an agent account on the member side and keeps the visitor logged out', async () => {
    const { store, wrapper } = setup({ memberType: 1 });
    const { result } = renderHook(() => useLogin('member'), { wrapper });
    await expect(act(() => result.current.mutateAsync({ payload: { type: 'username', username: 'agent', password: 'secret1' } }))).rejects.toBeInstanceOf(
      LoginSideError,
    );
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('logout clears the session and member data and stores autoLogin 0, even when the call fails', async () => {
    const { store, queryClient, wrapper } = setup({ loggedIn: true });
    const { result } = renderHook(() => ({ logout: useLogout(), info: useMemberInfo() }), { wrapper });
    await waitFor(() => expect(result.current.info.isSuccess).toBe(true));
    server.use(mockError('delete', '/wps/session/logout', 'SYSTEM_BUSY', 503, { baseUrl: origin }));
    await act(() => result.current.logout.mutateAsync().catch(() => undefined));
    expect(store.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(queryClient.getQueriesData({ queryKey: ['member'] }).filter(([, data]) => data !== undefined)).toEqual([]);
  });

  it('logout clears the session as the call leaves, the call carrying the session token', async () => {
    const { store, wrapper } = setup({ loggedIn: true });
    let authorization: string | null = null;
    server.use(
      http.delete(`${origin}/wps/session/logout`, async ({ request }) => {
        authorization = request.headers.get('Authorization');
        return delay('infinite');
      }),
    );
    const { result } = renderHook(() => useLogout(), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(authorization).toBe('Bearer mock-member-somchai88'));
    expect(store.get(sessionAtom)).toBeNull();
    expect(result.current.isPending).toBe(true);
  });

  it('trial login creates a trial user and saves the session under the trial merchant', async () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useTrialLogin(), { wrapper });
    await act(() => result.current.mutateAsync({ moduleId: 'REG3' }));
    expect(store.get(sessionAtom)).toMatchObject({ merchantCode: 'trial', trial: true });
    expect(store.get(trialUserAtom)).toEqual({ userName: 'trial7731', merchantCode: 'trial' });
  });

  it('free play for a member: types 0, 1 and 2 trade the session for a free-play one, others get free_reject without a call (spec 5.041)', async () => {
    const traded: string[] = [];
    server.events.on('request:start', ({ request }) => void traded.push(new URL(request.url).pathname));
    const allowed = setup({ loggedIn: true, memberType: 1 });
    const allowedHook = renderHook(() => useTrialLogin(), { wrapper: allowed.wrapper });
    await act(() => allowedHook.result.current.mutateAsync({}));
    expect(traded).toEqual(['/wps/session/login/freeplay']);
    expect(allowed.store.get(sessionAtom)).toMatchObject({ merchantCode: 'trial', trial: true });

    traded.length = 0;
    const refused = setup({ loggedIn: true, memberType: 4 });
    const refusedHook = renderHook(() => useTrialLogin(), { wrapper: refused.wrapper });
    await expect(act(() => refusedHook.result.current.mutateAsync({}))).rejects.toMatchObject({ code: 'FREE_PLAY_REJECTED' });
    expect(traded).toEqual([]);
    expect(refused.store.get(sessionAtom)).toMatchObject({ merchantCode: 'lucky88', type: 4 });
    server.events.removeAllListeners();
  });

  it('loads member info and vipProgress only with a session', async () => {
    const guest = setup();
    const { result } = renderHook(() => useMemberInfo(), { wrapper: guest.wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    const member = setup({ loggedIn: true });
    const vip = renderHook(() => useVipProgress(), { wrapper: member.wrapper });
    await waitFor(() => expect(vip.result.current.isSuccess).toBe(true));
    expect(vip.result.current.progress).toBeGreaterThanOrEqual(0);
    expect(vip.result.current.progress).toBeLessThanOrEqual(1);
  });
});

describe('game list hook (spec section 4: load more appends, a filter change starts over)', () => {
  it('appends the next page and resets to page 1 on a new filter', async () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ filter }: { filter: GameListFilter }) => useGameList(filter, { pageSize: 4 }), {
      wrapper,
      initialProps: { filter: initialGameListFilter('RNG') },
    });
    await waitFor(() => expect(result.current.view).toBe('list'));
    expect(result.current.games).toHaveLength(4);
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.games).toHaveLength(8));
    const firstTwoPages = result.current.games.map((game) => game.nodeId);
    expect(new Set(firstTwoPages).size).toBe(8);

    rerender({ filter: { ...initialGameListFilter('RNG'), dataType: 'NEW' } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages).toHaveLength(1);
    expect(result.current.games.every((game) => game.isNew === 1)).toBe(true);
  });

  it('does not search with fewer than 3 characters', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useGameList({ ...initialGameListFilter('RNG'), dataType: 'SEARCH', gameName: 'ab' }), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('does not load favourites for a guest', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useGameList({ ...initialGameListFilter('RNG'), dataType: 'FAV' }), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.view).toBe('empty');
  });
});

describe('favourite toggle hook (spec section 4: optimistic removal, then the server)', () => {
  it('removes at once, before the server answers', async () => {
    const { wrapper } = setup({ loggedIn: true });
    const { result } = renderHook(() => ({ ids: useFavouriteIds(), toggle: useToggleFavourite() }), { wrapper });
    await waitFor(() => expect(result.current.ids.ids.length).toBeGreaterThan(0));
    const nodeId = result.current.ids.ids[0]!;
    server.use(http.delete(`${origin}/wps/games/favourites/:nodeId`, async () => delay('infinite')));
    act(() => void result.current.toggle.toggle({ nodeId, vassalage: 'JL' }));
    await waitFor(() => expect(result.current.ids.ids).not.toContain(nodeId));
  });

  it('puts it back when the server refuses the removal', async () => {
    const { wrapper } = setup({ loggedIn: true });
    const { result } = renderHook(() => ({ ids: useFavouriteIds(), toggle: useToggleFavourite() }), { wrapper });
    await waitFor(() => expect(result.current.ids.ids.length).toBeGreaterThan(0));
    const nodeId = result.current.ids.ids[0]!;
    server.use(mockError('delete', '/wps/games/favourites/{nodeId}', 'SYSTEM_BUSY', 503, { baseUrl: origin }));
    act(() => void result.current.toggle.toggle({ nodeId, vassalage: 'JL' }));
    await waitFor(() => expect(result.current.toggle.isError).toBe(true));
    expect(result.current.ids.ids).toContain(nodeId);
  });

  it('adds through the server when absent', async () => {
    const { wrapper } = setup({ loggedIn: true });
    server.use(mockValue('get', '/wps/games/favourites/ids', [], { baseUrl: origin }), mockValue('post', '/wps/games/favourites', ['42'], { baseUrl: origin }));
    const { result } = renderHook(() => ({ ids: useFavouriteIds(), toggle: useToggleFavourite() }), { wrapper });
    await waitFor(() => expect(result.current.ids.isSuccess).toBe(true));
    let action = '';
    act(() => {
      action = result.current.toggle.toggle({ nodeId: '42', vassalage: 'JL' });
    });
    expect(action).toBe('add');
    await waitFor(() => expect(result.current.ids.ids).toEqual(['42']));
  });
});

describe('content hooks (spec sections 2 and 4: popups A/B, notice read)', () => {
  it('shows guests only execution B popups', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => usePopupNotices(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.notices.every((notice) => notice.execution === 'B')).toBe(true);
  });

  it('marks a notice read locally before the server answers', async () => {
    const { wrapper, queryClient } = setup({ loggedIn: true });
    queryClient.setQueryData(['content', 'notices', 'default', 'somchai88'], [{ id: 'n1', read: false }]);
    let asked: URL | undefined;
    server.use(
      http.post(`${origin}/wps/announcements/read`, async ({ request }) => {
        asked = new URL(request.url);
        return delay('infinite');
      }),
    );
    const { result } = renderHook(() => useMarkNoticeRead(['A']), { wrapper });
    act(() => result.current.markRead('n1'));
    await waitFor(() => expect(queryClient.getQueryData(['content', 'notices', 'default', 'somchai88'])).toEqual([{ id: 'n1', read: true }]));
    // The call repeats the query of the list the notice was read in (spec 7.048).
    await waitFor(() => expect(asked?.search).toBe('?types=A&platform=M'));
  });
});

describe('member-type gated counts (spec section 6: type 4 loads no unread counts)', () => {
  it('does not ask for chat counts for member type 4', () => {
    const { wrapper } = setup({ loggedIn: true, memberType: 4 });
    const { result } = renderHook(() => useChatUnreadCount(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.badge).toBe('');
  });
});

describe('registration settings hook (spec sections 3 and 5)', () => {
  it('joins the register settings with the rule table', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useRegistrationSettings(), { wrapper });
    await waitFor(() => expect(result.current.registration).toBeDefined());
    expect(typeof result.current.registration?.captcha).toBe('boolean');
    expect(Object.keys(result.current.registration?.rules ?? {}).length).toBeGreaterThan(0);
  });
});

describe('SMS code hook (spec section 4: countdown from the server expiry)', () => {
  it('refuses to send for an invalid number and counts down after sending', async () => {
    const { wrapper } = setup();
    server.use(mockValue('post', '/wps/verification/sms/noLogin', { expirationTime: Date.now() + 30_000, resendAfter: 30 }, { baseUrl: origin }));
    const { result } = renderHook(() => useSmsCode('noLogin'), { wrapper });
    const body = { mobileNum: '0812345678', countryDialingCode: '66' };
    expect(await act(() => result.current.send(body, false))).toBe(false);
    await act(() => result.current.send(body, true));
    expect(result.current.state).toMatchObject({ phase: 'countdown', seconds: 30 });
    expect(result.current.label).toEqual({ key: 'sms.resendIn', values: { seconds: 30 } });
  });
});

describe('gating hook (spec sections 2 and 6: menus by white-label flags and feature switches)', () => {
  it('gives guests the full side menu without logout and members a logout entry', async () => {
    const guest = setup();
    const { result } = renderHook(() => useGating(), { wrapper: guest.wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.sideMenu).not.toContain('logout');
    expect(result.current.loginMethods).toContain('username');

    const member = setup({ loggedIn: true });
    const logged = renderHook(() => useGating({ isApp: true }), { wrapper: member.wrapper });
    await waitFor(() => expect(logged.result.current.ready).toBe(true));
    expect(logged.result.current.sideMenu).toContain('logout');
    expect(logged.result.current.sideMenu).not.toContain('download');
  });
});
