import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, count, countDistinct, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { affiliateUrls, agentPayouts, bets, contracts, deposits, ledger, members, wallets, withdrawals } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { lockMember } from '../services/locks.js';
import { percentOf } from '../services/money.js';
import { consume, limits } from '../services/rate-limit.js';
import { applyToWallet } from '../services/wallet.js';
import { dayRange } from '../services/days.js';
import { addDays, baseGameTypes, clampDay, fromMinorUnits, parseMoney, utcDay as day, type BaseGameType } from '@whitelabel/rules';
import { rowId } from '../services/ids.js';
import {
  authenticateAgent,
  memberSiteUrl,
  ok,
  pageOf,
  paging,
  type Authenticated,
  type HandlerContext,
  type OperationRequest,
  type Member,
} from './context.js';
import { verifyWithdrawalPassword } from './wallet.js';

type Payout = typeof agentPayouts.$inferSelect;

/** The operator's rebate card for top-level agents (percent of turnover); sub-agents get 80 % of it. */
const rebateCard: Record<BaseGameType, string> = { RNG: '1.20', FISH: '1.00', PVP: '0.80', LIVE: '0.80', SPORTS: '0.60', LOTT: '1.50', ELOTT: '1.50' };

/** Daily salary rate without an accepted contract, and dividend tiers without one (minor units). */
const defaultSalaryRate = '1.00';
const defaultDividendTiers = [
  { minProfit: 0, rate: '10.00' },
  { minProfit: 10_000_000, rate: '20.00' },
];
/** Links an agent may keep; salaries may be applied for up to this many days back. */
const maxAffiliateUrls = 20;
const salaryApplyDays = 7;

/** Percent string scaled by a factor, two decimals, cut (never rounded up). */
function scaleRate(rate: string, factor: number): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const hundredths = Math.floor((Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))) * factor);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
const rateValue = (rate: string) => Math.round(Number(rate) * 100);

/** The running dividend period (half month): the 1st to the 15th, or the 16th to the month's end. */
function dividendPeriod(period: 'WEEKLY' | 'HALF_MONTH' | 'MONTHLY', now = new Date()) {
  const today = day(now);
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const monthEnd = day(new Date(Date.UTC(year, month, 0)));
  const monthStart = `${today.slice(0, 8)}01`;
  if (period === 'MONTHLY') return { start: monthStart, end: monthEnd };
  if (period === 'WEEKLY') {
    const weekday = (now.getUTCDay() + 6) % 7; // Monday first
    const start = addDays(today, -weekday);
    return { start, end: addDays(start, 6) };
  }
  return date <= 15 ? { start: monthStart, end: `${today.slice(0, 8)}15` } : { start: `${today.slice(0, 8)}16`, end: monthEnd };
}

/**
 * The agent back office (spec section 7, agent): team KPI, subordinates and downline, transfers to
 * the downline, daily salary, dividends, rebate settings and affiliate links. Every operation needs an
 * agent's session; an agent sees and acts on its own team only (anything else answers 404).
 */
export function agentHandlers(ctx: HandlerContext) {
  /** Every member below an agent, with its level (1 = direct subordinate), one query per level. */
  async function teamOf(agentId: number): Promise<Map<number, number>> {
    const team = new Map<number, number>();
    let frontier = [agentId];
    for (let level = 1; frontier.length && level <= 20; level++) {
      const rows = await ctx.db.select({ id: members.id }).from(members).where(inArray(members.parentId, frontier));
      frontier = rows.map((row) => row.id).filter((id) => !team.has(id) && id !== agentId);
      for (const id of frontier) team.set(id, level);
    }
    return team;
  }

  async function teamMembers(where: SQL | undefined, levelOf: Map<number, number>, query: { pageNo?: number; pageSize?: number }) {
    const { pageNo, pageSize, offset } = paging(query, 20);
    const [total] = await ctx.db.select({ n: count() }).from(members).where(where);
    const rows = await ctx.db
      .select({ member: members, balance: wallets.balance })
      .from(members)
      .leftJoin(wallets, eq(wallets.memberId, members.id))
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(pageSize)
      .offset(offset);
    const list = await Promise.all(
      rows.map(async ({ member, balance }) => ({
        memberId: String(member.id),
        account: member.username,
        nickname: member.nickname,
        type: member.type as 0 | 1 | 2 | 4 | 40 | 41 | 42,
        level: levelOf.get(member.id) ?? 1,
        balance: fromMinorUnits(balance ?? 0),
        teamSize: (await teamOf(member.id)).size,
        registeredAt: member.createdAt.toISOString(),
        lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
      })),
    );
    return pageOf(list, total?.n ?? 0, pageNo, pageSize);
  }

  function salaryView(row: Payout, account: string) {
    return {
      salaryId: String(row.id),
      memberId: String(row.agentId),
      account,
      date: row.periodStart,
      turnover: fromMinorUnits(row.basis),
      activeMembers: row.activeMembers,
      rate: row.rate,
      amount: fromMinorUnits(row.amount),
      status: row.status as 'ACCRUING' | 'APPLIED' | 'APPROVED' | 'REJECTED' | 'PAID',
    };
  }

  function dividendView(row: Payout, account: string) {
    return {
      dividendId: String(row.id),
      memberId: String(row.agentId),
      account,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      profit: fromMinorUnits(row.basis),
      rate: row.rate,
      amount: fromMinorUnits(row.amount),
      status: row.status as 'ACCRUING' | 'PENDING' | 'PAID',
    };
  }

  /** Team turnover, house profit and distinct bettors between two days (inclusive, UTC). */
  async function teamPlay(team: Map<number, number>, from: string, to: string) {
    const ids = [...team.keys()];
    if (!ids.length) return { turnover: 0, profit: 0, activeMembers: 0 };
    const [row] = await ctx.db
      .select({
        turnover: sql<string>`coalesce(sum(${bets.stake}), 0)`,
        wins: sql<string>`coalesce(sum(${bets.win}), 0)`,
        active: countDistinct(bets.memberId),
      })
      .from(bets)
      .where(and(inArray(bets.memberId, ids), ...dayRange(bets.createdAt, from, to)));
    const turnover = Number(row?.turnover ?? 0);
    return { turnover, profit: turnover - Number(row?.wins ?? 0), activeMembers: row?.active ?? 0 };
  }

  async function acceptedContract(memberId: number, kind: 'salary' | 'dividend') {
    const [row] = await ctx.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.memberId, memberId), eq(contracts.kind, kind), eq(contracts.status, 'accepted')))
      .orderBy(desc(contracts.createdAt))
      .limit(1);
    return row?.terms;
  }

  async function salaryRate(agent: Member) {
    const terms = (await acceptedContract(agent.id, 'salary')) as { rate?: string } | undefined;
    return terms?.rate ?? defaultSalaryRate;
  }

  async function dividendTerms(agent: Member) {
    const terms = (await acceptedContract(agent.id, 'dividend')) as
      { period?: 'WEEKLY' | 'HALF_MONTH' | 'MONTHLY'; tiers?: { minProfit: number; rate: string }[] } | undefined;
    return { period: terms?.period ?? ('HALF_MONTH' as const), tiers: terms?.tiers?.length ? terms.tiers : defaultDividendTiers };
  }

  function rebateRates(agent: Member): Record<BaseGameType, string> {
    const factor = agent.parentId === null ? 1 : 0.8;
    return Object.fromEntries(baseGameTypes.map((type) => [type, scaleRate(rebateCard[type], factor)])) as Record<BaseGameType, string>;
  }

  /** A member of the agent's team (any level), or 404. */
  async function teamMember(auth: Authenticated, memberId: string, team?: Map<number, number>) {
    const id = rowId(memberId);
    const members_ = team ?? (await teamOf(auth.member.id));
    if (id === undefined || !members_.has(id)) throw new HttpError(404, 'NOT_FOUND', 'No such member in your team');
    const [row] = await ctx.db.select().from(members).where(eq(members.id, id));
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such member in your team');
    return row;
  }

  const accountsOf = async (ids: number[]) =>
    new Map(
      ids.length
        ? (await ctx.db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, ids))).map((row) => [
            row.id,
            row.username,
          ])
        : [],
    );

  function dateRange(query: { startDate?: string; endDate?: string }, defaultDays = 30) {
    const to = clampDay(query.endDate ?? day(new Date()));
    const from = clampDay(query.startDate ?? addDays(to, -(defaultDays - 1)));
    if (from > to)
      throw new HttpError(400, 'VALIDATION_FAILED', 'The start date is after the end date', undefined, [
        { field: 'startDate', message: 'must not be after endDate' },
      ]);
    return { from, to };
  }

  return {
    async getTeamKpi(request: OperationRequest<'getTeamKpi'>) {
      const auth = await authenticateAgent(ctx, request);
      const { from, to } = dateRange(request.query);
      const team = await teamOf(auth.member.id);
      const ids = [...team.keys()];
      const inRange = (column: PgColumn) => and(...dayRange(column, from, to));
      const play = await teamPlay(team, from, to);
      const sumOf = async (table: typeof deposits | typeof withdrawals, statuses: string[]) => {
        if (!ids.length) return 0;
        const [row] = await ctx.db
          .select({ total: sql<string>`coalesce(sum(${table.amount}), 0)` })
          .from(table)
          .where(and(inArray(table.memberId, ids), inArray(table.status, statuses as never[]), inRange(table.createdAt)));
        return Number(row?.total ?? 0);
      };
      const [newMembers] = ids.length
        ? await ctx.db
            .select({ n: count() })
            .from(members)
            .where(and(inArray(members.id, ids), inRange(members.createdAt)))
        : [{ n: 0 }];
      const [commission] = await ctx.db
        .select({ total: sql<string>`coalesce(sum(${ledger.amount}), 0)` })
        .from(ledger)
        .where(and(eq(ledger.memberId, auth.member.id), inArray(ledger.kind, ['salary', 'dividend']), gte(ledger.amount, 0), inRange(ledger.createdAt)));
      return ok({
        from,
        to,
        teamSize: team.size,
        newMembers: newMembers?.n ?? 0,
        activeMembers: play.activeMembers,
        depositAmount: fromMinorUnits(await sumOf(deposits, ['SUCCESS'])),
        withdrawAmount: fromMinorUnits(await sumOf(withdrawals, ['PENDING', 'PROCESSING', 'SUCCESS'])),
        turnover: fromMinorUnits(play.turnover),
        // The team's result as players: wins minus stakes.
        netWinLoss: fromMinorUnits(-play.profit),
        commission: fromMinorUnits(Number(commission?.total ?? 0)),
      });
    },

    async getSubordinates(request: OperationRequest<'getSubordinates'>) {
      const auth = await authenticateAgent(ctx, request);
      const account = request.query.account?.trim().toLowerCase();
      const where = and(eq(members.parentId, auth.member.id), account ? ilike(members.username, `%${account}%`) : undefined);
      return ok(await teamMembers(where, new Map(), request.query));
    },

    async getDownline(request: OperationRequest<'getDownline'>) {
      const auth = await authenticateAgent(ctx, request);
      const team = await teamOf(auth.member.id);
      const account = request.query.account?.trim().toLowerCase();
      if (account) {
        // A search looks through the whole team, every level.
        const ids = [...team.keys()];
        const where = ids.length ? and(inArray(members.id, ids), ilike(members.username, `%${account}%`)) : sql`false`;
        return ok(await teamMembers(where, team, request.query));
      }
      const parent = request.query.parentId ? (await teamMember(auth, request.query.parentId, team)).id : auth.member.id;
      return ok(await teamMembers(eq(members.parentId, parent), team, request.query));
    },

    async transferToDownline(request: OperationRequest<'transferToDownline'>) {
      const auth = await authenticateAgent(ctx, request);
      await consume(ctx.db, `downline-transfer:member:${auth.member.id}`, limits.passwordPerAccount);
      const target = await teamMember(auth, request.body.memberId);
      const amount = parseMoney(request.body.amount);
      if (amount < 100)
        throw new HttpError(400, 'VALIDATION_FAILED', 'The amount must be at least 1.00', undefined, [{ field: 'amount', message: 'must be at least 1.00' }]);
      await verifyWithdrawalPassword(ctx, auth, request.body.withdrawalPassword);
      const reference = `transfer:${auth.member.id}:${target.id}:${Date.now()}`;
      const balance = await ctx.db.transaction(async (tx) => {
        const after = await applyToWallet(tx, auth.member.id, -amount, 'transfer_out', reference);
        await applyToWallet(tx, target.id, amount, 'transfer_in', reference);
        return after;
      });
      const [entry] = await ctx.db
        .select({ id: ledger.id })
        .from(ledger)
        .where(and(eq(ledger.memberId, auth.member.id), eq(ledger.reference, reference)))
        .limit(1);
      return ok({ transactionId: String(entry?.id ?? reference), sumBalance: fromMinorUnits(balance) });
    },

    async getDailySalaryCurrent(request: FastifyRequest) {
      const auth = await authenticateAgent(ctx, request);
      const today = day(new Date());
      const [existing] = await ctx.db
        .select()
        .from(agentPayouts)
        .where(and(eq(agentPayouts.agentId, auth.member.id), eq(agentPayouts.kind, 'salary'), eq(agentPayouts.periodStart, today)));
      if (existing) return ok(salaryView(existing, auth.member.username));
      const play = await teamPlay(await teamOf(auth.member.id), today, today);
      const rate = await salaryRate(auth.member);
      return ok({
        salaryId: `current-${today}`,
        memberId: String(auth.member.id),
        account: auth.member.username,
        date: today,
        turnover: fromMinorUnits(play.turnover),
        activeMembers: play.activeMembers,
        rate,
        amount: fromMinorUnits(percentOf(play.turnover, rate)),
        status: 'ACCRUING' as const,
      });
    },

    async applyDailySalary(request: OperationRequest<'applyDailySalary'>) {
      const auth = await authenticateAgent(ctx, request);
      const today = day(new Date());
      const { date } = request.body;
      if (date >= today || date < addDays(today, -salaryApplyDays)) {
        throw new HttpError(400, 'VALIDATION_FAILED', `A daily salary can be applied for a finished day of the last ${salaryApplyDays} days`, undefined, [
          { field: 'date', message: 'out of range' },
        ]);
      }
      const [existing] = await ctx.db
        .select({ id: agentPayouts.id })
        .from(agentPayouts)
        .where(and(eq(agentPayouts.agentId, auth.member.id), eq(agentPayouts.kind, 'salary'), eq(agentPayouts.periodStart, date)));
      if (existing) throw new HttpError(409, 'ALREADY_APPLIED', 'The daily salary of this day was already applied for');
      const play = await teamPlay(await teamOf(auth.member.id), date, date);
      const rate = await salaryRate(auth.member);
      const amount = percentOf(play.turnover, rate);
      // A top-level agent's salary is approved by the operator at once (the simulated back office pays it);
      // a sub-agent's waits for its upline agent to process it.
      const topLevel = auth.member.parentId === null;
      const row = await ctx.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(agentPayouts)
          .values({
            agentId: auth.member.id,
            kind: 'salary',
            periodStart: date,
            periodEnd: date,
            basis: play.turnover,
            activeMembers: play.activeMembers,
            rate,
            amount,
            status: topLevel ? 'PAID' : 'APPLIED',
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new HttpError(409, 'ALREADY_APPLIED', 'The daily salary of this day was already applied for');
        if (topLevel && amount > 0) await applyToWallet(tx, auth.member.id, amount, 'salary', `salary:${inserted.id}`);
        return inserted;
      });
      return ok(salaryView(row, auth.member.username));
    },

    async queryDailySalary(request: OperationRequest<'queryDailySalary'>) {
      const auth = await authenticateAgent(ctx, request);
      const { from, to } = dateRange(request.query);
      const { pageNo, pageSize, offset } = paging(request.query, 20);
      const subordinates = await ctx.db.select({ id: members.id, username: members.username }).from(members).where(eq(members.parentId, auth.member.id));
      const account = request.query.account?.trim().toLowerCase();
      const ids = subordinates.filter((row) => !account || row.username.includes(account)).map((row) => row.id);
      if (!ids.length) return ok(pageOf([], 0, pageNo, pageSize));
      const where = and(
        inArray(agentPayouts.agentId, ids),
        eq(agentPayouts.kind, 'salary'),
        gte(agentPayouts.periodStart, from),
        sql`${agentPayouts.periodStart} <= ${to}`,
        request.query.status ? eq(agentPayouts.status, request.query.status) : undefined,
      );
      const [total] = await ctx.db.select({ n: count() }).from(agentPayouts).where(where);
      const rows = await ctx.db
        .select()
        .from(agentPayouts)
        .where(where)
        .orderBy(desc(agentPayouts.periodStart), desc(agentPayouts.id))
        .limit(pageSize)
        .offset(offset);
      const names = new Map(subordinates.map((row) => [row.id, row.username]));
      return ok(
        pageOf(
          rows.map((row) => salaryView(row, names.get(row.agentId) ?? '')),
          total?.n ?? 0,
          pageNo,
          pageSize,
        ),
      );
    },

    async processDailySalary(request: OperationRequest<'processDailySalary'>) {
      const auth = await authenticateAgent(ctx, request);
      const id = rowId(request.body.salaryId);
      const [row] =
        id !== undefined
          ? await ctx.db
              .select({ payout: agentPayouts, parentId: members.parentId, account: members.username })
              .from(agentPayouts)
              .innerJoin(members, eq(members.id, agentPayouts.agentId))
              .where(and(eq(agentPayouts.id, id), eq(agentPayouts.kind, 'salary')))
          : [];
      if (!row || row.parentId !== auth.member.id) throw new HttpError(404, 'NOT_FOUND', 'No such daily salary of your subordinates');
      if (row.payout.status !== 'APPLIED') throw new HttpError(409, 'ALREADY_APPLIED', 'This daily salary was already processed');
      const approve = request.body.action === 'APPROVE';
      const updated = await ctx.db.transaction(async (tx) => {
        const [changed] = await tx
          .update(agentPayouts)
          .set({ status: approve ? 'PAID' : 'REJECTED' })
          .where(and(eq(agentPayouts.id, row.payout.id), eq(agentPayouts.status, 'APPLIED')))
          .returning();
        if (!changed) throw new HttpError(409, 'ALREADY_APPLIED', 'This daily salary was already processed');
        if (approve && changed.amount > 0) await applyToWallet(tx, changed.agentId, changed.amount, 'salary', `salary:${changed.id}`);
        return changed;
      });
      return ok(salaryView(updated, row.account));
    },

    async getDailySalaryHistory(request: OperationRequest<'getDailySalaryHistory'>) {
      const auth = await authenticateAgent(ctx, request);
      const { from, to } = dateRange(request.query, 90);
      const { pageNo, pageSize, offset } = paging(request.query, 20);
      const where = and(
        eq(agentPayouts.agentId, auth.member.id),
        eq(agentPayouts.kind, 'salary'),
        gte(agentPayouts.periodStart, from),
        sql`${agentPayouts.periodStart} <= ${to}`,
      );
      const [total] = await ctx.db.select({ n: count() }).from(agentPayouts).where(where);
      const rows = await ctx.db.select().from(agentPayouts).where(where).orderBy(desc(agentPayouts.periodStart)).limit(pageSize).offset(offset);
      return ok(
        pageOf(
          rows.map((row) => salaryView(row, auth.member.username)),
          total?.n ?? 0,
          pageNo,
          pageSize,
        ),
      );
    },

    async getDividendCurrent(request: FastifyRequest) {
      const auth = await authenticateAgent(ctx, request);
      const terms = await dividendTerms(auth.member);
      const period = dividendPeriod(terms.period);
      const play = await teamPlay(await teamOf(auth.member.id), period.start, period.end);
      const profit = Math.max(0, play.profit);
      const tier = [...terms.tiers].sort((a, b) => b.minProfit - a.minProfit).find((candidate) => profit >= candidate.minProfit) ?? terms.tiers[0]!;
      return ok({
        dividendId: `current-${period.start}`,
        memberId: String(auth.member.id),
        account: auth.member.username,
        periodStart: period.start,
        periodEnd: period.end,
        profit: fromMinorUnits(play.profit),
        rate: tier.rate,
        amount: fromMinorUnits(percentOf(profit, tier.rate)),
        status: 'ACCRUING' as const,
      });
    },

    async getDividendInfo(request: FastifyRequest) {
      const auth = await authenticateAgent(ctx, request);
      const terms = await dividendTerms(auth.member);
      const period = dividendPeriod(terms.period);
      return ok({
        period: terms.period,
        tiers: terms.tiers.map((tier) => ({ minProfit: fromMinorUnits(tier.minProfit), rate: tier.rate })),
        nextPayoutDate: addDays(period.end, 1),
      });
    },

    async getDividendHistory(request: OperationRequest<'getDividendHistory'>) {
      const auth = await authenticateAgent(ctx, request);
      const { from, to } = dateRange(request.query, 180);
      const { pageNo, pageSize, offset } = paging(request.query, 20);
      const team = await teamOf(auth.member.id);
      const names = await accountsOf([auth.member.id, ...team.keys()]);
      const account = request.query.account?.trim().toLowerCase();
      const ids = [...names].filter(([, name]) => !account || name.includes(account)).map(([id]) => id);
      if (!ids.length) return ok(pageOf([], 0, pageNo, pageSize));
      const where = and(
        inArray(agentPayouts.agentId, ids),
        eq(agentPayouts.kind, 'dividend'),
        sql`${agentPayouts.periodEnd} >= ${from}`,
        sql`${agentPayouts.periodStart} <= ${to}`,
      );
      const [total] = await ctx.db.select({ n: count() }).from(agentPayouts).where(where);
      const rows = await ctx.db
        .select()
        .from(agentPayouts)
        .where(where)
        .orderBy(desc(agentPayouts.periodEnd), desc(agentPayouts.id))
        .limit(pageSize)
        .offset(offset);
      return ok(
        pageOf(
          rows.map((row) => dividendView(row, names.get(row.agentId) ?? '')),
          total?.n ?? 0,
          pageNo,
          pageSize,
        ),
      );
    },

    async payoutDividend(request: OperationRequest<'payoutDividend'>) {
      const auth = await authenticateAgent(ctx, request);
      const id = rowId(request.body.dividendId);
      const [row] =
        id !== undefined
          ? await ctx.db
              .select({ payout: agentPayouts, parentId: members.parentId, account: members.username })
              .from(agentPayouts)
              .innerJoin(members, eq(members.id, agentPayouts.agentId))
              .where(and(eq(agentPayouts.id, id), eq(agentPayouts.kind, 'dividend')))
          : [];
      if (!row || row.parentId !== auth.member.id) throw new HttpError(404, 'NOT_FOUND', 'No such dividend of your subordinates');
      if (row.payout.status !== 'PENDING') throw new HttpError(409, 'ALREADY_APPLIED', 'This dividend was already paid');
      await verifyWithdrawalPassword(ctx, auth, request.body.withdrawalPassword);
      // The upline agent pays its sub-agent's dividend from its own wallet.
      const paid = await ctx.db.transaction(async (tx) => {
        const [changed] = await tx
          .update(agentPayouts)
          .set({ status: 'PAID' })
          .where(and(eq(agentPayouts.id, row.payout.id), eq(agentPayouts.status, 'PENDING')))
          .returning();
        if (!changed) throw new HttpError(409, 'ALREADY_APPLIED', 'This dividend was already paid');
        if (changed.amount > 0) {
          await applyToWallet(tx, auth.member.id, -changed.amount, 'dividend', `dividend:${changed.id}`);
          await applyToWallet(tx, changed.agentId, changed.amount, 'dividend', `dividend:${changed.id}`);
        }
        return changed;
      });
      return ok(dividendView(paid, row.account));
    },

    async getRebateSettings(request: FastifyRequest) {
      const auth = await authenticateAgent(ctx, request);
      const rates = rebateRates(auth.member);
      return ok(baseGameTypes.map((gameType) => ({ gameType, vassalage: null, rate: rates[gameType], maxRate: rates[gameType] })));
    },

    async getAffiliateUrls(request: FastifyRequest) {
      const auth = await authenticateAgent(ctx, request);
      const rows = await ctx.db
        .select({ link: affiliateUrls, registrations: count(members.id) })
        .from(affiliateUrls)
        .leftJoin(members, eq(members.affiliateUrlId, affiliateUrls.id))
        .where(eq(affiliateUrls.agentId, auth.member.id))
        .groupBy(affiliateUrls.id)
        .orderBy(desc(affiliateUrls.createdAt), desc(affiliateUrls.id));
      const site = memberSiteUrl(ctx.config, auth.merchant);
      return ok(rows.map(({ link, registrations }) => linkView(site, link, registrations)));
    },

    async createAffiliateUrl(request: OperationRequest<'createAffiliateUrl'>) {
      const auth = await authenticateAgent(ctx, request);
      const { memberType, rebates = [] } = request.body;
      // Links that make agents are for top-level agents only: the tree stays two agent levels deep.
      if (memberType === 1 && auth.member.parentId !== null) throw new HttpError(403, 'NO_PERMISSION', 'Only top-level agents can invite agents');
      const rates = rebateRates(auth.member);
      const details = rebates.flatMap((rebate, index) => {
        if (!/^\d{1,2}\.\d{2}$/.test(rebate.rate)) return [{ field: `rebates/${index}/rate`, message: 'must be a percent with two decimals' }];
        if (rateValue(rebate.rate) > rateValue(rates[rebate.gameType]))
          return [{ field: `rebates/${index}/rate`, message: `must not exceed ${rates[rebate.gameType]}` }];
        return [];
      });
      if (new Set(rebates.map((rebate) => rebate.gameType)).size !== rebates.length) details.push({ field: 'rebates', message: 'one rate per game type' });
      if (details.length) throw new HttpError(400, 'VALIDATION_FAILED', 'The rebate rates are not valid', undefined, details);
      // The agent's row is locked while counting and inserting, so racing requests cannot pass the limit together.
      const link = await ctx.db.transaction(async (tx) => {
        await lockMember(tx, auth.member.id);
        const [existing] = await tx.select({ n: count() }).from(affiliateUrls).where(eq(affiliateUrls.agentId, auth.member.id));
        if ((existing?.n ?? 0) >= maxAffiliateUrls)
          throw new HttpError(409, 'ALREADY_APPLIED', `An agent keeps at most ${maxAffiliateUrls} links: delete one first`);
        for (let attempt = 0; attempt < 5; attempt++) {
          const code = `L${randomBytes(6)
            .toString('base64url')
            .replace(/[^A-Za-z0-9]/g, '')
            .toUpperCase()
            .slice(0, 7)
            .padEnd(7, '7')}`;
          const [created] = await tx.insert(affiliateUrls).values({ agentId: auth.member.id, code, memberType, rebates }).onConflictDoNothing().returning();
          if (created) return created;
        }
        throw new HttpError(503, 'SYSTEM_BUSY', 'Could not create a unique link code, please try again');
      });
      return ok(linkView(memberSiteUrl(ctx.config, auth.merchant), link, 0));
    },

    async deleteAffiliateUrl(request: OperationRequest<'deleteAffiliateUrl'>) {
      const auth = await authenticateAgent(ctx, request);
      const id = rowId(request.params.id) ?? -1;
      const deleted =
        id > 0
          ? await ctx.db
              .delete(affiliateUrls)
              .where(and(eq(affiliateUrls.id, id), eq(affiliateUrls.agentId, auth.member.id)))
              .returning({ id: affiliateUrls.id })
          : [];
      if (!deleted.length) throw new HttpError(404, 'NOT_FOUND', 'No such affiliate link');
      // Members who registered through it keep their upline; the link just stops counting.
      await ctx.db.update(members).set({ affiliateUrlId: null }).where(eq(members.affiliateUrlId, id));
      return ok({});
    },
  };
}

/**
 * The registration address of a link: the register popup of the merchant's member site (MEMBER_SITE_URLS)
 * with the code filled in. Never the request's host: that is the agent site's, or the API's own behind a
 * proxy that does not pass it, and neither serves the member registration.
 */
function linkView(memberSite: string, link: typeof affiliateUrls.$inferSelect, registrations: number) {
  return {
    id: String(link.id),
    code: link.code,
    url: `${memberSite}/m/register?affiliateCode=${encodeURIComponent(link.code)}`,
    memberType: link.memberType as 0 | 1,
    registrations,
    createdAt: link.createdAt.toISOString(),
  };
}
