import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { lotteries, lotteryDraws, lotteryOrders, lotterySubOrders } from '../db/schema.js';
import type { HandlerContext } from '../handlers/context.js';
import { applyToWallet } from './wallet.js';
import { utcDay } from '@whitelabel/rules';

export type Lottery = typeof lotteries.$inferSelect;
const day = 86_400;

/** Index of the issue open at a time: issue k draws at (k + 1) x interval seconds since the epoch. */
export const openIndex = (lottery: Lottery, now = Date.now()) => Math.floor(now / 1000 / lottery.intervalSeconds);
export const drawTime = (lottery: Lottery, k: number) => new Date((k + 1) * lottery.intervalSeconds * 1000);

/** Issue names: YYYYMMDD-NNNN (the draw's number that day) for intraday lotteries, YYYYMMDD for daily ones. */
export function issueOf(lottery: Lottery, k: number): string {
  const drawAt = (k + 1) * lottery.intervalSeconds;
  const dayStart = Math.floor((drawAt - 1) / day) * day;
  const date = utcDay(new Date(dayStart * 1000)).replaceAll('-', '');
  return lottery.intervalSeconds < day ? `${date}-${String((drawAt - dayStart) / lottery.intervalSeconds).padStart(4, '0')}` : date;
}

export function indexOfIssue(lottery: Lottery, issue: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(?:-(\d{4}))?$/.exec(issue);
  if (!match) return undefined;
  const dayStart = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 1000;
  const drawAt = match[4] ? dayStart + Number(match[4]) * lottery.intervalSeconds : dayStart + day;
  const k = drawAt / lottery.intervalSeconds - 1;
  return Number.isInteger(k) && issueOf(lottery, k) === issue ? k : undefined;
}

/** Betting on an issue closes closeBeforeSeconds before its draw. */
export const isClosed = (lottery: Lottery, k: number, now = Date.now()) => now >= drawTime(lottery, k).getTime() - lottery.closeBeforeSeconds * 1000;

/** The drawn numbers of a due issue: drawn once (the first instance to insert wins), then read. */
export async function drawOf(
  ctx: Pick<HandlerContext, 'db'>,
  lottery: Lottery,
  k: number,
): Promise<{ issue: string; drawnAt: Date; numbers: string[] } | undefined> {
  const drawnAt = drawTime(lottery, k);
  if (drawnAt.getTime() > Date.now()) return undefined;
  const issue = issueOf(lottery, k);
  const numbers = Array.from({ length: lottery.numbersDrawn }, () => String(randomInt(100)).padStart(2, '0'));
  await ctx.db.insert(lotteryDraws).values({ lotteryCode: lottery.code, issue, drawnAt, numbers }).onConflictDoNothing();
  const [row] = await ctx.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.lotteryCode, lottery.code), eq(lotteryDraws.issue, issue)));
  return row && { issue: row.issue, drawnAt: row.drawnAt, numbers: row.numbers };
}

/** Whether a bet wins against the draw: LAST2 = the first number, BIG_SMALL = first number 50-99 or 00-49. */
export function wins(playCode: string, content: string, numbers: string[]): boolean {
  const first = numbers[0] ?? '';
  if (playCode === 'LAST2') return content === first;
  if (playCode === 'BIG_SMALL') return content === (Number(first) >= 50 ? 'BIG' : 'SMALL');
  return false;
}

/** What a sub-order pays against the draw, in minor units: the stake times the odds (to the cent, rounded down), or nothing. */
export function payoutOf(sub: { playCode: string; betContent: string; amount: number; odds: string }, numbers: string[]): number {
  return wins(sub.playCode, sub.betContent, numbers) ? Math.floor((sub.amount * Math.round(Number(sub.odds) * 100)) / 100) : 0;
}

/** Settles every pending bet whose draw is due; each payout is one transaction with its status change. */
export async function settleLotteries(ctx: Pick<HandlerContext, 'db'>): Promise<void> {
  const pending = await ctx.db
    .select({ sub: lotterySubOrders, order: lotteryOrders })
    .from(lotterySubOrders)
    .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySubOrders.orderId))
    .where(eq(lotterySubOrders.status, 'PENDING'))
    .limit(500);
  if (!pending.length) return;
  const rows = await ctx.db
    .select()
    .from(lotteries)
    .where(inArray(lotteries.code, [...new Set(pending.map((p) => p.order.lotteryCode))]));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  for (const { sub, order } of pending) {
    const lottery = byCode.get(order.lotteryCode);
    const k = lottery ? indexOfIssue(lottery, order.issue) : undefined;
    if (!lottery || k === undefined) continue;
    const draw = await drawOf(ctx, lottery, k);
    if (!draw) continue;
    const win = payoutOf(sub, draw.numbers);
    const won = wins(sub.playCode, sub.betContent, draw.numbers);
    await ctx.db.transaction(async (tx) => {
      const [settled] = await tx
        .update(lotterySubOrders)
        .set({ status: won ? 'WON' : 'LOST', win })
        .where(and(eq(lotterySubOrders.id, sub.id), eq(lotterySubOrders.status, 'PENDING')))
        .returning({ id: lotterySubOrders.id });
      if (settled && win > 0) await applyToWallet(tx, order.memberId, win, 'lottery_payout', `lottery-${order.id}-${sub.id}`);
    });
  }
}
