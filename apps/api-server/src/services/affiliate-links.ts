import { randomBytes } from 'node:crypto';
import { count, desc, eq, and } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { affiliateUrls, members } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { lockMember } from './locks.js';
import type { Executor } from './wallet.js';

export type AffiliateLink = typeof affiliateUrls.$inferSelect;

/** Links an agent may keep. */
const maxAffiliateUrls = 20;

/** The agent's links, newest first, with the members registered through each. */
export const linksOf = (db: Executor, agentId: number) =>
  db
    .select({ link: affiliateUrls, registrations: count(members.id) })
    .from(affiliateUrls)
    .leftJoin(members, eq(members.affiliateUrlId, affiliateUrls.id))
    .where(eq(affiliateUrls.agentId, agentId))
    .groupBy(affiliateUrls.id)
    .orderBy(desc(affiliateUrls.createdAt), desc(affiliateUrls.id));

/** A new link with a fresh code: 409 ALREADY_APPLIED at the limit, 503 SYSTEM_BUSY when no unique code comes up. */
export function createLink(db: Database, agentId: number, memberType: number, rebates: { gameType: string; rate: string }[]): Promise<AffiliateLink> {
  // The agent's row is locked while counting and inserting, so racing requests cannot pass the limit together.
  return db.transaction(async (tx) => {
    await lockMember(tx, agentId);
    const [existing] = await tx.select({ n: count() }).from(affiliateUrls).where(eq(affiliateUrls.agentId, agentId));
    if ((existing?.n ?? 0) >= maxAffiliateUrls)
      throw new HttpError(409, 'ALREADY_APPLIED', `An agent keeps at most ${maxAffiliateUrls} links: delete one first`);
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = `L${randomBytes(6)
        .toString('base64url')
        .replace(/[^A-Za-z0-9]/g, '')
        .toUpperCase()
        .slice(0, 7)
        .padEnd(7, '7')}`;
      const [created] = await tx.insert(affiliateUrls).values({ agentId, code, memberType, rebates }).onConflictDoNothing().returning();
      if (created) return created;
    }
    throw new HttpError(503, 'SYSTEM_BUSY', 'Could not create a unique link code, please try again');
  });
}

/** Deletes one of the agent's links; false when it has no such link. */
export async function deleteLink(db: Executor, agentId: number, id: number): Promise<boolean> {
  const deleted =
    id > 0
      ? await db
          .delete(affiliateUrls)
          .where(and(eq(affiliateUrls.id, id), eq(affiliateUrls.agentId, agentId)))
          .returning({ id: affiliateUrls.id })
      : [];
  if (!deleted.length) return false;
  // Members who registered through it keep their upline; the link just stops counting.
  await db.update(members).set({ affiliateUrlId: null }).where(eq(members.affiliateUrlId, id));
  return true;
}
