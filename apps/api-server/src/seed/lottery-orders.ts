import { inArray } from 'drizzle-orm';
import { lotteryDraws, lotteryOrders, lotterySubOrders, type LedgerKind } from '../db/schema.js';
import { drawTime, isClosed, issueOf, openIndex, payoutOf, type Lottery } from '../services/lottery.js';
import type { Executor } from '../services/wallet.js';
import { seedLotteries } from './lottery.js';
import { pick, seededRandom, seedOf } from './random.js';

const minute = 60_000;
const day = 24 * 60 * minute;

/** A money movement of the history, in minor units, for the caller to chain into the member's ledger. */
export interface HistoryEntry {
  kind: LedgerKind;
  amount: number;
  reference: string;
  createdAt: Date;
}

const stakes = [500, 1_000, 2_000, 5_000];

/** Numbers of a seeded past draw: the same for a lottery and issue whichever merchant's seed writes it first. */
function seededNumbers(lottery: Lottery, issue: string): string[] {
  const random = seededRandom(seedOf(`draw:${lottery.code}|${issue}`));
  return Array.from({ length: lottery.numbersDrawn }, () => String(Math.floor(random() * 100)).padStart(2, '0'));
}

/**
 * A member's lottery history between 14 and 4 days ago: 22 orders of one to three sub-orders on every lottery, drawn
 * (the draws are written too), settled won or lost, two of them with a sub-order cancelled before the draw. Returns the
 * bets, wins and refunds in time order, so that the caller's ledger adds up to the wallet balance.
 */
export async function seedLotteryHistory(tx: Executor, memberId: number, seed: string, now: number): Promise<HistoryEntry[]> {
  const random = seededRandom(seedOf(`lottery-history:${seed}`));
  const count = 22;
  const plans = Array.from({ length: count }, (_, i) => {
    const lottery = seedLotteries[i % seedLotteries.length] as Lottery;
    const placedAt = now - 14 * day + Math.floor((i * 10 * day) / count + random() * 60 * minute);
    let k = openIndex(lottery, placedAt);
    if (isClosed(lottery, k, placedAt)) k += 1;
    return { lottery, k, issue: issueOf(lottery, k), placedAt };
  });
  // A few statements for the whole history: the seed of every merchant runs at the first start.
  await tx
    .insert(lotteryDraws)
    .values(plans.map(({ lottery, k, issue }) => ({ lotteryCode: lottery.code, issue, drawnAt: drawTime(lottery, k), numbers: seededNumbers(lottery, issue) })))
    .onConflictDoNothing();
  const drawn = await tx
    .select()
    .from(lotteryDraws)
    .where(inArray(lotteryDraws.issue, [...new Set(plans.map((plan) => plan.issue))]));
  const numbersOf = new Map(drawn.map((row) => [`${row.lotteryCode}|${row.issue}`, row.numbers]));
  const orders = await tx
    .insert(lotteryOrders)
    .values(
      plans.map(({ lottery, issue, placedAt }) => ({
        memberId,
        lotteryCode: lottery.code,
        issue,
        playType: lottery.playTypes.includes('Tradition') ? 'Tradition' : 'Entertainment',
        createdAt: new Date(placedAt),
      })),
    )
    .returning({ id: lotteryOrders.id });
  const bets = plans.flatMap((plan, i) => {
    const numbers = numbersOf.get(`${plan.lottery.code}|${plan.issue}`) ?? [];
    const withCancel = i === 5 || i === 13;
    const subCount = Math.max(1 + Math.floor(random() * 3), withCancel ? 2 : 1);
    return Array.from({ length: subCount }, (_, s) => {
      const last2 = random() < 0.4;
      // Every seventh order's two-digit bet hits, as real histories have the odd big win.
      const betContent = last2 ? (i % 7 === 3 ? (numbers[0] ?? '00') : String(Math.floor(random() * 100)).padStart(2, '0')) : random() < 0.5 ? 'BIG' : 'SMALL';
      const bet = { playCode: last2 ? 'LAST2' : 'BIG_SMALL', betContent, odds: last2 ? '70.00' : '1.95', amount: pick(random, stakes) };
      const cancelled = withCancel && s === 1;
      const win = cancelled ? 0 : payoutOf(bet, numbers);
      const status: 'CANCELLED' | 'WON' | 'LOST' = cancelled ? 'CANCELLED' : win > 0 ? 'WON' : 'LOST';
      return { plan, s, row: { orderId: orders[i]!.id, ...bet, multiple: 1, status, win } };
    });
  });
  const subs = await tx
    .insert(lotterySubOrders)
    .values(bets.map((bet) => bet.row))
    .returning({ id: lotterySubOrders.id });
  const entries: HistoryEntry[] = [];
  bets.forEach(({ plan, s, row }, index) => {
    const reference = `lottery-${row.orderId}-${subs[index]!.id}`;
    entries.push({ kind: 'lottery', amount: -row.amount, reference, createdAt: new Date(plan.placedAt + s * 1000) });
    if (row.status === 'CANCELLED') entries.push({ kind: 'lottery_refund', amount: row.amount, reference, createdAt: new Date(plan.placedAt + minute) });
    if (row.win > 0)
      entries.push({ kind: 'lottery_payout', amount: row.win, reference, createdAt: new Date(drawTime(plan.lottery, plan.k).getTime() + minute) });
  });
  return entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
