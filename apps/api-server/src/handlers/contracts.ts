import type { FastifyRequest } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { contracts } from '../db/schema.js';
import { fromMinorUnits } from '@whitelabel/rules';
import { authenticateReal, ok, type HandlerContext } from './context.js';

/** Types the contract-request check skips (spec section 6). */
const skipped = new Set([4, 40, 41, 42]);

/** Pending contract requests an upline agent offered to this account: daily salary, dividend, hourly salary. */
export function contractHandlers(ctx: HandlerContext) {
  async function pending(request: FastifyRequest, kind: 'salary' | 'dividend' | 'hour') {
    const auth = await authenticateReal(ctx, request);
    if (skipped.has(auth.member.type)) return undefined;
    const [row] = await ctx.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.memberId, auth.member.id), eq(contracts.kind, kind), eq(contracts.status, 'pending')))
      .orderBy(desc(contracts.createdAt))
      .limit(1);
    return row;
  }

  return {
    async getSalaryContract(request: FastifyRequest) {
      const row = await pending(request, 'salary');
      const terms = row?.terms as { rate: string; minTurnover: number; minActiveMembers: number } | undefined;
      return ok(
        row && terms
          ? {
              dailysalreqtype: 1 as const,
              contract: {
                contractId: String(row.id),
                rate: terms.rate,
                minTurnover: fromMinorUnits(terms.minTurnover),
                minActiveMembers: terms.minActiveMembers,
                offeredAt: row.createdAt.toISOString(),
              },
            }
          : { dailysalreqtype: 0 as const, contract: null },
      );
    },

    async getDividendContract(request: FastifyRequest) {
      const row = await pending(request, 'dividend');
      const terms = row?.terms as { period: 'WEEKLY' | 'HALF_MONTH' | 'MONTHLY'; tiers: { minProfit: number; rate: string }[] } | undefined;
      return ok(
        row && terms
          ? {
              divtypecompperiodreq: 1 as const,
              contract: {
                contractId: String(row.id),
                period: terms.period,
                tiers: terms.tiers.map((tier) => ({ minProfit: fromMinorUnits(tier.minProfit), rate: tier.rate })),
                offeredAt: row.createdAt.toISOString(),
              },
            }
          : { divtypecompperiodreq: 0 as const, contract: null },
      );
    },

    async getHourContract(request: FastifyRequest) {
      const row = await pending(request, 'hour');
      const terms = row?.terms as { hourlyRate: number; minHours: number } | undefined;
      return ok(
        row && terms
          ? {
              contracthoursalreq: 1 as const,
              contract: {
                contractId: String(row.id),
                hourlyRate: fromMinorUnits(terms.hourlyRate),
                minHours: terms.minHours,
                offeredAt: row.createdAt.toISOString(),
              },
            }
          : { contracthoursalreq: 0 as const, contract: null },
      );
    },
  };
}
