import { unwrap, type Schema } from '@whitelabel/api';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { templateLayout } from '../session/gating.js';
import { compareMoney } from '../wallet/money.js';
import { benefitOf, rankOf } from '../wallet/records.js';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useMemberInfo, useSession } from './session.js';
import { useTemplateSettings } from './system.js';

/** The merchant's VIP ranks, lowest first, with requirements and benefits (the VIP benefits screen). */
export function useRankList(options: { enabled?: boolean } = {}) {
  const { client, merchantCode, language } = useApi();
  return useQuery({
    enabled: options.enabled ?? true,
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

/**
 * After a rebate or reward is paid: the wallet balance, the rebate and reward-centre summaries, the
 * transactions and the VIP progress load again.
 */
function invalidateAfterClaim(queryClient: QueryClient, userName: string) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'member' &&
      queryKey[1] === userName &&
      ['wallet', 'merchantWallet', 'manualRebate', 'rewards', 'transactions', 'rankProgress'].includes(String(queryKey[2])),
  });
}

/** The manual rebate due since the last claim (per game type, at the VIP level's rate). Gated by MANUAL_REBATE. */
export function useManualRebate(options: { enabled?: boolean } = {}) {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({
    queryKey: queryKeys.money.manualRebate(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/member/rebate')),
    enabled: loggedIn && (options.enabled ?? true),
  });
}

/** Claims the whole manual rebate into the wallet; the answer has the amount paid and the new balance. */
export function useClaimManualRebate() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.POST('/wps/member/rebate/claim')),
    onSuccess: () => invalidateAfterClaim(queryClient, userName ?? ''),
  });
}

/** The member's reward centre: claimable rewards first (soonest expiring), then claimed and expired. Gated by REWCEN3. */
export function useRewards(options: { enabled?: boolean } = {}) {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  const query = useQuery({
    queryKey: queryKeys.money.rewards(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/member/rewards')),
    enabled: loggedIn && (options.enabled ?? true),
  });
  const split = useMemo(() => splitRewards(query.data ?? []), [query.data]);
  return { ...query, ...split };
}

/** Claimable rewards apart from the history (claimed and expired), each in the server's order. */
export function splitRewards(rewards: readonly Schema<'Reward'>[]) {
  type Reward = Schema<'Reward'>;
  const isPast = (reward: Reward): reward is Reward & { status: 'CLAIMED' | 'EXPIRED' } => reward.status !== 'CLAIMABLE';
  return { claimable: rewards.filter((reward) => !isPast(reward)), history: rewards.filter(isPast) };
}

/** Claims one reward into the wallet. */
export function useClaimReward() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: string) => unwrap(client.POST('/wps/member/rewards/{rewardId}/claim', { params: { path: { rewardId } } })),
    onSuccess: () => invalidateAfterClaim(queryClient, userName ?? ''),
  });
}

/** Whether the rebate due reaches the minimum claim (money compared in minor units). */
export function rebateClaimable(rebate: Pick<Schema<'ManualRebate'>, 'amount' | 'minClaim'>): boolean {
  return compareMoney(rebate.amount, rebate.minClaim) >= 0 && compareMoney(rebate.amount, '0.00') > 0;
}

/**
 * The member-centre and deposit layouts of the template flags (mem_cen, dep_func); ready once the
 * template loaded. Kept out of system.ts, which the first page load carries.
 */
export function useTemplateLayout() {
  const template = useTemplateSettings();
  return { ...templateLayout(template.data?.mobileTemplate), ready: template.data !== undefined || template.isError };
}
