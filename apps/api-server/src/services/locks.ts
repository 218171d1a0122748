import { eq } from 'drizzle-orm';
import { members } from '../db/schema.js';
import type { Executor } from './wallet.js';

/**
 * Locks a member's row until the caller's transaction ends, so that the member's count-then-insert limits (bank
 * cards, invite links) hold when requests race, on every instance. Call it first in the transaction.
 */
export async function lockMember(tx: Executor, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}
