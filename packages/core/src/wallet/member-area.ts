import { hasFlag, type WhiteLabelFlag } from '../session/gating.js';

export type MemberShortcut =
  'deposit' | 'withdraw' | 'bettingRecord' | 'lotteryOrders' | 'manualRebate' | 'rewardCentre' | 'vip' | 'profile' | 'security' | 'changePassword';

/** The white-label flag that switches each member-area screen on (none: always there). */
export const memberShortcutFlags: Record<MemberShortcut, WhiteLabelFlag | null> = {
  deposit: 'DEPOSIT',
  withdraw: 'WITHDRAW',
  bettingRecord: 'BETTING_RECORD',
  // The member's lottery orders are records too: they come and go with the betting record.
  lotteryOrders: 'BETTING_RECORD',
  manualRebate: 'MANUAL_REBATE',
  rewardCentre: 'REWARD_CENTRE',
  vip: 'VIP_BENEFIT',
  profile: null,
  security: null,
  changePassword: null,
};

/** Where each shortcut goes ('changePassword' opens the change-password popup instead). */
export const memberShortcutRoutes: Record<Exclude<MemberShortcut, 'changePassword'>, string> = {
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  bettingRecord: '/m/gameRecord',
  lotteryOrders: '/m/lotteryOrders',
  manualRebate: '/m/member/manualRebate',
  rewardCentre: '/m/rewardCenter',
  vip: '/m/member/benefits',
  profile: '/m/member/profile',
  security: '/m/member/security',
};

/** The shortcuts of the my-account screen the merchant's white-label flags allow, in display order. */
export function memberShortcuts(flags: readonly string[]): MemberShortcut[] {
  return (Object.keys(memberShortcutFlags) as MemberShortcut[]).filter((item) => {
    const flag = memberShortcutFlags[item];
    return flag === null || hasFlag({ flags }, flag);
  });
}
