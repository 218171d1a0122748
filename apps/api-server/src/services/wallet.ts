import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { ledger, wallets, type LedgerKind } from '../db/schema.js';
import { HttpError } from '../errors.js';

/** A database handle or an open transaction (both run the same statements). */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Adds a signed amount (minor units) to a member's wallet and writes the ledger entry, in the caller's transaction.
 * A debit only succeeds when the balance covers it (one conditional UPDATE, so concurrent debits cannot overspend);
 * otherwise 409 INSUFFICIENT_BALANCE. Returns the balance after the change.
 */
export async function applyToWallet(db: Executor, memberId: number, amount: number, kind: LedgerKind, reference: string | null): Promise<number> {
  const condition = amount < 0 ? and(eq(wallets.memberId, memberId), gte(wallets.balance, -amount)) : eq(wallets.memberId, memberId);
  const rows = await db
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${amount}`, updatedAt: sql`now()` })
    .where(condition)
    .returning({ balance: wallets.balance });
  const row = rows[0];
  if (!row) {
    const [exists] = await db.select({ memberId: wallets.memberId }).from(wallets).where(eq(wallets.memberId, memberId));
    if (!exists) throw new HttpError(404, 'NOT_FOUND', 'The member has no wallet');
    throw new HttpError(409, 'INSUFFICIENT_BALANCE', 'The balance does not cover this amount');
  }
  await db.insert(ledger).values({ memberId, kind, amount, balanceAfter: row.balance, reference });
  return row.balance;
}

export async function balanceOf(db: Executor, memberId: number): Promise<number> {
  const [row] = await db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.memberId, memberId));
  return row?.balance ?? 0;
}

/**
 * Moves an amount (minor units) from one member's wallet to another's in one transaction (409 INSUFFICIENT_BALANCE
 * when the sender's balance does not cover it). Returns the sender's ledger entry id and balance after.
 */
export async function transferBetweenMembers(db: Database, fromId: number, toId: number, amount: number) {
  const reference = `transfer:${fromId}:${toId}:${Date.now()}`;
  const balance = await db.transaction(async (tx) => {
    const after = await applyToWallet(tx, fromId, -amount, 'transfer_out', reference);
    await applyToWallet(tx, toId, amount, 'transfer_in', reference);
    return after;
  });
  const [entry] = await db
    .select({ id: ledger.id })
    .from(ledger)
    .where(and(eq(ledger.memberId, fromId), eq(ledger.reference, reference)))
    .limit(1);
  return { transactionId: String(entry?.id ?? reference), balance };
}
