import { createApiClient } from '@whitelabel/api';
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
import { rebateClaimable, splitRewards, useClaimManualRebate, useClaimReward, useManualRebate, useRewards } from './member-area.js';
import { useWallet } from './session.js';
import { useTransactions } from './wallet.js';

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
  return { wrapper };
}

/** Counts the GET requests of one path (to see what a claim reloads). */
function countGets(path: string) {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === path) counter.count += 1;
  });
  return counter;
}

describe('manual rebate and reward centre hooks', () => {
  afterEach(() => server.events.removeAllListeners());

  it('loads nothing for a guest', () => {
    const { wrapper } = setup(false);
    const { result } = renderHook(() => ({ rebate: useManualRebate(), rewards: useRewards() }), { wrapper });
    expect(result.current.rebate.fetchStatus).toBe('idle');
    expect(result.current.rewards.fetchStatus).toBe('idle');
    expect(result.current.rewards.claimable).toEqual([]);
  });

  it('claiming the rebate pays it and reloads the balance, the rebate and the transactions', async () => {
    const { wrapper } = setup();
    const transactionLoads = countGets('/wps/member/transactions');
    const { result } = renderHook(
      () => ({ rebate: useManualRebate(), claim: useClaimManualRebate(), wallet: useWallet(), tx: useTransactions({ txCode: 'REBATE' }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.rebate.data?.amount).toBe('103.80'));
    await waitFor(() => expect(result.current.wallet.data).toBeDefined());
    await waitFor(() => expect(result.current.tx.isSuccess).toBe(true));
    expect(result.current.rebate.data?.since).toBeNull();
    expect(result.current.rebate.data?.items.length).toBeGreaterThan(0);
    const before = Number(result.current.wallet.data?.sumBalance);
    const loadsBefore = transactionLoads.count;

    const paid = await act(() => result.current.claim.mutateAsync());
    expect(paid.amount).toBe('103.80');
    await waitFor(() => expect(result.current.rebate.data?.amount).toBe('0.00'));
    expect(result.current.rebate.data?.since).toBe(paid.claimedAt);
    await waitFor(() => expect(Number(result.current.wallet.data?.sumBalance)).toBeCloseTo(before + 103.8, 2));
    expect(transactionLoads.count).toBeGreaterThan(loadsBefore);

    // A second claim: nothing due, the server's VALIDATION_FAILED comes back as its key.
    await expect(act(() => result.current.claim.mutateAsync())).rejects.toMatchObject({ messageKey: 'errors.VALIDATION_FAILED' });
  });

  it('the rebate of a site without MANUAL_REBATE fails with NO_PERMISSION', async () => {
    const { wrapper } = setup();
    server.use(mockError('get', '/wps/member/rebate', 'NO_PERMISSION', 403, { baseUrl: origin }));
    const { result } = renderHook(() => useManualRebate(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ messageKey: 'errors.NO_PERMISSION' });
  });

  it('splits the rewards, and a claim moves one into the history and reloads the balance', async () => {
    const { wrapper } = setup();
    let balance = 500;
    server.use(
      http.get(`${origin}/wps/wallets/gcs`, () =>
        HttpResponse.json({ success: true, value: { sumBalance: balance.toFixed(2), currency: 'THB', wallets: [] } }),
      ),
    );
    const { result } = renderHook(() => ({ rewards: useRewards(), claim: useClaimReward(), wallet: useWallet() }), { wrapper });
    await waitFor(() => expect(result.current.rewards.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.wallet.data?.sumBalance).toBe('500.00'));
    const first = result.current.rewards.claimable[0]!;
    expect(result.current.rewards.claimable.every((reward) => reward.status === 'CLAIMABLE')).toBe(true);
    expect(result.current.rewards.history.every((reward) => reward.status === 'CLAIMED' || reward.status === 'EXPIRED')).toBe(true);
    const historyBefore = result.current.rewards.history.length;

    balance = 518;
    const claimed = await act(() => result.current.claim.mutateAsync(first.rewardId));
    expect(claimed.reward.status).toBe('CLAIMED');
    await waitFor(() => expect(result.current.rewards.history).toHaveLength(historyBefore + 1));
    expect(result.current.rewards.claimable.map((reward) => reward.rewardId)).not.toContain(first.rewardId);
    await waitFor(() => expect(result.current.wallet.data?.sumBalance).toBe('518.00'));

    await expect(act(() => result.current.claim.mutateAsync(first.rewardId))).rejects.toMatchObject({ messageKey: 'errors.ALREADY_APPLIED' });
  });

  it('splitRewards keeps the order within each part', () => {
    const base = { amount: '1.00', createdAt: '2026-01-01T00:00:00Z', expiresAt: null, claimedAt: null, title: 'x' };
    const { claimable, history } = splitRewards([
      { ...base, rewardId: '1', status: 'CLAIMABLE' },
      { ...base, rewardId: '2', status: 'EXPIRED' },
      { ...base, rewardId: '3', status: 'CLAIMABLE' },
      { ...base, rewardId: '4', status: 'CLAIMED' },
    ]);
    expect(claimable.map((reward) => reward.rewardId)).toEqual(['1', '3']);
    expect(history.map((reward) => reward.rewardId)).toEqual(['2', '4']);
  });
});

describe('rebateClaimable', () => {
  it('is true from the minimum claim up, never for nothing due', () => {
    expect(rebateClaimable({ amount: '1.00', minClaim: '1.00' })).toBe(true);
    expect(rebateClaimable({ amount: '103.80', minClaim: '1.00' })).toBe(true);
    expect(rebateClaimable({ amount: '0.99', minClaim: '1.00' })).toBe(false);
    expect(rebateClaimable({ amount: '0.00', minClaim: '0.00' })).toBe(false);
  });
});
