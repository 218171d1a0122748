import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { rowId } from '../services/ids.js';
import { bets, games, ledger, members, rewards } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { baseGameTypes, fromMinorUnits, isBaseGameType, type BaseGameType } from '@whitelabel/rules';
import { percentOf } from '../services/money.js';
import { amountRulesOf } from '../services/amount-rules.js';
import { consume, limits } from '../services/rate-limit.js';
import { memberTotals, vipLevelOf, vipRanksOf } from '../services/vip.js';
import { applyToWallet, type Executor } from '../services/wallet.js';
import { authenticateReal, ok, type Authenticated, type HandlerContext, type OperationRequest } from './context.js';

const asBaseType = (gameType: string): BaseGameType => (isBaseGameType(gameType) ? gameType : 'RNG');

type RewardRow = typeof rewards.$inferSelect;

function rewardView(row: RewardRow, now = Date.now()) {
  const expired = row.status === 'claimable' && row.expiresAt !== null && row.expiresAt.getTime() <= now;
  return {
    rewardId: String(row.id),
    title: row.title,
    amount: fromMinorUnits(row.amount),
    status: row.status === 'claimed' ? ('CLAIMED' as const) : expired ? ('EXPIRED' as const) : ('CLAIMABLE' as const),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}

/**
 * Manual rebate and the reward centre (spec sections 1, 2; module ids MANUAL_REBATE and REWCEN3):
 * a member claims the rebate of the turnover since the last claim at the VIP level's rate, and the
 * bonuses the operator granted, each into the wallet in one transaction.
 */
export function rewardHandlers(ctx: HandlerContext) {
  async function withFlag(request: FastifyRequest, flag: 'MANUAL_REBATE' | 'REWCEN3'): Promise<Authenticated> {
    const auth = await authenticateReal(ctx, request);
    if (!auth.merchant.whitelabel.includes(flag)) throw new HttpError(403, 'NO_PERMISSION', 'This feature is not available on this site');
    return auth;
  }

  /** What is due since the last claim (the newest rebate ledger entry), per base game type. */
  async function rebateDue(db: Executor, auth: Authenticated) {
    const [last] = await db
      .select({ at: ledger.createdAt })
      .from(ledger)
      .where(and(eq(ledger.memberId, auth.member.id), eq(ledger.kind, 'rebate')))
      .orderBy(desc(ledger.createdAt))
      .limit(1);
    const since = last?.at ?? null;
    const rows = await db
      .select({ gameType: games.gameType, turnover: sql<string>`coalesce(sum(${bets.stake}), 0)` })
      .from(bets)
      .innerJoin(games, eq(games.nodeId, bets.nodeId))
      .where(and(eq(bets.memberId, auth.member.id), since ? gt(bets.createdAt, since) : undefined))
      .groupBy(games.gameType);
    // Every read goes through `db`: inside the claim's transaction PGlite has only that one connection.
    const ranks = await vipRanksOf(db, auth.merchant.code);
    const level = vipLevelOf(ranks, auth.member, await memberTotals(db, auth.member.id));
    const rate = ranks.find((rank) => rank.level === level)!.rebateRate;
    const { step } = amountRulesOf(auth.merchant);
    const byType = new Map<BaseGameType, number>();
    for (const row of rows) byType.set(asBaseType(row.gameType), (byType.get(asBaseType(row.gameType)) ?? 0) + Number(row.turnover));
    const items = baseGameTypes
      .filter((type) => byType.has(type))
      .map((gameType) => ({ gameType, turnover: byType.get(gameType)!, amount: percentOf(byType.get(gameType)!, rate, Number(step)) }));
    return {
      level,
      rate,
      since,
      items,
      turnover: items.reduce((sum, item) => sum + item.turnover, 0),
      amount: items.reduce((sum, item) => sum + item.amount, 0),
    };
  }

  return {
    async getManualRebate(request: FastifyRequest) {
      const auth = await withFlag(request, 'MANUAL_REBATE');
      const due = await rebateDue(ctx.db, auth);
      return ok({
        vipLevel: due.level,
        rate: due.rate,
        since: due.since?.toISOString() ?? null,
        items: due.items.map((item) => ({ gameType: item.gameType, turnover: fromMinorUnits(item.turnover), amount: fromMinorUnits(item.amount) })),
        turnover: fromMinorUnits(due.turnover),
        amount: fromMinorUnits(due.amount),
        minClaim: fromMinorUnits(amountRulesOf(auth.merchant).rebateMinClaim),
      });
    },

    async claimManualRebate(request: FastifyRequest) {
      const auth = await withFlag(request, 'MANUAL_REBATE');
      await consume(ctx.db, `rebate:member:${auth.member.id}`, limits.writePerMember);
      const result = await ctx.db.transaction(async (tx) => {
        // One claim at a time per member: the member row is locked for the transaction.
        await tx.select({ id: members.id }).from(members).where(eq(members.id, auth.member.id)).for('update');
        const due = await rebateDue(tx, auth);
        const { rebateMinClaim } = amountRulesOf(auth.merchant);
        if (due.amount < rebateMinClaim)
          throw new HttpError(400, 'VALIDATION_FAILED', `Less than the minimum claim (${fromMinorUnits(rebateMinClaim)}) is due`);
        const balance = await applyToWallet(tx, auth.member.id, due.amount, 'rebate', `rebate:${due.turnover}`);
        await tx
          .update(members)
          .set({ rebatedTurnover: sql`${members.rebatedTurnover} + ${due.turnover}` })
          .where(eq(members.id, auth.member.id));
        return { due, balance };
      });
      return ok({
        amount: fromMinorUnits(result.due.amount),
        turnover: fromMinorUnits(result.due.turnover),
        sumBalance: fromMinorUnits(result.balance),
        claimedAt: new Date().toISOString(),
      });
    },

    async getRewards(request: FastifyRequest) {
      const auth = await withFlag(request, 'REWCEN3');
      const rows = await ctx.db.select().from(rewards).where(eq(rewards.memberId, auth.member.id)).orderBy(asc(rewards.expiresAt), desc(rewards.createdAt));
      const views = rows.map((row) => rewardView(row));
      const claimable = views.filter((view) => view.status === 'CLAIMABLE');
      const rest = views.filter((view) => view.status !== 'CLAIMABLE').sort((a, b) => (b.claimedAt ?? b.createdAt).localeCompare(a.claimedAt ?? a.createdAt));
      return ok([...claimable, ...rest]);
    },

    async claimReward(request: OperationRequest<'claimReward'>) {
      const auth = await withFlag(request, 'REWCEN3');
      const id = rowId(request.params.rewardId) ?? -1;
      const [row] = await ctx.db
        .select()
        .from(rewards)
        .where(and(eq(rewards.id, id), eq(rewards.memberId, auth.member.id)));
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such reward');
      if (rewardView(row).status !== 'CLAIMABLE') throw new HttpError(409, 'ALREADY_APPLIED', 'This reward was already claimed or has expired');
      const result = await ctx.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(rewards)
          .set({ status: 'claimed', claimedAt: new Date() })
          .where(and(eq(rewards.id, id), eq(rewards.status, 'claimable')))
          .returning();
        if (!claimed) throw new HttpError(409, 'ALREADY_APPLIED', 'This reward was already claimed or has expired');
        const balance = await applyToWallet(tx, auth.member.id, claimed.amount, 'reward', `reward:${claimed.id}`);
        return { claimed, balance };
      });
      return ok({ reward: rewardView(result.claimed), sumBalance: fromMinorUnits(result.balance) });
    },
  };
}
