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
import {
  contractOffer,
  kpiRange,
  linkRebates,
  toMoney,
  useAffiliateUrls,
  useApplyDailySalary,
  useContractRequest,
  useCreateAffiliateUrl,
  useDailySalaryCurrent,
  useDailySalaryHistory,
  useDeleteAffiliateUrl,
  useDividendInfo,
  useDownline,
  useSubordinates,
  useTeamKpi,
  useTransferToDownline,
  yesterday,
} from './agent.js';
import { ApiProvider } from './api-context.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function setup(options: { memberType?: number; loggedIn?: boolean } = {}) {
  const memberType = options.memberType ?? 1;
  server.use(...createMockHandlers({ baseUrl: origin, memberType: memberType as 0 | 1 | 4 }));
  const store = createStore();
  if (options.loggedIn !== false) store.set(loginAtom, { token: 'mock-member-somchai88', merchantCode: 'lucky88', userName: 'somchai88', type: memberType });
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

describe('agent pure helpers (spec sections 3, 6 and 7)', () => {
  it('reads each contract answer: flag 1 with a contract is a pending offer', () => {
    const offeredAt = '2026-01-01T00:00:00.000Z';
    expect(
      contractOffer('salary', { dailysalreqtype: 1, contract: { contractId: 'c1', rate: '1.50', minTurnover: '10000.00', minActiveMembers: 2, offeredAt } }),
    ).toMatchObject({ kind: 'salary', pending: true });
    expect(contractOffer('salary', { dailysalreqtype: 0, contract: null })).toEqual({ kind: 'salary', pending: false, contract: null });
    expect(contractOffer('dividend', { divtypecompperiodreq: 1, contract: { contractId: 'c2', period: 'WEEKLY', tiers: [], offeredAt } }).pending).toBe(true);
    expect(contractOffer('hour', { contracthoursalreq: 0, contract: null }).pending).toBe(false);
    expect(contractOffer('hour', { contracthoursalreq: 1, contract: { contractId: 'c3', hourlyRate: '50.00', minHours: 4, offeredAt } }).pending).toBe(true);
  });

  it('gives inclusive UTC day ranges for the KPI periods, and yesterday for salary applications', () => {
    const now = new Date('2026-03-03T10:00:00Z');
    expect(kpiRange('today', now)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-03' });
    expect(kpiRange('week', now)).toEqual({ startDate: '2026-02-25', endDate: '2026-03-03' });
    expect(kpiRange('month', now)).toEqual({ startDate: '2026-02-02', endDate: '2026-03-03' });
    expect(yesterday(new Date('2026-01-01T00:05:00Z'))).toBe('2025-12-31');
  });

  describe('in Bangkok (UTC+7), before 07:00 local time', () => {
    const zone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'Asia/Bangkok';
    });
    afterAll(() => {
      process.env.TZ = zone;
    });

    it('still counts in the server’s UTC days: the salary day is the UTC yesterday the server accepts', () => {
      // 06:30 on 4 March in Bangkok is 23:30 on 3 March UTC: the server's today is the 3rd.
      const now = new Date('2026-03-03T23:30:00Z');
      expect(now.getDate()).toBe(4);
      expect(yesterday(now)).toBe('2026-03-02');
      expect(kpiRange('today', now)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-03' });
    });
  });

  it('turns typed amounts into money strings and refuses zero, negatives and 3 decimals', () => {
    expect(toMoney('100')).toBe('100.00');
    expect(toMoney(' 12.5 ')).toBe('12.50');
    expect(toMoney('007.25')).toBe('7.25');
    expect(toMoney('0')).toBeNull();
    expect(toMoney('-5')).toBeNull();
    expect(toMoney('1.234')).toBeNull();
    expect(toMoney('abc')).toBeNull();
  });
});

describe('affiliate link rebate rates', () => {
  const settings = [
    { gameType: 'RNG' as const, vassalage: null, rate: '1.20', maxRate: '1.20' },
    { gameType: 'LIVE' as const, vassalage: null, rate: '0.80', maxRate: '0.80' },
    { gameType: 'LIVE' as const, vassalage: 'EVO', rate: '0.90', maxRate: '0.90' },
  ];

  it('keeps only the filled game types, as percents with two decimals', () => {
    expect(linkRebates({ RNG: '1', LIVE: ' 0.5 ', FISH: '' }, settings)).toEqual({
      rebates: [
        { gameType: 'RNG', rate: '1.00' },
        { gameType: 'LIVE', rate: '0.50' },
      ],
      errors: {},
    });
  });

  it("refuses a rate above the agent's maximum for the whole game type, a bad format, or a type without a setting", () => {
    expect(linkRebates({ LIVE: '0.85', RNG: '1.2.0', FISH: '0.10' }, settings)).toEqual({
      rebates: [],
      errors: { LIVE: 'agent.links.rateTooHigh', RNG: 'agent.links.rateInvalid', FISH: 'agent.links.rateInvalid' },
    });
  });
});

describe('agent hooks', () => {
  it('loads the team KPI for the chosen range and the first page of subordinates', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ kpi: useTeamKpi({ startDate: '2026-01-01', endDate: '2026-01-31' }), team: useSubordinates({ pageNo: 1, pageSize: 10 }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.kpi.isSuccess && result.current.team.isSuccess).toBe(true));
    expect(result.current.kpi.data).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(result.current.team.data!.list).toHaveLength(10);
    expect(result.current.team.data!.list.every((member) => member.level === 1)).toBe(true);
  });

  it('searches the downline by account and sends no empty parameters', async () => {
    const { wrapper } = setup();
    const seen: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/agent/downline')) seen.push(new URL(request.url));
    });
    const { result } = renderHook(() => useDownline({ account: 'player001', parentId: '', pageNo: 1, pageSize: 20 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.list.map((member) => member.account)).toEqual(['player001']);
    expect(seen[0]!.searchParams.has('parentId')).toBe(false);
    server.events.removeAllListeners();
  });

  it('sends nothing for a member who is not an agent', async () => {
    const { wrapper } = setup({ memberType: 0 });
    const { result } = renderHook(() => useDailySalaryCurrent(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });

  it('applying for a daily salary refreshes the salary history', async () => {
    const { wrapper } = setup();
    let historyCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/agent/salary/history')) historyCalls += 1;
    });
    const { result } = renderHook(() => ({ history: useDailySalaryHistory({ pageNo: 1, pageSize: 10 }), apply: useApplyDailySalary() }), { wrapper });
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true));
    const applied = await act(() => result.current.apply.mutateAsync({ date: '2026-01-05' }));
    expect(applied).toMatchObject({ date: '2026-01-05', status: 'APPLIED' });
    await waitFor(() => expect(historyCalls).toBe(2));
    server.events.removeAllListeners();
  });

  it('creates an affiliate link, then deleting it removes it from the list', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ urls: useAffiliateUrls(), create: useCreateAffiliateUrl(), remove: useDeleteAffiliateUrl() }), { wrapper });
    await waitFor(() => expect(result.current.urls.isSuccess).toBe(true));
    const before = result.current.urls.data!.length;
    const created = await act(() => result.current.create.mutateAsync({ memberType: 1 }));
    await waitFor(() => expect(result.current.urls.data!.length).toBe(before + 1));
    expect(created.memberType).toBe(1);
    await act(() => result.current.remove.mutateAsync(created.id));
    await waitFor(() => expect(result.current.urls.data!.some((link) => link.id === created.id)).toBe(false));
  });

  it('a transfer answers the new balance; a server refusal surfaces as the ApiClientError message key', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useTransferToDownline(), { wrapper });
    const done = await act(() => result.current.mutateAsync({ memberId: 'm-200000', amount: '10.00', withdrawalPassword: '246810' }));
    expect(done.transactionId).toBeTruthy();
    server.use(mockError('post', '/wps/agent/downline/transfer', 'INSUFFICIENT_BALANCE', 409, { baseUrl: origin }));
    await expect(act(() => result.current.mutateAsync({ memberId: 'm-200000', amount: '99999.00', withdrawalPassword: '246810' }))).rejects.toMatchObject({
      messageKey: 'errors.INSUFFICIENT_BALANCE',
    });
  });

  it('dividend info shows the tiers of the contract', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useDividendInfo(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.tiers.length).toBeGreaterThan(0);
  });
});

describe('contract-request check (spec section 6)', () => {
  it('runs for an agent and reports a pending salary contract', async () => {
    const { wrapper } = setup({ memberType: 1 });
    const { result } = renderHook(() => useContractRequest('salary'), { wrapper });
    expect(result.current.checked).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ kind: 'salary', pending: true });
  });

  it.each([4, 40, 41, 42])('is skipped for member type %i: no request is sent', async (memberType) => {
    const { wrapper } = setup({ memberType });
    let called = false;
    server.use(
      http.get(`${origin}/wps/agent/contract/hour`, () => {
        called = true;
        return HttpResponse.json({ success: true, value: { contracthoursalreq: 0, contract: null } });
      }),
    );
    const { result } = renderHook(() => useContractRequest('hour'), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.checked).toBe(false);
    expect(called).toBe(false);
  });

  it('runs for type 0 too (only 4, 40, 41 and 42 are skipped)', async () => {
    const { wrapper } = setup({ memberType: 0 });
    const { result } = renderHook(() => useContractRequest('dividend'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.checked).toBe(true);
    expect(result.current.data).toMatchObject({ kind: 'dividend', pending: false });
  });
});
