import { unwrap, type Schema } from '@whitelabel/api';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';

/** Lotteries of a type (LOTT or ELOTT), cached like the spec's locally cached lottery list. */
export function useLotteries(gameType: 'LOTT' | 'ELOTT') {
  const { client, language } = useApi();
  return useQuery({
    queryKey: queryKeys.lottery.list(gameType, language),
    queryFn: () => unwrap(client.GET('/lgw/lottery/list', { params: { query: { gameType } } })),
    staleTime: 10 * 60_000,
  });
}

/** The lottery menu. */
export function useLotteryMenu() {
  const { client, language } = useApi();
  return useQuery({ queryKey: queryKeys.lottery.menu(language), queryFn: () => unwrap(client.GET('/lgw/lottery/menu')), staleTime: 10 * 60_000 });
}

export type Lottery = Schema<'Lottery'>;
