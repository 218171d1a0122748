import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { bets, ledger, missionClaims, missions } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { fromMinorUnits, startOfDay, utcDay } from '@whitelabel/rules';
import { consume, limits } from '../services/rate-limit.js';
import { applyToWallet, type Executor } from '../services/wallet.js';
import { authenticateReal, ok, resolveContentLanguage, type Authenticated, type HandlerContext, type OperationRequest } from './context.js';
import { translate } from '../services/content-language.js';
import { rowId } from '../services/ids.js';

type MissionRow = typeof missions.$inferSelect;
type Kind = MissionRow['kind'];

/** Today as a UTC day (YYYY-MM-DD) and its first instant: missions start over at 00:00 UTC. */
function today(now = new Date()) {
  const day = utcDay(now);
  return { day, start: startOfDay(day) };
}

const isMoney = (kind: Kind) => kind === 'TURNOVER' || kind === 'DEPOSIT';
const amountText = (kind: Kind, value: number) => (isMoney(kind) ? fromMinorUnits(value) : String(value));

/**
 * Missions (the CustomerTask screen, flag MISSION): daily tasks whose progress is counted from the member's
 * own activity since 00:00 UTC; a completed mission is claimed into the wallet once per day.
 */
export function missionHandlers(ctx: HandlerContext) {
  async function withFlag(request: FastifyRequest): Promise<Authenticated> {
    const auth = await authenticateReal(ctx, request);
    if (!auth.merchant.whitelabel.includes('MISSION')) throw new HttpError(403, 'NO_PERMISSION', 'Missions are not available on this site');
    return auth;
  }

  /** The member's activity today, per mission kind (counts or minor units). */
  async function activity(db: Executor, memberId: number, start: Date): Promise<Record<Kind, number>> {
    const [played] = await db
      .select({ rounds: count(), turnover: sql<string>`coalesce(sum(${bets.stake}), 0)` })
      .from(bets)
      .where(and(eq(bets.memberId, memberId), gte(bets.createdAt, start)));
    const [deposited] = await db
      .select({ total: sql<string>`coalesce(sum(${ledger.amount}), 0)` })
      .from(ledger)
      .where(and(eq(ledger.memberId, memberId), eq(ledger.kind, 'deposit'), gte(ledger.createdAt, start)));
    // An authenticated request is a sign-in of today.
    return { LOGIN: 1, BET_COUNT: played?.rounds ?? 0, TURNOVER: Number(played?.turnover ?? 0), DEPOSIT: Number(deposited?.total ?? 0) };
  }

  function missionView(row: MissionRow, done: Record<Kind, number>, claimed: boolean, chain: readonly string[]) {
    const progress = Math.min(done[row.kind], row.target);
    return {
      missionId: String(row.id),
      title: translate(row.translations, chain, row.title),
      kind: row.kind,
      target: amountText(row.kind, row.target),
      progress: amountText(row.kind, progress),
      reward: fromMinorUnits(row.reward),
      status: claimed ? ('CLAIMED' as const) : progress >= row.target ? ('CLAIMABLE' as const) : ('IN_PROGRESS' as const),
    };
  }

  async function claimedToday(db: Executor, memberId: number, day: string): Promise<Set<number>> {
    const rows = await db
      .select({ missionId: missionClaims.missionId })
      .from(missionClaims)
      .where(and(eq(missionClaims.memberId, memberId), eq(missionClaims.day, day)));
    return new Set(rows.map((row) => row.missionId));
  }

  return {
    async getMissions(request: FastifyRequest) {
      const auth = await withFlag(request);
      const { day, start } = today();
      const rows = await ctx.db.select().from(missions).where(eq(missions.merchantCode, auth.merchant.code)).orderBy(asc(missions.sort));
      const done = await activity(ctx.db, auth.member.id, start);
      const claimed = await claimedToday(ctx.db, auth.member.id, day);
      return ok(rows.map((row) => missionView(row, done, claimed.has(row.id), resolveContentLanguage(request, auth.merchant).chain)));
    },

    async claimMission(request: OperationRequest<'claimMission'>) {
      const auth = await withFlag(request);
      const id = rowId(request.params.missionId);
      if (id === undefined) throw new HttpError(404, 'NOT_FOUND', 'No such mission');
      const [row] = await ctx.db
        .select()
        .from(missions)
        .where(and(eq(missions.id, id), eq(missions.merchantCode, auth.merchant.code)));
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such mission');
      await consume(ctx.db, `mission:member:${auth.member.id}`, limits.writePerMember);
      const { day, start } = today();
      const result = await ctx.db.transaction(async (tx) => {
        // The unique (member, mission, day) index makes the second of two simultaneous claims insert nothing.
        const [claim] = await tx
          .insert(missionClaims)
          .values({ memberId: auth.member.id, missionId: row.id, day, amount: row.reward })
          .onConflictDoNothing()
          .returning();
        if (!claim) throw new HttpError(409, 'ALREADY_APPLIED', 'This mission was already claimed today');
        const done = await activity(tx, auth.member.id, start);
        if (done[row.kind] < row.target) throw new HttpError(400, 'VALIDATION_FAILED', 'This mission is not completed yet');
        const balance = await applyToWallet(tx, auth.member.id, row.reward, 'reward', `mission:${row.id}:${day}`);
        return { done, balance };
      });
      return ok({
        mission: missionView(row, result.done, true, resolveContentLanguage(request, auth.merchant).chain),
        sumBalance: fromMinorUnits(result.balance),
      });
    },
  };
}
