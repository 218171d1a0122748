import { createApiClient, type Schema } from '@whitelabel/api';
import { createMockHandlers, mockError, mockValue } from '@whitelabel/api/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAtom, tokenAtom } from '../state/atoms.js';
import { ApiProvider } from './api-context.js';
import { useMemberRank, useRankList } from './member-area.js';
import { useWallet } from './session.js';
import { useDepositReport, useManualDeposit, useTransactions, useWithdraw } from './wallet.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => sessionStorage.clear());

function setup(loggedIn = true) {
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
  return { store, queryClient, wrapper };
}

describe('money hooks (member area and money screens)', () => {
  it('pages the transactions of one code with the filter in the request, and loads more', async () => {
    const { wrapper } = setup();
    const seen: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/member/transactions?')) seen.push(new URL(request.url).searchParams);
    });
    const { result } = renderHook(() => useTransactions({ startDate: '2026-01-01', endDate: '2026-01-31' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.rows).toHaveLength(20);
    expect(result.current.totalCount).toBe(40);
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.rows).toHaveLength(40));
    expect(result.current.hasNextPage).toBe(false);
    expect(seen[0]?.get('startDate')).toBe('2026-01-01');
    expect(seen[1]?.get('pageNo')).toBe('2');
    server.events.removeAllListeners();
  });

  it('loads nothing for a guest', () => {
    const { wrapper } = setup(false);
    const { result } = renderHook(() => useDepositReport(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.rows).toEqual([]);
  });

  it('a withdrawal reloads the balance; a wrong withdrawal password rejects with its error key', async () => {
    const { wrapper } = setup();
    let walletCalls = 0;
    server.use(
      http.get(`${origin}/wps/wallets/gcs`, () => {
        walletCalls += 1;
        return HttpResponse.json({ success: true, value: { sumBalance: walletCalls === 1 ? '500.00' : '400.00', currency: 'THB', wallets: [] } });
      }),
    );
    const { result } = renderHook(() => ({ wallet: useWallet(), withdraw: useWithdraw() }), { wrapper });
    await waitFor(() => expect(result.current.wallet.data?.sumBalance).toBe('500.00'));
    await act(() => result.current.withdraw.mutateAsync({ cardId: 'card-1', amount: '100.00', withdrawalPassword: '246810' }));
    await waitFor(() => expect(result.current.wallet.data?.sumBalance).toBe('400.00'));

    server.use(mockError('post', '/wps/withdraw', 'PAYMENT_PASSWORD_WRONG', 400, { baseUrl: origin }));
    await expect(act(() => result.current.withdraw.mutateAsync({ cardId: 'card-1', amount: '100.00', withdrawalPassword: '000000' }))).rejects.toMatchObject({
      messageKey: 'errors.PAYMENT_PASSWORD_WRONG',
    });
  });

  it('a manual transfer reloads the deposit report', async () => {
    const { wrapper } = setup();
    const pending: Schema<'DepositOrder'> = {
      orderId: 'dep-1',
      amount: '300.00',
      bonus: '0.00',
      method: 'MANUAL',
      channel: 'BANK_TRANSFER',
      status: 'PENDING',
      createdAt: '2026-01-01T00:00:00Z',
    };
    const { result } = renderHook(() => ({ report: useDepositReport(), deposit: useManualDeposit() }), { wrapper });
    await waitFor(() => expect(result.current.report.isSuccess).toBe(true));
    server.use(mockValue('get', '/wps/deposit/report', { list: [pending], pageNum: 1, totalPages: 1, totalCount: 1 }, { baseUrl: origin }));
    await act(() => result.current.deposit.mutateAsync({ bankId: 'B1', amount: '300.00', depositorName: 'Somchai', transferTime: '2026-01-01T00:00:00Z' }));
    await waitFor(() => expect(result.current.report.rows).toEqual([pending]));
  });

  it('sorts the VIP ranks and finds the member rank with its rebate rate', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: useRankList(), rank: useMemberRank() }), { wrapper });
    await waitFor(() => expect(result.current.rank.view).toBeDefined());
    expect(result.current.list.data?.map((rank) => rank.level)).toEqual([0, 1, 2, 3, 4]);
    expect(result.current.rank.view?.current?.level).toBe(3);
    expect(result.current.rank.view?.next?.level).toBe(4);
    expect(result.current.rank.view?.rebateRate).toBe('0.6%');
  });
});
