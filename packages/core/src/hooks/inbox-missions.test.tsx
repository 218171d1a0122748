import { createApiClient } from '@whitelabel/api';
import { createMockHandlers } from '@whitelabel/api/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import type { ReactNode } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAtom, tokenAtom } from '../state/atoms.js';
import { ApiProvider } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useInboxUnreadCount } from './chat.js';
import { useDeleteInboxMessage, useInboxMessages, useMarkInboxRead } from './inbox.js';
import { missionRatio, useClaimMission, useMissions } from './missions.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => sessionStorage.clear());

function setup(type: 0 | 4 = 0) {
  server.use(...createMockHandlers({ baseUrl: origin, memberType: type }));
  const store = createStore();
  store.set(loginAtom, { token: 'mock-member-somchai88', merchantCode: 'lucky88', userName: 'somchai88', type });
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

describe('inbox hooks', () => {
  it('marking a message read updates it in the list and takes the new unread count at once', async () => {
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(
      () => ({ inbox: useInboxMessages(), unread: useInboxUnreadCount(), read: useMarkInboxRead(), remove: useDeleteInboxMessage() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.inbox.messages).toHaveLength(20));
    await waitFor(() => expect(result.current.unread.count).toBe(120));
    expect(result.current.inbox.hasReadState).toBe(true);
    // "At once": the count comes from the marking's own answer, not from asking for the count again.
    let countRequests = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/wps/inbox/unread') countRequests += 1;
    });
    const unreadKey = queryKeys.member.inboxUnread('somchai88');
    const first = result.current.inbox.messages[0]!;
    expect(first.read).toBe(false);
    await act(() => result.current.read.mutateAsync(first.messageId));
    expect(queryClient.getQueryData(unreadKey), 'in the cache when the marking resolves').toEqual({ unReadCount: 119 });
    // Observers are told on the query client's next tick, which a loaded machine may run after act returns.
    await waitFor(() => expect(result.current.unread.count).toBe(119));
    await waitFor(() => expect(result.current.inbox.messages[0]!.read).toBe(true));
    const second = result.current.inbox.messages[1]!;
    await act(() => result.current.remove.mutateAsync(second.messageId));
    expect(queryClient.getQueryData(unreadKey)).toEqual({ unReadCount: 118 });
    await waitFor(() => expect(result.current.unread.count).toBe(118));
    expect(countRequests, 'no count asked for after a change').toBe(0);
    server.events.removeAllListeners();
    await waitFor(() => expect(result.current.inbox.messages.some((message) => message.messageId === second.messageId)).toBe(false));
    expect(result.current.inbox.totalCount).toBe(124);
  });

  it('keeps the count a marking answers when an older count arrives after it', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ unread: useInboxUnreadCount(), read: useMarkInboxRead(), inbox: useInboxMessages() }), { wrapper });
    await waitFor(() => expect(result.current.unread.count).toBe(120));
    await waitFor(() => expect(result.current.inbox.messages).toHaveLength(20));
    // A refetch read before the marking, answered after it.
    server.use(
      http.get(`${origin}/wps/inbox/unread`, async () => {
        await delay(150);
        return HttpResponse.json({ success: true, value: { unReadCount: 120 } });
      }),
    );
    act(() => void result.current.unread.refetch());
    await act(() => result.current.read.mutateAsync(result.current.inbox.messages[0]!.messageId));
    expect(result.current.unread.count).toBe(119);
    await act(() => delay(300));
    expect(result.current.unread.count).toBe(119);
  });

  it('member type 4 has no read state and loads no unread count', async () => {
    const { wrapper } = setup(4);
    const { result } = renderHook(() => ({ inbox: useInboxMessages(), unread: useInboxUnreadCount() }), { wrapper });
    await waitFor(() => expect(result.current.inbox.messages.length).toBeGreaterThan(0));
    expect(result.current.inbox.hasReadState).toBe(false);
    expect(result.current.unread.fetchStatus).toBe('idle');
  });
});

describe('mission hooks', () => {
  it('claims a completed mission and reloads the list', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ missions: useMissions(), claim: useClaimMission() }), { wrapper });
    await waitFor(() => expect(result.current.missions.data).toHaveLength(4));
    const claimable = result.current.missions.data!.find((mission) => mission.status === 'CLAIMABLE')!;
    await act(() => result.current.claim.mutateAsync(claimable.missionId));
    await waitFor(() => expect(result.current.missions.data!.find((mission) => mission.missionId === claimable.missionId)!.status).toBe('CLAIMED'));
  });

  it('progress ratio is exact on money and counts, capped at 1', () => {
    expect(missionRatio({ progress: '3', target: '10' })).toBe(0.3);
    expect(missionRatio({ progress: '499.99', target: '500.00' })).toBeLessThan(1);
    expect(missionRatio({ progress: '600.00', target: '500.00' })).toBe(1);
    expect(missionRatio({ progress: '0.00', target: '500.00' })).toBe(0);
  });
});
