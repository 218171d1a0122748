import { unwrap, type Schema } from '@whitelabel/api';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readCachedList, writeCachedList } from '../cache/local-lists.js';
import { flattenPages, nextPage } from '../games/paging.js';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useSession } from './session.js';
import { invalidateMoney } from './wallet.js';

/**
 * Lotteries of a type (LOTT or ELOTT), kept on the device (spec 9.038): a second visit shows the kept list at once
 * and asks the server again only once it is 10 minutes old.
 */
export function useLotteries(gameType: 'LOTT' | 'ELOTT') {
  const { client, merchantCode, language } = useApi();
  const cacheKey = `lottery:${merchantCode}:${gameType}:${language}`;
  const kept = useMemo(() => readCachedList<Lottery[]>(cacheKey), [cacheKey]);
  return useQuery({
    queryKey: queryKeys.lottery.list(gameType, language),
    queryFn: async () => {
      const lotteries = await unwrap(client.GET('/lgw/lottery/list', { params: { query: { gameType } } }));
      writeCachedList(cacheKey, lotteries);
      return lotteries;
    },
    initialData: kept?.data,
    initialDataUpdatedAt: kept?.savedAt,
    staleTime: 10 * 60_000,
  });
}

/** The lottery menu. */
export function useLotteryMenu() {
  const { client, language } = useApi();
  return useQuery({ queryKey: queryKeys.lottery.menu(language), queryFn: () => unwrap(client.GET('/lgw/lottery/menu')), staleTime: 10 * 60_000 });
}

/** Draws kept fresh for a minute: the fastest lotteries draw every 45 seconds. */
const drawStaleTime = 60_000;

/** The latest draws (numero) of one lottery, newest first; nothing is asked until a lottery is chosen. */
export function useDrawNumbers(lotteryCode: string | null, limit = 10) {
  const { client } = useApi();
  return useQuery({
    queryKey: queryKeys.lottery.draws(lotteryCode ?? '', limit),
    queryFn: () => unwrap(client.GET('/lgw/lottery/numero', { params: { query: { lotteryCode: lotteryCode ?? '', limit } } })),
    enabled: Boolean(lotteryCode),
    staleTime: drawStaleTime,
  });
}

/** The latest draw of each Vietnam lottery with its prize tiers, of one region or all. */
export function useVietnamRecentDraws(region: Schema<'VnRegion'> | null = null) {
  const { client, language } = useApi();
  return useQuery({
    queryKey: queryKeys.lottery.vnRecent(region, language),
    queryFn: () => unwrap(client.GET('/lgw/lottery/vn/recent', { params: { query: region ? { region } : {} } })),
    staleTime: drawStaleTime,
  });
}

/** Orders per page of the member's lottery orders. */
export const lotteryOrderPageSize = 10;

export interface LotteryOrderFilter {
  lotteryCode?: string;
  status?: Schema<'OrderStatus'>;
}

const byOrderId = (row: { orderId: string }) => row.orderId;

/** The member's lottery orders, newest first, page by page (load more while pages remain). */
export function useLotteryOrders(filter: LotteryOrderFilter = {}) {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  const query = useInfiniteQuery({
    queryKey: queryKeys.lottery.orderList(userName ?? '', filter),
    initialPageParam: 1,
    enabled: loggedIn,
    getNextPageParam: (last: Schema<'LotteryOrderPage'>) => nextPage(last),
    queryFn: ({ pageParam }) => unwrap(client.GET('/lgw/orders', { params: { query: { ...filter, pageNo: pageParam, pageSize: lotteryOrderPageSize } } })),
  });
  const pages = query.data?.pages;
  const rows = useMemo(
    () => ({
      rows: flattenPages(
        (pages ?? []).map((page) => page.list),
        byOrderId,
      ),
      totalCount: pages?.at(-1)?.totalCount ?? 0,
    }),
    [pages],
  );
  return { ...query, ...rows };
}

/** One of the member's lottery orders with its sub-orders. */
export function useLotteryOrderDetail(orderId: string) {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({
    queryKey: queryKeys.lottery.order(userName ?? '', orderId),
    queryFn: () => unwrap(client.GET('/lgw/orders/{orderId}', { params: { path: { orderId } } })),
    enabled: loggedIn && orderId !== '',
  });
}

/**
 * Cancels a sub-order of an order before its issue closes. The answer's sub-order replaces the cached one at once; the
 * order, the order list and the balance (the stake is refunded) load again.
 */
export function useCancelLotterySubOrder(orderId: string) {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subOrderId: string) => unwrap(client.POST('/lgw/orders/{orderId}/sub/{subOrderId}/cancel', { params: { path: { orderId, subOrderId } } })),
    onSuccess: async (cancellation) => {
      const key = queryKeys.lottery.order(userName ?? '', orderId);
      queryClient.setQueryData(
        key,
        (detail: Schema<'LotteryOrderDetail'> | undefined) =>
          detail && {
            ...detail,
            subOrders: detail.subOrders.map((sub) => (sub.subOrderId === cancellation.subOrder.subOrderId ? cancellation.subOrder : sub)),
          },
      );
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.lottery.orders(userName ?? '') }), invalidateMoney(queryClient, userName ?? '')]);
    },
  });
}

export type Lottery = Schema<'Lottery'>;
export type DrawResult = Schema<'DrawResult'>;
export type VnDraw = Schema<'VnDraw'>;
export type LotteryOrder = Schema<'LotteryOrder'>;
export type LotterySubOrder = Schema<'LotterySubOrder'>;
