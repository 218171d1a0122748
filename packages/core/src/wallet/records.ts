import { sumMoney, toMinorUnits, fromMinorUnits } from './money.js';

/** Transaction codes of the betting record: game rounds and lottery orders (the ledger's game entries). */
export const bettingRecordCodes = ['BET', 'PAYOUT', 'LOTTERY', 'LOTTERY_PAYOUT', 'LOTTERY_REFUND'] as const;
export type BettingRecordCode = (typeof bettingRecordCodes)[number];

/** Totals of a list of transactions: money in, money out and the net result (decimal strings). */
export function transactionTotals(rows: readonly { amount: string }[]): { incoming: string; outgoing: string; net: string } {
  let incoming = 0n;
  let outgoing = 0n;
  for (const row of rows) {
    const amount = toMinorUnits(row.amount) ?? 0n;
    if (amount >= 0n) incoming += amount;
    else outgoing -= amount;
  }
  return { incoming: fromMinorUnits(incoming), outgoing: fromMinorUnits(outgoing), net: sumMoney(rows.map((row) => row.amount)) };
}

/** A VIP rank as the rank list answers it (only what the rules need). */
export interface RankLike {
  level: number;
  benefits: readonly { key: string; value: string }[];
}

/** The member's rank (by VIP level), the next one, and a benefit's value of a rank. */
export function rankOf<T extends RankLike>(ranks: readonly T[], vipLevel: number | null | undefined): { current: T | undefined; next: T | undefined } {
  const sorted = [...ranks].sort((a, b) => a.level - b.level);
  const level = vipLevel ?? 0;
  const current = [...sorted].reverse().find((rank) => rank.level <= level) ?? sorted[0];
  const next = sorted.find((rank) => rank.level > (current?.level ?? level));
  return { current, next };
}

export function benefitOf(rank: RankLike | undefined, key: string): string | undefined {
  return rank?.benefits.find((benefit) => benefit.key === key)?.value;
}
