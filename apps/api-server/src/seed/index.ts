import type { Database } from '../db/database.js';
import { merchants } from '../db/schema.js';
import { seedMerchants } from './merchants.js';

/** Inserts the demo data; safe to run on every start (existing rows are left as they are). */
export async function seed(db: Database): Promise<void> {
  await db.insert(merchants).values(seedMerchants).onConflictDoNothing({ target: merchants.code });
}
