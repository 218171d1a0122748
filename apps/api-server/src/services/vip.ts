import { and, eq, sql } from 'drizzle-orm';
import { bets, deposits, vipRanks, type members } from '../db/schema.js';
import { fromMinorUnits } from '@whitelabel/rules';
import type { Executor } from './wallet.js';

/** A merchant's VIP ranks as stored (seeded by src/seed/reference.ts), lowest level first. */
export type VipRank = typeof vipRanks.$inferSelect;

export const vipRanksOf = (db: Executor, merchantCode: string): Promise<VipRank[]> =>
  db.select().from(vipRanks).where(eq(vipRanks.merchantCode, merchantCode)).orderBy(vipRanks.level);

/** Successful deposits and total turnover of a member (minor units): what VIP levels are earned by. */
export async function memberTotals(db: Executor, memberId: number) {
  const [deposit] = await db
    .select({ sum: sql<string>`coalesce(sum(${deposits.amount}), 0)` })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'SUCCESS')));
  const [turnover] = await db
    .select({ sum: sql<string>`coalesce(sum(${bets.stake}), 0)` })
    .from(bets)
    .where(eq(bets.memberId, memberId));
  return { deposit: Number(deposit?.sum ?? 0), turnover: Number(turnover?.sum ?? 0) };
}

/** The member's VIP level: the highest earned by deposits and turnover (both), never below the one granted. */
export function vipLevelOf(ranks: VipRank[], member: Pick<typeof members.$inferSelect, 'vipLevel'>, sums: { deposit: number; turnover: number }): number {
  const earned = ranks.filter((rank) => sums.deposit >= rank.deposit && sums.turnover >= rank.turnover).at(-1)?.level ?? 0;
  return Math.max(member.vipLevel, earned);
}

/** A rank's benefits as the contract lists them: the rebate percent, then the bonuses it has (money). */
export function rankBenefits(rank: VipRank): { key: string; value: string }[] {
  return [
    { key: 'rebateRate', value: rank.rebateRate },
    ...(rank.upgradeBonus === null ? [] : [{ key: 'upgradeBonus', value: fromMinorUnits(rank.upgradeBonus) }]),
    ...(rank.birthdayBonus === null ? [] : [{ key: 'birthdayBonus', value: fromMinorUnits(rank.birthdayBonus) }]),
  ];
}
