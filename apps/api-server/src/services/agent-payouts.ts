import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { agentPayouts, members } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { applyToWallet, type Executor } from './wallet.js';

/** Agents' daily salary and dividend records: reading them by period and moving them through their statuses. */

export type Payout = typeof agentPayouts.$inferSelect;
type PayoutKind = 'salary' | 'dividend';
type Page = { pageSize: number; offset: number };

/** The agent's record of a kind that starts on a day, if there is one. */
export async function payoutStarting(db: Executor, agentId: number, kind: PayoutKind, periodStart: string): Promise<Payout | undefined> {
  const [row] = await db
    .select()
    .from(agentPayouts)
    .where(and(eq(agentPayouts.agentId, agentId), eq(agentPayouts.kind, kind), eq(agentPayouts.periodStart, periodStart)));
  return row;
}

const alreadyAppliedSalary = () => new HttpError(409, 'ALREADY_APPLIED', 'The daily salary of this day was already applied for');

/** 409 ALREADY_APPLIED when the agent has applied for the salary of that day. */
export async function checkSalaryNotApplied(db: Executor, agentId: number, date: string): Promise<void> {
  if (await payoutStarting(db, agentId, 'salary', date)) throw alreadyAppliedSalary();
}

/**
 * Records the daily salary of a finished day (409 ALREADY_APPLIED when a racing request recorded it first). A top-level agent's is approved
 * by the operator at once (the simulated back office pays it); a sub-agent's waits for its upline agent to process it.
 */
export async function recordSalary(
  db: Database,
  salary: { agentId: number; date: string; turnover: number; activeMembers: number; rate: string; amount: number },
  topLevel: boolean,
): Promise<Payout> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(agentPayouts)
      .values({
        agentId: salary.agentId,
        kind: 'salary',
        periodStart: salary.date,
        periodEnd: salary.date,
        basis: salary.turnover,
        activeMembers: salary.activeMembers,
        rate: salary.rate,
        amount: salary.amount,
        status: topLevel ? 'PAID' : 'APPLIED',
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw alreadyAppliedSalary();
    if (topLevel && salary.amount > 0) await applyToWallet(tx, salary.agentId, salary.amount, 'salary', `salary:${inserted.id}`);
    return inserted;
  });
}

async function payoutPage(db: Executor, where: SQL | undefined, order: SQL[], page: Page) {
  const [total] = await db.select({ n: count() }).from(agentPayouts).where(where);
  const rows = await db
    .select()
    .from(agentPayouts)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

/** Daily salaries of some agents (or one agent's own) for days in a range (inclusive), optionally of one status; newest day first. */
export const salariesOf = (db: Executor, agentIds: number[], range: { from: string; to: string; status?: Payout['status'] }, page: Page) =>
  payoutPage(
    db,
    and(
      inArray(agentPayouts.agentId, agentIds),
      eq(agentPayouts.kind, 'salary'),
      gte(agentPayouts.periodStart, range.from),
      sql`${agentPayouts.periodStart} <= ${range.to}`,
      range.status ? eq(agentPayouts.status, range.status) : undefined,
    ),
    [desc(agentPayouts.periodStart), desc(agentPayouts.id)],
    page,
  );

/** Dividends of some agents whose period overlaps a range of days; latest period first. */
export const dividendsOf = (db: Executor, agentIds: number[], range: { from: string; to: string }, page: Page) =>
  payoutPage(
    db,
    and(
      inArray(agentPayouts.agentId, agentIds),
      eq(agentPayouts.kind, 'dividend'),
      sql`${agentPayouts.periodEnd} >= ${range.from}`,
      sql`${agentPayouts.periodStart} <= ${range.to}`,
    ),
    [desc(agentPayouts.periodEnd), desc(agentPayouts.id)],
    page,
  );

/** A record of a kind by id, with its earner's upline and account. */
export async function payoutWithEarner(db: Executor, id: number | undefined, kind: PayoutKind) {
  if (id === undefined) return undefined;
  const [row] = await db
    .select({ payout: agentPayouts, parentId: members.parentId, account: members.username })
    .from(agentPayouts)
    .innerJoin(members, eq(members.id, agentPayouts.agentId))
    .where(and(eq(agentPayouts.id, id), eq(agentPayouts.kind, kind)));
  return row;
}

/** The upline approves (pays) or rejects an applied salary, once: 409 ALREADY_APPLIED when it was processed meanwhile. */
export function processSalary(db: Database, payoutId: number, approve: boolean): Promise<Payout> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(agentPayouts)
      .set({ status: approve ? 'PAID' : 'REJECTED' })
      .where(and(eq(agentPayouts.id, payoutId), eq(agentPayouts.status, 'APPLIED')))
      .returning();
    if (!changed) throw new HttpError(409, 'ALREADY_APPLIED', 'This daily salary was already processed');
    if (approve && changed.amount > 0) await applyToWallet(tx, changed.agentId, changed.amount, 'salary', `salary:${changed.id}`);
    return changed;
  });
}

/** The upline pays its sub-agent's pending dividend from its own wallet, once: 409 ALREADY_APPLIED when it was paid meanwhile. */
export function payDividend(db: Database, payoutId: number, uplineId: number): Promise<Payout> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(agentPayouts)
      .set({ status: 'PAID' })
      .where(and(eq(agentPayouts.id, payoutId), eq(agentPayouts.status, 'PENDING')))
      .returning();
    if (!changed) throw new HttpError(409, 'ALREADY_APPLIED', 'This dividend was already paid');
    if (changed.amount > 0) {
      await applyToWallet(tx, uplineId, -changed.amount, 'dividend', `dividend:${changed.id}`);
      await applyToWallet(tx, changed.agentId, changed.amount, 'dividend', `dividend:${changed.id}`);
    }
    return changed;
  });
}
