import { unwrap } from '@whitelabel/api';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { benefitOf, rankOf } from '../wallet/records.js';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useMemberInfo } from './session.js';

/** The merchant's VIP ranks, lowest first, with requirements and benefits (the VIP benefits screen). */
export function useRankList() {
  const { client, merchantCode, language } = useApi();
  return useQuery({
    queryKey: queryKeys.money.rankList(merchantCode, language),
    queryFn: async () => [...(await unwrap(client.GET('/wps/member/rank/list')))].sort((a, b) => a.level - b.level),
    staleTime: 10 * 60_000,
  });
}

/** The member's VIP rank and the next one (from member info's vipLevel), with the rebate rate of the rank. */
export function useMemberRank() {
  const ranks = useRankList();
  const info = useMemberInfo();
  const view = useMemo(() => {
    if (!ranks.data || !info.data) return undefined;
    const { current, next } = rankOf(ranks.data, info.data.vipLevel);
    return { current, next, rebateRate: benefitOf(current, 'rebateRate') };
  }, [ranks.data, info.data]);
  return { ranks, info, view, isPending: ranks.isPending || info.isPending, error: ranks.error ?? info.error };
}
