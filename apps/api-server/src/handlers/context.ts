import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { merchants } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { defaultMerchantCode } from '../seed/merchants.js';

export interface HandlerContext {
  db: Database;
  config: ServerConfig;
}

export type Merchant = typeof merchants.$inferSelect;

/** The request's merchant: the Merchant header, else the host's domain route, else the default. */
export async function resolveMerchant(ctx: HandlerContext, request: FastifyRequest): Promise<Merchant> {
  const header = request.headers['merchant'];
  const code = typeof header === 'string' && header ? header : undefined;
  if (code) {
    const [row] = await ctx.db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
    if (!row) throw new HttpError(404, 'NOT_FOUND', `Unknown merchant ${code}`);
    return row;
  }
  const host = (request.hostname || '').split(':')[0] ?? '';
  const [byDomain] = await ctx.db
    .select()
    .from(merchants)
    .where(sql`${merchants.domains} @> ${JSON.stringify([host])}::jsonb`)
    .limit(1);
  if (byDomain) return byDomain;
  const [fallback] = await ctx.db.select().from(merchants).where(eq(merchants.code, defaultMerchantCode)).limit(1);
  if (!fallback) throw new HttpError(500, 'UNKNOWN_ERROR', 'No merchant is configured');
  return fallback;
}
