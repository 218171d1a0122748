import { unwrap, type Schema } from '@whitelabel/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toMinorUnits } from '../wallet/money.js';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';
import { useSession } from './session.js';

/** The member's missions of the day with progress (the CustomerTask screen; flag MISSION). */
export function useMissions(options: { enabled?: boolean } = {}) {
  const { client } = useApi();
  const { loggedIn, userName } = useSession();
  return useQuery({
    queryKey: queryKeys.money.missions(userName ?? ''),
    queryFn: () => unwrap(client.GET('/wps/member/missions')),
    enabled: loggedIn && (options.enabled ?? true),
  });
}

/** Claims a completed mission into the wallet: missions, balance and transactions load again. */
export function useClaimMission() {
  const { client } = useApi();
  const { userName } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (missionId: string) => unwrap(client.POST('/wps/member/missions/{missionId}/claim', { params: { path: { missionId } } })),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === 'member' && queryKey[1] === userName && ['wallet', 'merchantWallet', 'missions', 'transactions'].includes(String(queryKey[2])),
      }),
  });
}

/**
 * Share of a mission done, 0 to 1, for its progress bar: counts and money strings alike (money is
 * compared in minor units so 499.99 of 500.00 never shows as done).
 */
export function missionRatio(mission: Pick<Schema<'Mission'>, 'progress' | 'target'>): number {
  const target = toMinorUnits(mission.target) ?? 0n;
  const progress = toMinorUnits(mission.progress) ?? 0n;
  if (target <= 0n || progress >= target) return 1;
  if (progress <= 0n) return 0;
  // Thousandths are plenty for a bar; the division stays in bigint until then.
  return Number((progress * 1000n) / target) / 1000;
}
