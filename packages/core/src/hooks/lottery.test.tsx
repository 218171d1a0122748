import { createApiClient, type Schema } from '@whitelabel/api';
import { createMockHandlers, mockError } from '@whitelabel/api/mocks';
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
import {
  lotteryOrderPageSize,
  useCancelLotterySubOrder,
  useLotteries,
  useDrawNumbers,
  useLotteryOrderDetail,
  useLotteryOrders,
  useVietnamRecentDraws,
} from './lottery.js';
import { useWallet } from './session.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
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
  return { wrapper, queryClient };
}

const order = (n: number): Schema<'LotteryOrder'> => ({
  orderId: String(n),
  lotteryCode: 'TCG_LOTTO_VN_HN',
  lotteryName: 'Hanoi Lottery',
  issue: '20261124',
  playType: 'Tradition',
  betAmount: '10.00',
  winAmount: '0.00',
  status: 'LOST',
  subOrderCount: 1,
  createdAt: '2026-11-20T10:00:00Z',
});

describe('lottery hooks', () => {
  it('pages the orders ten at a time with the filter in the request, and loads more until the last page', async () => {
    const { wrapper } = setup();
    const seen: URLSearchParams[] = [];
    const all = Array.from({ length: 25 }, (_, index) => order(index + 1));
    server.use(
      http.get(`${origin}/lgw/orders`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.push(query);
        const pageNo = Number(query.get('pageNo'));
        const size = Number(query.get('pageSize'));
        return HttpResponse.json({
          success: true,
          value: { list: all.slice((pageNo - 1) * size, pageNo * size), pageNum: pageNo, totalPages: Math.ceil(all.length / size), totalCount: all.length },
        });
      }),
    );
    const { result } = renderHook(() => useLotteryOrders({ status: 'LOST' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.rows.map((row) => row.orderId)).toEqual(all.slice(0, 10).map((row) => row.orderId));
    expect(result.current.totalCount).toBe(25);
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    expect(result.current.hasNextPage).toBe(false);
    expect(seen.map((query) => [query.get('pageNo'), query.get('pageSize'), query.get('status')])).toEqual([
      ['1', String(lotteryOrderPageSize), 'LOST'],
      ['2', '10', 'LOST'],
      ['3', '10', 'LOST'],
    ]);
  });

  it('asks nothing for a guest, nor draws before a lottery is chosen', () => {
    const { wrapper } = setup(false);
    const { result } = renderHook(() => ({ orders: useLotteryOrders(), detail: useLotteryOrderDetail('lo-60000'), draws: useDrawNumbers(null) }), { wrapper });
    expect(result.current.orders.fetchStatus).toBe('idle');
    expect(result.current.detail.fetchStatus).toBe('idle');
    expect(result.current.draws.fetchStatus).toBe('idle');
  });

  it('reads the draws of a lottery and the Vietnam draws of a region', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ draws: useDrawNumbers('GW_KENO5', 5), vn: useVietnamRecentDraws('SOUTH') }), { wrapper });
    await waitFor(() => expect(result.current.draws.data).toHaveLength(5));
    await waitFor(() => expect(result.current.vn.data?.map((draw) => draw.region)).toEqual(['SOUTH']));
  });

  it('cancelling a sub-order shows it cancelled at once and reloads the balance and the orders', async () => {
    const { wrapper } = setup();
    let orderCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/lgw/orders') orderCalls += 1;
    });
    const { result } = renderHook(
      () => ({ wallet: useWallet(), orders: useLotteryOrders(), detail: useLotteryOrderDetail('lo-60000'), cancel: useCancelLotterySubOrder('lo-60000') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.data && result.current.wallet.data && result.current.orders.isSuccess).toBe(true));
    const before = Number(result.current.wallet.data?.sumBalance);
    const sub = result.current.detail.data!.subOrders.find((item) => item.cancellable)!;
    const answer = await act(() => result.current.cancel.mutateAsync(sub.subOrderId));
    expect(answer).toMatchObject({ refundAmount: sub.betAmount, subOrder: { status: 'CANCELLED' } });
    await waitFor(() =>
      expect(result.current.detail.data!.subOrders.find((item) => item.subOrderId === sub.subOrderId)).toMatchObject({
        status: 'CANCELLED',
        cancellable: false,
      }),
    );
    await waitFor(() => expect(Number(result.current.wallet.data?.sumBalance)).toBeCloseTo(before + Number(sub.betAmount), 2));
    expect(orderCalls).toBe(2);
  });

  it('a refused cancellation rejects with the translated error key and changes nothing', async () => {
    const { wrapper } = setup();
    server.use(mockError('post', '/lgw/orders/{orderId}/sub/{subOrderId}/cancel', 'NO_PERMISSION', 403, { baseUrl: origin }));
    const { result } = renderHook(() => ({ detail: useLotteryOrderDetail('lo-60000'), cancel: useCancelLotterySubOrder('lo-60000') }), { wrapper });
    await waitFor(() => expect(result.current.detail.data).toBeDefined());
    await expect(act(() => result.current.cancel.mutateAsync('lo-60000-1'))).rejects.toMatchObject({ messageKey: 'errors.NO_PERMISSION', status: 403 });
    expect(result.current.detail.data!.subOrders[0]).toMatchObject({ status: 'PENDING', cancellable: true });
  });
});

describe('lottery list kept on the device (spec 9.038)', () => {
  it('shows the list kept by the first visit at once on the second, without asking the server while it is fresh', async () => {
    localStorage.clear();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/lgw/lottery/list') asked.push(request.url);
    });
    const first = setup(false);
    const visit = renderHook(() => useLotteries('LOTT'), { wrapper: first.wrapper });
    await waitFor(() => expect(visit.result.current.isSuccess).toBe(true));
    expect(asked).toHaveLength(1);
    const lotteries = visit.result.current.data;
    visit.unmount();

    // A new visit: a new cache, the same device.
    const second = setup(false);
    const again = renderHook(() => useLotteries('LOTT'), { wrapper: second.wrapper });
    expect(again.result.current.data).toEqual(lotteries);
    expect(again.result.current.isSuccess).toBe(true);
    expect(asked).toHaveLength(1);
  });
});
