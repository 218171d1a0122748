import type { FastifyRequest } from 'fastify';
import type { affiliateUrls } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { createLink, deleteLink, linksOf } from '../services/affiliate-links.js';
import {
  checkSalaryNotApplied,
  dividendsOf,
  payDividend,
  payoutStarting,
  payoutWithEarner,
  processSalary,
  recordSalary,
  salariesOf,
  type Payout,
} from '../services/agent-payouts.js';
import { checkSalaryDay, dividendPeriod, dividendTerms, dividendTier, exceedsRate, rebateRates, salaryRate } from '../services/agent.js';
import { reportDays } from '../services/days.js';
import { rowId } from '../services/ids.js';
import { percentOf } from '../services/money.js';
import { amountRulesOf } from '../services/amount-rules.js';
import { consume, limits } from '../services/rate-limit.js';
import { accountsOf, childrenPage, findTeamMember, subordinatePage, subordinatesOf, teamKpi, teamOf, teamPlay, teamSearchPage } from '../services/team.js';
import { transferBetweenMembers } from '../services/wallet.js';
import { addDays, baseGameTypes, fromMinorUnits, parseMoney, utcDay as day } from '@whitelabel/rules';
import { authenticateAgent, memberSiteUrl, ok, pageOf, paging, type Authenticated, type HandlerContext, type OperationRequest } from './context.js';
import { verifyWithdrawalPassword } from './wallet.js';

type TeamPage = Awaited<ReturnType<typeof childrenPage>>;

function memberView({ member, balance, teamSize }: TeamPage['rows'][number], levelOf: Map<number, number>) {
  return {
    memberId: String(member.id),
    account: member.username,
    nickname: member.nickname,
    type: member.type as 0 | 1 | 2 | 4 | 40 | 41 | 42,
    level: levelOf.get(member.id) ?? 1,
    balance: fromMinorUnits(balance),
    teamSize,
    registeredAt: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
  };
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

/**
 * The agent back office (spec section 7, agent): team KPI, subordinates and downline, transfers to
 * the downline, daily salary, dividends, rebate settings and affiliate links. Every operation needs an
 * agent's session; an agent sees and acts on its own team only (anything else answers 404).
 */
export function agentHandlers(ctx: HandlerContext) {
  const teamPageOf = (page: TeamPage, levelOf: Map<number, number>, pageNo: number, pageSize: number) =>
    pageOf(
      page.rows.map((row) => memberView(row, levelOf)),
      page.total,
      pageNo,
      pageSize,
    );

  /** A member of the agent's team (any level), or 404. */
  async function teamMember(auth: Authenticated, memberId: string, team?: Map<number, number>) {
    const row = await findTeamMember(ctx.db, team ?? (await teamOf(ctx.db, auth.member.id)), rowId(memberId));
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such member in your team');
    return row;
  }

  return {
    async getTeamKpi(request: OperationRequest<'getTeamKpi'>) {
      const auth = await authenticateAgent(ctx, request);
      const { from, to } = reportDays(request.query);
      const kpi = await teamKpi(ctx.db, auth.member.id, from, to);
      return ok({
        from,
        to,
        teamSize: kpi.teamSize,
        newMembers: kpi.newMembers,
        activeMembers: kpi.activeMembers,
        depositAmount: fromMinorUnits(kpi.deposits),
        withdrawAmount: fromMinorUnits(kpi.withdrawals),
        turnover: fromMinorUnits(kpi.turnover),
        // The team's result as players: wins minus stakes.
        netWinLoss: fromMinorUnits(-kpi.profit),
        commission: fromMinorUnits(kpi.commission),
      });
    },

    async getSubordinates(request: OperationRequest<'getSubordinates'>) {
      const auth = await authenticateAgent(ctx, request);
      const { pageNo, pageSize, offset } = paging(request.query, 20);
      const account = request.query.account?.trim().toLowerCase();
      const page = await subordinatePage(ctx.db, auth.member.id, account || undefined, { pageSize, offset });
      return ok(teamPageOf(page, new Map(), pageNo, pageSize));
    },

    async getDownline(request: OperationRequest<'getDownline'>) {
      const auth = await authenticateAgent(ctx, request);
      const team = await teamOf(ctx.db, auth.member.id);
      const { pageNo, pageSize, offset } = paging(request.query, 20);
      const account = request.query.account?.trim().toLowerCase();
      // A search looks through the whole team, every level.
      if (account) return ok(teamPageOf(await teamSearchPage(ctx.db, team, account, { pageSize, offset }), team, pageNo, pageSize));
      const parent = request.query.parentId ? (await teamMember(auth, request.query.parentId, team)).id : auth.member.id;
      return ok(teamPageOf(await childrenPage(ctx.db, parent, { pageSize, offset }), team, pageNo, pageSize));
    },

    async transferToDownline(request: OperationRequest<'transferToDownline'>) {
      const auth = await authenticateAgent(ctx, request);
      await consume(ctx.db, `downline-transfer:member:${auth.member.id}`, limits.passwordPerAccount);
      const target = await teamMember(auth, request.body.memberId);
      const amount = parseMoney(request.body.amount);
      if (amount < 100)
        throw new HttpError(400, 'VALIDATION_FAILED', 'The amount must be at least 1.00', undefined, [{ field: 'amount', message: 'must be at least 1.00' }]);
      await verifyWithdrawalPassword(ctx, auth, request.body.withdrawalPassword);
      const { transactionId, balance } = await transferBetweenMembers(ctx.db, auth.member.id, target.id, amount);
      return ok({ transactionId, sumBalance: fromMinorUnits(balance) });
    },

    async getDailySalaryCurrent(request: FastifyRequest) {
      const auth = await authenticateAgent(ctx, request);
      const today = day(new Date());
      const existing = await payoutStarting(ctx.db, auth.member.id, 'salary', today);
      if (existing) return ok(salaryView(existing, auth.member.username));
      const play = await teamPlay(ctx.db, await teamOf(ctx.db, auth.member.id), today, today);
      const rate = await salaryRate(ctx.db, auth.member);
      return ok({
        salaryId: `current-${today}`,
        memberId: String(auth.member.id),
        account: auth.member.username,
        date: today,
        turnover: fromMinorUnits(play.turnover),
        activeMembers: play.activeMembers,
        rate,
        amount: fromMinorUnits(percentOf(play.turnover, rate, Number(amountRulesOf(auth.merchant).step))),
        status: 'ACCRUING' as const,
      });
    },

    async applyDailySalary(request: OperationRequest<'applyDailySalary'>) {
      const auth = await authenticateAgent(ctx, request);
      const { date } = request.body;
      checkSalaryDay(date);
      await checkSalaryNotApplied(ctx.db, auth.member.id, date);
      const play = await teamPlay(ctx.db, await teamOf(ctx.db, auth.member.id), date, date);
      const rate = await salaryRate(ctx.db, auth.member);
      const salary = {
        agentId: auth.member.id,
        date,
        turnover: play.turnover,
        activeMembers: play.activeMembers,
        rate,
        amount: percentOf(play.turnover, rate, Number(amountRulesOf(auth.merchant).step)),
      };
      const row = await recordSalary(ctx.db, salary, auth.member.parentId === null);
      return ok(salaryView(row, auth.member.username));
    },

    async queryDailySalary(request: OperationRequest<'queryDailySalary'>) {
      const auth = await authenticateAgent(ctx, request);
      const { from, to } = reportDays(request.query);
      const { pageNo, pageSize, offset } = paging(request.query, 20);
      const subordinates = await subordinatesOf(ctx.db, auth.member.id);
      const account = request.query.account?.trim().toLowerCase();
      const ids = subordinates.filter((row) => !account || row.username.includes(account)).map((row) => row.id);
      if (!ids.length) return ok(pageOf([], 0, pageNo, pageSize));
      const page = await salariesOf(ctx.db, ids, { from, to, status: request.query.status }, { pageSize, offset });
      const names = new Map(subordinates.map((row) => [row.id, row.username]));
      return ok(
        pageOf(
          page.rows.map((row) => salaryView(row, names.get(row.agentId) ?? '')),
          page.total,
          pageNo,
          pageSize,
        ),
      );
    },

    async processDailySalary(request: OperationRequest<'processDailySalary'>) {
      const auth = await authenticateAgent(ctx, request);
      const row = await payoutWithEarner(ctx.db, rowId(request.body.salaryId), 'salary');
      if (!row || row.parentId !== auth.member.id) throw new HttpError(404, 'NOT_FOUND', 'No such daily salary of your subordinates');
      if (row.payout.status !== 'APPLIED') throw new HttpError(409, 'ALREADY_APPLIED', 'This daily salary was already processed');
      const updated = await processSalary(ctx.db, row.payout.id, request.body.action === 'APPROVE');
      return ok(salaryView(updated, row.account));
    },

    async getDailySalaryHistory(request: OperationRequest<'getDailySalaryHistory'>) {
      const auth = await authenticateAgent(ctx, request);
      const { from, to } = reportDays(request.query, 90);
      const { pageNo, pageSize, offset } = paging(request.query, 20);
      const page = await salariesOf(ctx.db, [auth.member.id], { from, to }, { pageSize, offset });
      return ok(
        pageOf(
          page.rows.map((row) => salaryView(row, auth.member.username)),
          page.total,
          pageNo,
          pageSize,
        ),
      );
    },

    async getDividendCurrent(request: FastifyRequest) {
      const auth = await authenticateAgent(ctx, request);
      const terms = await dividendTerms(ctx.db, auth.member);
      const period = dividendPeriod(terms.period);
      const play = await teamPlay(ctx.db, await teamOf(ctx.db, auth.member.id), period.start, period.end);
      const profit = Math.max(0, play.profit);
      const tier = dividendTier(terms.tiers, profit);
      return ok({
        dividendId: `current-${period.start}`,
        memberId: String(auth.member.id),
        account: auth.member.username,
        periodStart: period.start,
        periodEnd: period.end,
        profit: fromMinorUnits(play.profit),
        rate: tier.rate,
        amount: fromMinorUnits(percentOf(profit, tier.rate, Number(amountRulesOf(auth.merchant).step))),
        status: 'ACCRUING' as const,
      });
    },

    async getDividendInfo(request: FastifyRequest) {
      const auth = await authenticateAgent(ctx, request);
      const terms = await dividendTerms(ctx.db, auth.member);
      const period = dividendPeriod(terms.period);
      return ok({
        period: terms.period,
        tiers: terms.tiers.map((tier) => ({ minProfit: fromMinorUnits(tier.minProfit), rate: tier.rate })),
        nextPayoutDate: addDays(period.end, 1),
      });
    },

    async getDividendHistory(request: OperationRequest<'getDividendHistory'>) {
      const auth = await authenticateAgent(ctx, request);
      const { from, to } = reportDays(request.query, 180);
      const { pageNo, pageSize, offset } = paging(request.query, 20);
      const team = await teamOf(ctx.db, auth.member.id);
      const names = await accountsOf(ctx.db, [auth.member.id, ...team.keys()]);
      const account = request.query.account?.trim().toLowerCase();
      const ids = [...names].filter(([, name]) => !account || name.includes(account)).map(([id]) => id);
      if (!ids.length) return ok(pageOf([], 0, pageNo, pageSize));
      const page = await dividendsOf(ctx.db, ids, { from, to }, { pageSize, offset });
      return ok(
        pageOf(
          page.rows.map((row) => dividendView(row, names.get(row.agentId) ?? '')),
          page.total,
          pageNo,
          pageSize,
        ),
      );
    },

    async payoutDividend(request: OperationRequest<'payoutDividend'>) {
      const auth = await authenticateAgent(ctx, request);
      const row = await payoutWithEarner(ctx.db, rowId(request.body.dividendId), 'dividend');
      if (!row || row.parentId !== auth.member.id) throw new HttpError(404, 'NOT_FOUND', 'No such dividend of your subordinates');
      if (row.payout.status !== 'PENDING') throw new HttpError(409, 'ALREADY_APPLIED', 'This dividend was already paid');
      await verifyWithdrawalPassword(ctx, auth, request.body.withdrawalPassword);
      const paid = await payDividend(ctx.db, row.payout.id, auth.member.id);
      return ok(dividendView(paid, row.account));
    },

    async getRebateSettings(request: FastifyRequest) {
      const auth = await authenticateAgent(ctx, request);
      const rates = await rebateRates(ctx.db, auth.member);
      return ok(baseGameTypes.map((gameType) => ({ gameType, vassalage: null, rate: rates[gameType], maxRate: rates[gameType] })));
    },

    async getAffiliateUrls(request: FastifyRequest) {
      const auth = await authenticateAgent(ctx, request);
      const rows = await linksOf(ctx.db, auth.member.id);
      const site = memberSiteUrl(ctx.config, auth.merchant);
      return ok(rows.map(({ link, registrations }) => linkView(site, link, registrations)));
    },

    async createAffiliateUrl(request: OperationRequest<'createAffiliateUrl'>) {
      const auth = await authenticateAgent(ctx, request);
      const { memberType, rebates = [] } = request.body;
      // Links that make agents are for top-level agents only: the tree stays two agent levels deep.
      if (memberType === 1 && auth.member.parentId !== null) throw new HttpError(403, 'NO_PERMISSION', 'Only top-level agents can invite agents');
      const rates = await rebateRates(ctx.db, auth.member);
      const details = rebates.flatMap((rebate, index) => {
        if (!/^\d{1,2}\.\d{2}$/.test(rebate.rate)) return [{ field: `rebates/${index}/rate`, message: 'must be a percent with two decimals' }];
        if (exceedsRate(rebate.rate, rates[rebate.gameType])) return [{ field: `rebates/${index}/rate`, message: `must not exceed ${rates[rebate.gameType]}` }];
        return [];
      });
      if (new Set(rebates.map((rebate) => rebate.gameType)).size !== rebates.length) details.push({ field: 'rebates', message: 'one rate per game type' });
      if (details.length) throw new HttpError(400, 'VALIDATION_FAILED', 'The rebate rates are not valid', undefined, details);
      const link = await createLink(ctx.db, auth.member.id, memberType, rebates);
      return ok(linkView(memberSiteUrl(ctx.config, auth.merchant), link, 0));
    },

    async deleteAffiliateUrl(request: OperationRequest<'deleteAffiliateUrl'>) {
      const auth = await authenticateAgent(ctx, request);
      if (!(await deleteLink(ctx.db, auth.member.id, rowId(request.params.id) ?? -1))) throw new HttpError(404, 'NOT_FOUND', 'No such affiliate link');
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
