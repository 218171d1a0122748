import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { rateLimits } from '../db/schema.js';
import { HttpError } from '../errors.js';

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
}

/** Limits by action (spec: login, captcha and SMS rate-limited per account and per IP). */
export const limits = {
  loginPerAccount: { max: 10, windowSeconds: 600 },
  loginPerIp: { max: 60, windowSeconds: 600 },
  captchaPerIp: { max: 60, windowSeconds: 60 },
  smsPerNumber: { max: 5, windowSeconds: 3600 },
  smsPerIp: { max: 20, windowSeconds: 3600 },
  registerPerIp: { max: 20, windowSeconds: 3600 },
  checkPerIp: { max: 120, windowSeconds: 60 },
  mailPerAccount: { max: 5, windowSeconds: 3600 },
  mailPerIp: { max: 20, windowSeconds: 3600 },
  passwordPerAccount: { max: 10, windowSeconds: 600 },
  writePerMember: { max: 60, windowSeconds: 60 },
} satisfies Record<string, Limit>;

let enabled = true;
/** Benchmarks and end-to-end journeys switch limits off (RATE_LIMITS=off); everything else keeps them on. */
export function setRateLimitsEnabled(value: boolean): void {
  enabled = value;
}

/**
 * Counts one attempt against a fixed window kept in the database (so every instance shares it) and throws
 * 429 RATE_LIMITED, with the seconds to wait, once the window's budget is spent.
 */
export async function consume(db: Database, key: string, limit: Limit): Promise<void> {
  if (!enabled) return;
  const count = await countAttempt(db, key, limit.windowSeconds);
  if (count.count > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((count.resetAt.getTime() - Date.now()) / 1000));
    throw new HttpError(429, 'RATE_LIMITED', 'Too many attempts; try again later', { retryAfter });
  }
}

/**
 * Counts one event in a fixed window and returns the count so far. Unlike `consume` it always counts,
 * limits on or off: failed logins decide whether a captcha is required (spec section 4).
 */
export async function countAttempt(db: Database, key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }> {
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return rows[0]!;
}

/** Reads a counter without counting (e.g. failed logins decide whether a captcha is required). */
export async function peek(db: Database, key: string): Promise<number> {
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return rows[0]?.count ?? 0;
}

export async function clear(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
