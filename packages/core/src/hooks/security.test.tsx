import { createApiClient, type Schema } from '@whitelabel/api';
import { createMockHandlers } from '@whitelabel/api/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginAtom, tokenAtom } from '../state/atoms.js';
import { ApiProvider } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useMemberInfo } from './session.js';
import { useSetHeadIcon, useUnbindBankCard, useUpdateMemberInfo, useWithdrawBanks } from './security.js';
import { useBankCards } from './wallet.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

function setup() {
  server.use(...createMockHandlers({ baseUrl: origin, memberType: 0 }));
  const store = createStore();
  store.set(loginAtom, { token: 'mock-member-somchai88', merchantCode: 'lucky88', userName: 'somchai88', type: 0 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => store.get(tokenAtom) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>{children}</ApiProvider>
      </QueryClientProvider>
    </Provider>
  );
  return { queryClient, wrapper };
}

describe('security centre hooks', () => {
  it('loads the withdraw banks with their account-number lengths and the card limit', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useWithdrawBanks(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.maxCards).toBe(5);
    expect(result.current.data?.banks.find((bank) => bank.bankCode === 'GSB')?.accountNoMinLength).toBe(12);
  });

  it('unbinds a card by its id with the withdrawal password, then reloads the card list', async () => {
    const { wrapper } = setup();
    const seen: { url: string; body: unknown }[] = [];
    server.use(
      http.post(`${origin}/wps/security/bankcard/:cardId/unbind`, async ({ request }) => {
        seen.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ success: true, value: {} });
      }),
    );
    const { result } = renderHook(() => ({ cards: useBankCards(), unbind: useUnbindBankCard() }), { wrapper });
    await waitFor(() => expect(result.current.cards.isSuccess).toBe(true));
    const loadedAt = result.current.cards.dataUpdatedAt;
    await act(() => result.current.unbind.mutateAsync({ cardId: '42', withdrawalPassword: '246810' }));
    expect(seen).toEqual([{ url: `${origin}/wps/security/bankcard/42/unbind`, body: { withdrawalPassword: '246810' } }]);
    await waitFor(() => expect(result.current.cards.dataUpdatedAt).toBeGreaterThan(loadedAt));
  });

  it('puts a profile edit and shows the answer as the member info', async () => {
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(() => ({ info: useMemberInfo(), update: useUpdateMemberInfo() }), { wrapper });
    await waitFor(() => expect(result.current.info.isSuccess).toBe(true));
    await act(() => result.current.update.mutateAsync({ nickname: 'Lucky Cat' }));
    expect(queryClient.getQueryData<Schema<'MemberInfo'>>(queryKeys.member.info('somchai88'))?.nickname).toBe('Lucky Cat');
    // The cache holds the answer at once; the hook renders it with the query's next notification (a task later).
    await waitFor(() => expect(result.current.info.data?.nickname).toBe('Lucky Cat'));
  });

  it('sends the head icon form-encoded and updates the member info icon', async () => {
    const { wrapper } = setup();
    const bodies: string[] = [];
    server.use(
      http.post(`${origin}/wps/member/headIcon`, async ({ request }) => {
        bodies.push(`${request.headers.get('content-type')} ${await request.text()}`);
        return HttpResponse.json({ success: true, value: { headIcon: '7', url: 'http://api.test/wps/assets/avatars/7.svg' } });
      }),
    );
    const { result } = renderHook(() => ({ info: useMemberInfo(), setIcon: useSetHeadIcon() }), { wrapper });
    await waitFor(() => expect(result.current.info.isSuccess).toBe(true));
    await act(() => result.current.setIcon.mutateAsync('7'));
    expect(bodies).toEqual(['application/x-www-form-urlencoded headIcon=7']);
    await waitFor(() => expect(result.current.info.data?.headIcon).toEqual({ headIcon: '7', url: 'http://api.test/wps/assets/avatars/7.svg' }));
  });
});
