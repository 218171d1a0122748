import { unwrap, type Schema } from '@whitelabel/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { isAgent, needsContractCheck } from '../session/member.js';
import { memberTypeAtom } from '../state/atoms.js';
import { daysBefore, utcDay } from '../wallet/date-range.js';
import { fromMinorUnits, toMinorUnits } from '../wallet/money.js';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useSession } from './session.js';
import type { TextKey } from '../i18n/namespaces.js';

/**
 * The agent back office (spec section 7, "Agent: team KPI, subordinates, daily salary, dividends,
 * rebate settings, affiliate URLs, downline, transfer downline") and the contract requests of
 * section 6. Every query needs an agent's session; keys carry the user name.
 */

export type ContractKind = 'salary' | 'dividend' | 'hour';

/** One shape for the three contract answers: whether an offer waits for the agent, and the offer. */
export type ContractOffer =
  | { kind: 'salary'; pending: boolean; contract: Schema<'SalaryContractRequest'>['contract'] }
  | { kind: 'dividend'; pending: boolean; contract: Schema<'DividendContractRequest'>['contract'] }
  | { kind: 'hour'; pending: boolean; contract: Schema<'HourContractRequest'>['contract'] };

type ContractAnswer<K extends ContractKind> = K extends 'salary'
  ? Schema<'SalaryContractRequest'>
  : K extends 'dividend'
    ? Schema<'DividendContractRequest'>
    : Schema<'HourContractRequest'>;

/**
 * Reads a contract answer (spec section 3: dailysalreqtype, divtypecompperiodreq,
 * contracthoursalreq): flag 1 with a contract means an offer waits for the agent's decision.
 */
export function contractOffer<K extends ContractKind>(kind: K, answer: ContractAnswer<K>): ContractOffer {
  if (kind === 'salary') {
    const value = answer as Schema<'SalaryContractRequest'>;
    return { kind, pending: value.dailysalreqtype === 1 && value.contract !== null, contract: value.contract };
  }
  if (kind === 'dividend') {
    const value = answer as Schema<'DividendContractRequest'>;
    return { kind, pending: value.divtypecompperiodreq === 1 && value.contract !== null, contract: value.contract };
  }
  const value = answer as Schema<'HourContractRequest'>;
  return { kind: 'hour', pending: value.contracthoursalreq === 1 && value.contract !== null, contract: value.contract };
}

export type KpiPeriod = 'today' | 'week' | 'month';

/** Inclusive range of UTC days of a KPI period ending today (the server's days are UTC days). */
export function kpiRange(period: KpiPeriod, now: Date = new Date()): { startDate: string; endDate: string } {
  const days = period === 'today' ? 0 : period === 'week' ? 6 : 29;
  return { startDate: utcDay(daysBefore(now, days)), endDate: utcDay(now) };
}

/** Yesterday as a UTC day, the last day a daily salary can be applied for (today's is still accruing). */
export function yesterday(now: Date = new Date()): string {
  return utcDay(daysBefore(now, 1));
}

/** Money strings of the contract are decimal strings; a transfer amount must be positive with at most 2 places. */
export function toMoney(input: string): string | null {
  const minor = toMinorUnits(input);
  return minor !== null && minor > 0n ? fromMinorUnits(minor) : null;
}

export type LinkRebateInput = Partial<Record<Schema<'BaseGameType'>, string>>;
/** A refused rate per game type, as a text key. */
export type LinkRebateErrors = Partial<Record<Schema<'BaseGameType'>, TextKey>>;

/**
 * The rebate rates a new affiliate link grants (CreateAffiliateUrlRequest.rebates): only the game
 * types filled in, each a percent with up to 2 decimals and at most the agent's `maxRate` for that
 * game type (the whole-type setting, vassalage null). Errors are translation keys per game type.
 */
export function linkRebates(
  input: LinkRebateInput,
  settings: readonly Schema<'RebateSetting'>[],
): { rebates: { gameType: Schema<'BaseGameType'>; rate: string }[]; errors: LinkRebateErrors } {
  const rebates: { gameType: Schema<'BaseGameType'>; rate: string }[] = [];
  const errors: LinkRebateErrors = {};
  for (const [gameType, raw] of Object.entries(input) as [Schema<'BaseGameType'>, string | undefined][]) {
    const text = raw?.trim() ?? '';
    if (!text) continue;
    const setting = settings.find((item) => item.gameType === gameType && item.vassalage === null);
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(text) || !setting) {
      errors[gameType] = 'agent.links.rateInvalid';
      continue;
    }
    const rate = Number(text).toFixed(2);
    if (Number(rate) > Number(setting.maxRate)) errors[gameType] = 'agent.links.rateTooHigh';
    else rebates.push({ gameType, rate });
  }
  return { rebates, errors };
}

export interface PageFilter {
  account?: string;
  pageNo: number;
  pageSize: number;
}

const clean = <T extends object>(query: T): T => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as T;

/** Agent data is loaded only with an agent's session (others would get 403 NO_PERMISSION). */
function useAgentSession() {
  const { loggedIn, userName } = useSession();
  const type = useAtomValue(memberTypeAtom);
  return { enabled: loggedIn && isAgent(type), userName: userName ?? '' };
}

/** Team KPIs over a day range. */
export function useTeamKpi(range: { startDate: string; endDate: string }) {
  const { client } = useApi();
  const { enabled, userName } = useAgentSession();
  return useQuery({
    queryKey: queryKeys.agent.kpi(userName, range.startDate, range.endDate),
    queryFn: () => unwrap(client.GET('/wps/agent/team/kpi', { params: { query: range } })),
    enabled,
  });
}

/** Direct subordinates (level 1), searchable by account, one page at a time. */
export function useSubordinates(filter: PageFilter) {
  const { client } = useApi();
  const { enabled, userName } = useAgentSession();
  return useQuery({
    queryKey: queryKeys.agent.subordinates(userName, filter),
    queryFn: () => unwrap(client.GET('/wps/agent/subordinates', { params: { query: clean(filter) } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The downline tree one level at a time (`parentId` absent: the agent's direct downline). */
export function useDownline(filter: PageFilter & { parentId?: string }) {
  const { client } = useApi();
  const { enabled, userName } = useAgentSession();
  return useQuery({
    queryKey: queryKeys.agent.downline(userName, filter),
    queryFn: () => unwrap(client.GET('/wps/agent/downline', { params: { query: clean(filter) } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Money from the agent's wallet to a downline member; refreshes the wallet and the team lists. */
export function useTransferToDownline() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const { userName } = useSession();
  return useMutation({
    mutationFn: (body: Schema<'DownlineTransferRequest'>) => unwrap(client.POST('/wps/agent/downline/transfer', { body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.wallet(userName ?? '') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.agent.team(userName ?? '') });
    },
  });
}

/** Today's accruing daily salary of the agent. */
export function useDailySalaryCurrent() {
  const { client } = useApi();
  const { enabled, userName } = useAgentSession();
  return useQuery({
    queryKey: queryKeys.agent.salaryCurrent(userName),
    queryFn: () => unwrap(client.GET('/wps/agent/salary/current')),
    enabled,
  });
}

export type SalaryStatus = Schema<'DailySalary'>['status'];

/** Daily salaries of the team (to process applications), filtered by account and status. */
export function useDailySalaryQuery(filter: PageFilter & { status?: SalaryStatus; startDate?: string; endDate?: string }) {
  const { client } = useApi();
  const { enabled, userName } = useAgentSession();
  return useQuery({
    queryKey: queryKeys.agent.salaryQuery(userName, filter),
    queryFn: () => unwrap(client.GET('/wps/agent/salary/query', { params: { query: clean(filter) } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The agent's past daily salaries. */
export function useDailySalaryHistory(filter: { pageNo: number; pageSize: number; startDate?: string; endDate?: string }) {
  const { client } = useApi();
  const { enabled, userName } = useAgentSession();
  return useQuery({
    queryKey: queryKeys.agent.salaryHistory(userName, filter),
    queryFn: () => unwrap(client.GET('/wps/agent/salary/history', { params: { query: clean(filter) } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateSalaries() {
  const queryClient = useQueryClient();
  const { userName } = useSession();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.agent.salaries(userName ?? '') });
}

/** Apply for the daily salary of a day; refreshes every salary list. */
export function useApplyDailySalary() {
  const { client } = useApi();
  const invalidate = useInvalidateSalaries();
  return useMutation({
    mutationFn: (body: Schema<'ApplyDailySalaryRequest'>) => unwrap(client.POST('/wps/agent/salary/apply', { body })),
    onSuccess: () => void invalidate(),
  });
}

/** Approve or reject a subordinate's application; refreshes every salary list. */
export function useProcessDailySalary() {
  const { client } = useApi();
  const invalidate = useInvalidateSalaries();
  return useMutation({
    mutationFn: (body: Schema<'ProcessDailySalaryRequest'>) => unwrap(client.POST('/wps/agent/salary/process', { body })),
    onSuccess: () => void invalidate(),
  });
}

/** The agent's dividend of the running period. */
export function useDividendCurrent() {
  const { client } = useApi();
  const { enabled, userName } = useAgentSession();
  return useQuery({
    queryKey: queryKeys.agent.dividendCurrent(userName),
    queryFn: () => unwrap(client.GET('/wps/agent/dividend/current')),
    enabled,
  });
}

/** The agent's dividend contract: period, tiers, next payout date. */
export function useDividendInfo() {
  const { client } = useApi();
  const { enabled, userName } = useAgentSession();
  return useQuery({
    queryKey: queryKeys.agent.dividendInfo(userName),
    queryFn: () => unwrap(client.GET('/wps/agent/dividend/info')),
    enabled,
  });
}

/** Past dividends of the agent and the team. */
export function useDividendHistory(filter: PageFilter & { startDate?: string; endDate?: string }) {
  const { client } = useApi();
  const { enabled, userName } = useAgentSession();
  return useQuery({
    queryKey: queryKeys.agent.dividendHistory(userName, filter),
    queryFn: () => unwrap(client.GET('/wps/agent/dividend/history', { params: { query: clean(filter) } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Pays a subordinate's pending dividend (withdrawal password); refreshes dividends and the wallet. */
export function usePayoutDividend() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const { userName } = useSession();
  return useMutation({
    mutationFn: (body: Schema<'PayoutDividendRequest'>) => unwrap(client.POST('/wps/agent/dividend/payout', { body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.agent.dividends(userName ?? '') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.wallet(userName ?? '') });
    },
  });
}

/** The agent's rebate rates per game type and provider. */
export function useRebateSettings() {
  const { client } = useApi();
  const { enabled, userName } = useAgentSession();
  return useQuery({
    queryKey: queryKeys.agent.rebate(userName),
    queryFn: () => unwrap(client.GET('/wps/agent/rebate')),
    enabled,
  });
}

/** The agent's affiliate (invitation) links. */
export function useAffiliateUrls() {
  const { client } = useApi();
  const { enabled, userName } = useAgentSession();
  return useQuery({
    queryKey: queryKeys.agent.affiliateUrls(userName),
    queryFn: () => unwrap(client.GET('/wps/agent/affiliate/urls')),
    enabled,
  });
}

/** Creates an affiliate link and adds it to the cached list. */
export function useCreateAffiliateUrl() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const { userName } = useSession();
  return useMutation({
    mutationFn: (body: Schema<'CreateAffiliateUrlRequest'>) => unwrap(client.POST('/wps/agent/affiliate/urls', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.agent.affiliateUrls(userName ?? '') }),
  });
}

/** Deletes an affiliate link; it leaves the cached list at once. */
export function useDeleteAffiliateUrl() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const { userName } = useSession();
  const key = queryKeys.agent.affiliateUrls(userName ?? '');
  return useMutation({
    mutationFn: (id: string) => unwrap(client.DELETE('/wps/agent/affiliate/urls/{id}', { params: { path: { id } } })),
    onSuccess: (_value, id) => {
      queryClient.setQueryData<Schema<'AffiliateUrl'>[]>(key, (links) => links?.filter((link) => link.id !== id));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * The contract-request check of spec section 6 (salary, dividend or hourly contract offered by the
 * upline). It runs only for member types other than 4, 40, 41 and 42: `checked` is false otherwise
 * and no request is sent.
 */
export function useContractRequest(kind: ContractKind) {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  const type = useAtomValue(memberTypeAtom);
  const checked = loggedIn && needsContractCheck(type);
  const query = useQuery({
    queryKey: queryKeys.agent.contract(userName ?? '', kind),
    queryFn: async (): Promise<ContractOffer> => {
      if (kind === 'salary') return contractOffer('salary', await unwrap(client.GET('/wps/agent/contract/salary')));
      if (kind === 'dividend') return contractOffer('dividend', await unwrap(client.GET('/wps/agent/contract/dividend')));
      return contractOffer('hour', await unwrap(client.GET('/wps/agent/contract/hour')));
    },
    enabled: checked,
  });
  return { ...query, checked };
}
