import { formBody, unwrap, type Schema } from '@whitelabel/api';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { flattenPages, nextPage } from '../games/paging.js';
import type { DayRange } from '../wallet/date-range.js';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useSession } from './session.js';

/** Rows per page of the money reports and records. */
export const recordPageSize = 20;

interface Page<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** Flattens an infinite list of pages with the total count of the last page. */
function usePagedRows<T>(pages: readonly Page<T>[] | undefined, identity: (row: T) => string) {
  return useMemo(
    () => ({
      rows: flattenPages(
        (pages ?? []).map((page) => page.list),
        identity,
      ),
      totalCount: pages?.at(-1)?.totalCount ?? 0,
    }),
    [pages, identity],
  );
}

/** After money moves: the balance, the reports and the transactions of the member load again. */
export function invalidateMoney(queryClient: QueryClient, userName: string) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'member' &&
      queryKey[1] === userName &&
      ['wallet', 'merchantWallet', 'deposits', 'withdrawals', 'transactions', 'rankProgress'].includes(String(queryKey[2])),
  });
}

/** The member's main wallet with the amount locked by pending withdrawals. */
export function useMerchantWallet() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({ queryKey: queryKeys.money.merchantWallet(userName ?? ''), queryFn: () => unwrap(client.GET('/wps/wallets/merchant')), enabled: loggedIn });
}

/** Transaction codes with their names and direction (IN / OUT). */
export function useTxCodes() {
  const { client, language } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({
    queryKey: queryKeys.money.txCodes(userName ?? '', language),
    queryFn: () => unwrap(client.GET('/wps/member/transactions/codes')),
    enabled: loggedIn,
    staleTime: 10 * 60_000,
  });
}

export interface TransactionFilter extends Partial<DayRange> {
  /** One transaction code (BET, PAYOUT, DEPOSIT...); all codes when absent. */
  txCode?: string;
}

const byId = (row: { id: string }) => row.id;
const byOrderId = (row: { orderId: string }) => row.orderId;

/** The member's wallet transactions, newest first, page by page (load more while pages remain). */
export function useTransactions(filter: TransactionFilter, options: { enabled?: boolean } = {}) {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  const query = useInfiniteQuery({
    queryKey: queryKeys.money.transactions(userName ?? '', filter),
    initialPageParam: 1,
    enabled: loggedIn && (options.enabled ?? true),
    getNextPageParam: (last: Page<Schema<'Transaction'>>) => nextPage(last),
    queryFn: ({ pageParam }) =>
      unwrap(client.GET('/wps/member/transactions', { params: { query: { ...filter, pageNo: pageParam, pageSize: recordPageSize } } })),
  });
  return { ...query, ...usePagedRows(query.data?.pages, byId) };
}

/** The operator's receiving bank accounts for manual transfers. */
export function useDepositBanks() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({
    queryKey: queryKeys.money.depositBanks(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/deposit/banks')),
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
}

/** Online payment gateways with their channels (QR, online banking, e-wallet, Alipay, QQ, WeChat...). */
export function usePaymentGateways() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({
    queryKey: queryKeys.money.gateways(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/deposit/gateways')),
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
}

/** Deposit promotions the member may take. */
export function useDepositPromos() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({
    queryKey: queryKeys.money.depositPromos(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/deposit/promos')),
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
}

/** Declares a manual bank transfer (multipart, the receipt picture as a file part); the order is pending until the operator approves it. */
export function useManualDeposit() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receipt, ...fields }: Omit<Schema<'ManualTransferForm'>, 'receipt'> & { receipt?: Blob }) =>
      unwrap(client.POST('/wps/deposit/manual', { body: fields, bodySerializer: () => formBody(fields, receipt ? { receipt: [receipt] } : {}) })),
    onSuccess: () => invalidateMoney(queryClient, userName ?? ''),
  });
}

/** Starts an online payment; the answer's payUrl is the gateway's payment page. */
export function useGatewayDeposit() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schema<'GatewayDepositRequest'>) => unwrap(client.POST('/wps/deposit/gateway', { body })),
    onSuccess: () => invalidateMoney(queryClient, userName ?? ''),
  });
}

/** Attaches a deposit promotion to a pending deposit (the newest one when no order is given). */
export function useAcceptDepositPromo() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schema<'AcceptPromoRequest'>) => unwrap(client.POST('/wps/deposit/promos/accept', { body })),
    onSuccess: () => invalidateMoney(queryClient, userName ?? ''),
  });
}

/** The member's deposits, newest first, page by page. */
export function useDepositReport(range: Partial<DayRange> = {}) {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  const query = useInfiniteQuery({
    queryKey: queryKeys.money.deposits(userName ?? '', range),
    initialPageParam: 1,
    enabled: loggedIn,
    getNextPageParam: (last: Page<Schema<'DepositOrder'>>) => nextPage(last),
    queryFn: ({ pageParam }) => unwrap(client.GET('/wps/deposit/report', { params: { query: { ...range, pageNo: pageParam, pageSize: recordPageSize } } })),
  });
  return { ...query, ...usePagedRows(query.data?.pages, byOrderId) };
}

/** The member's bound bank cards (the default card first). */
export function useBankCards() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({ queryKey: queryKeys.money.bankCards(userName ?? ''), queryFn: () => unwrap(client.GET('/wps/withdraw/bankcards')), enabled: loggedIn });
}

/** Which security settings the member has (withdrawal password, bank card...). */
export function useSecurityConfig() {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({ queryKey: queryKeys.money.security(userName ?? ''), queryFn: () => unwrap(client.GET('/wps/security/config')), enabled: loggedIn });
}

/** Binds a bank card (needs the withdrawal password); the card list and security settings reload. */
export function useBindBankCard() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schema<'BindBankCardRequest'>) => unwrap(client.POST('/wps/security/bankcard', { body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.money.bankCards(userName ?? '') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.money.security(userName ?? '') });
    },
  });
}

/** Sets (or changes, with the old one) the withdrawal password. */
export function useSetWithdrawalPassword() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schema<'SetPasswordRequest'>) => unwrap(client.POST('/wps/security/password/withdrawal', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.money.security(userName ?? '') }),
  });
}

/** Withdraws to a bound card; the balance, reports and transactions reload. */
export function useWithdraw() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schema<'WithdrawRequest'>) => unwrap(client.POST('/wps/withdraw', { body })),
    onSuccess: () => invalidateMoney(queryClient, userName ?? ''),
  });
}

/** The member's withdrawals, newest first, page by page. */
export function useWithdrawReport(range: Partial<DayRange> = {}) {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  const query = useInfiniteQuery({
    queryKey: queryKeys.money.withdrawals(userName ?? '', range),
    initialPageParam: 1,
    enabled: loggedIn,
    getNextPageParam: (last: Page<Schema<'WithdrawOrder'>>) => nextPage(last),
    queryFn: ({ pageParam }) => unwrap(client.GET('/wps/withdraw/report', { params: { query: { ...range, pageNo: pageParam, pageSize: recordPageSize } } })),
  });
  return { ...query, ...usePagedRows(query.data?.pages, byOrderId) };
}
