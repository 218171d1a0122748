import { and, desc, eq } from 'drizzle-orm';
import { addDays, baseGameTypes, compareMoney, fromMinorUnits, parseMoney, utcDay, type BaseGameType } from '@whitelabel/rules';
import { agentTerms, contracts, type members } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { percentOf } from './money.js';
import type { Executor } from './wallet.js';

/**
 * What an agent earns by: its merchant's terms (seeded by src/seed/reference.ts) unless a contract it accepted says
 * otherwise, and the periods salaries and dividends are counted over.
 */

type Agent = Pick<typeof members.$inferSelect, 'id' | 'parentId' | 'merchantCode'>;
export type DividendPeriodKind = 'WEEKLY' | 'HALF_MONTH' | 'MONTHLY';
export type DividendTier = { minProfit: number; rate: string };

/** A sub-agent's share of the rebate card (percent); a top-level agent has all of it. */
const subAgentShare = '80.00';

async function termsOf(db: Executor, merchantCode: string) {
  const [terms] = await db.select().from(agentTerms).where(eq(agentTerms.merchantCode, merchantCode));
  if (!terms) throw new Error(`No agent terms for merchant ${merchantCode}`);
  return terms;
}

async function acceptedContract(db: Executor, memberId: number, kind: 'salary' | 'dividend') {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.memberId, memberId), eq(contracts.kind, kind), eq(contracts.status, 'accepted')))
    .orderBy(desc(contracts.createdAt))
    .limit(1);
  return row?.terms;
}

/** The agent's daily salary rate (percent of the team's turnover). */
export async function salaryRate(db: Executor, agent: Agent): Promise<string> {
  const terms = (await acceptedContract(db, agent.id, 'salary')) as { rate?: string } | undefined;
  return terms?.rate ?? (await termsOf(db, agent.merchantCode)).salaryRate;
}

/** The agent's dividend period and tiers. */
export async function dividendTerms(db: Executor, agent: Agent): Promise<{ period: DividendPeriodKind; tiers: DividendTier[] }> {
  const terms = (await acceptedContract(db, agent.id, 'dividend')) as { period?: DividendPeriodKind; tiers?: DividendTier[] } | undefined;
  return {
    period: terms?.period ?? 'HALF_MONTH',
    tiers: terms?.tiers?.length ? terms.tiers : (await termsOf(db, agent.merchantCode)).dividendTiers,
  };
}

/** The tier a profit (minor units) reaches: the one with the highest minimum at or below it, else the first. */
export function dividendTier(tiers: DividendTier[], profit: number): DividendTier {
  return [...tiers].sort((a, b) => b.minProfit - a.minProfit).find((candidate) => profit >= candidate.minProfit) ?? tiers[0]!;
}

/** The agent's rebate rates per base game type: the card for a top-level agent, its share of it (cut to the hundredth) for a sub-agent. */
export async function rebateRates(db: Executor, agent: Agent): Promise<Record<BaseGameType, string>> {
  const { rebateCard } = await termsOf(db, agent.merchantCode);
  const share = agent.parentId === null ? '100.00' : subAgentShare;
  // A rate is a two-place decimal like an amount: in hundredths of a percent it scales with the money rule.
  return Object.fromEntries(baseGameTypes.map((type) => [type, fromMinorUnits(percentOf(parseMoney(rebateCard[type]), share))])) as Record<
    BaseGameType,
    string
  >;
}

/** Whether a rate (two-place percent) is above the most allowed. */
export const exceedsRate = (rate: string, max: string) => compareMoney(rate, max) > 0;

/** The running dividend period: the week (Monday first), the half month (1st to 15th, 16th to the end) or the month. */
export function dividendPeriod(period: DividendPeriodKind, now = new Date()) {
  const today = utcDay(now);
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const monthEnd = utcDay(new Date(Date.UTC(year, month, 0)));
  const monthStart = `${today.slice(0, 8)}01`;
  if (period === 'MONTHLY') return { start: monthStart, end: monthEnd };
  if (period === 'WEEKLY') {
    const weekday = (now.getUTCDay() + 6) % 7; // Monday first
    const start = addDays(today, -weekday);
    return { start, end: addDays(start, 6) };
  }
  return date <= 15 ? { start: monthStart, end: `${today.slice(0, 8)}15` } : { start: `${today.slice(0, 8)}16`, end: monthEnd };
}

/** Salaries may be applied for a finished day of this many days back. */
export const salaryApplyDays = 7;

/** Refuses a day an agent cannot apply for a salary for: today, or more than `salaryApplyDays` back. */
export function checkSalaryDay(date: string, now = new Date()) {
  const today = utcDay(now);
  if (date >= today || date < addDays(today, -salaryApplyDays)) {
    throw new HttpError(400, 'VALIDATION_FAILED', `A daily salary can be applied for a finished day of the last ${salaryApplyDays} days`, undefined, [
      { field: 'date', message: 'out of range' },
    ]);
  }
}
