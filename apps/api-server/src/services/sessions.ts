import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { launchTickets, sessions, type members } from '../db/schema.js';
import { newToken, sha256 } from './crypto.js';

/** Sessions last 12 hours; the client renews on home load. */
export const sessionTtlMs = 12 * 3_600_000;

export interface SessionView {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  trial: boolean;
  expiresAt: string;
}

type MemberRow = typeof members.$inferSelect;

/**
 * Opens a session: a random token for the client, only its hash in the database. A login starts a new token
 * family; a renewal passes the family of the token it replaces, so that logout can end them all.
 */
export async function openSession(db: Database, member: MemberRow, side: 'member' | 'agent', firstTimeLogin = false, family?: string): Promise<SessionView> {
  const token = newToken();
  const tokenHash = sha256(token);
  const expiresAt = new Date(Date.now() + sessionTtlMs);
  await db.insert(sessions).values({ tokenHash, memberId: member.id, merchantCode: member.merchantCode, side, family: family ?? tokenHash, expiresAt });
  // Expired sessions of this member are pruned as new ones open, so the table does not grow without bound.
  await db.delete(sessions).where(and(eq(sessions.memberId, member.id), lt(sessions.expiresAt, new Date())));
  return {
    token,
    merchantCode: member.merchantCode,
    userName: member.username,
    type: member.type,
    firstTimeLogin,
    trial: member.isTrial,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * After a renewal the old token keeps working this long, so requests already in flight with it (or a
 * second tab renewing at the same moment) do not log the member out.
 */
export const renewalGraceMs = 30_000;

/** Ends a renewed session after the grace period (never later than it would have ended anyway). */
export async function retireSession(db: Database, tokenHash: string): Promise<void> {
  const graceEnd = new Date(Date.now() + renewalGraceMs);
  await db
    .update(sessions)
    .set({ expiresAt: graceEnd })
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, graceEnd)));
}

/** Logout: every token of the login (the current one and those renewed away in their grace) and its game tickets end. */
export async function endSessionFamily(db: Database, family: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.family, family));
  await db.delete(launchTickets).where(eq(launchTickets.sessionFamily, family));
}
