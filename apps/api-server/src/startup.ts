import { and, eq, inArray } from 'drizzle-orm';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { members, merchants } from './db/schema.js';
import { demoPassword, demoUsernames, demoWithdrawalPassword } from './seed/accounts.js';
import { seed } from './seed/index.js';
import { verifyPassword } from './services/crypto.js';

/** Accounts (merchant/username) that still open with the published demo password or withdrawal password. */
export async function accountsWithDemoSecrets(db: Database): Promise<string[]> {
  const rows = await db
    .select({
      merchantCode: members.merchantCode,
      username: members.username,
      passwordHash: members.passwordHash,
      withdrawalPasswordHash: members.withdrawalPasswordHash,
    })
    .from(members)
    .where(and(inArray(members.username, [...demoUsernames]), eq(members.isTrial, false)));
  const found: string[] = [];
  for (const row of rows) {
    const password = await verifyPassword(row.passwordHash, demoPassword);
    const withdrawal = row.withdrawalPasswordHash !== null && (await verifyPassword(row.withdrawalPasswordHash, demoWithdrawalPassword));
    if (password || withdrawal) found.push(`${row.merchantCode}/${row.username}`);
  }
  return found;
}

/**
 * Seeds the database for this configuration and checks that MEMBER_SITE_URLS and IMAGE_CDNS name its merchants. Production (NODE_ENV=production) gets no demo accounts unless
 * SEED_DEMO=1 asks for them, and refuses to start while any demo account still opens with the published demo
 * password (e.g. a database first started in development): change or remove those accounts, or set SEED_DEMO=1.
 */
export async function prepareDatabase(db: Database, config: Pick<ServerConfig, 'production' | 'seedDemo' | 'memberSiteUrls' | 'imageCdns'>): Promise<void> {
  await seed(db, { demoAccounts: config.seedDemo });
  // A misspelt merchant in MEMBER_SITE_URLS would send its agents' links to the main-domain default unnoticed.
  const known = new Set((await db.select({ code: merchants.code }).from(merchants)).map((row) => row.code));
  for (const [variable, byMerchant] of [
    ['MEMBER_SITE_URLS', config.memberSiteUrls],
    ['IMAGE_CDNS', config.imageCdns],
  ] as const) {
    const unknown = Object.keys(byMerchant).filter((code) => !known.has(code));
    if (unknown.length) throw new Error(`${variable} names no merchant of this server: ${unknown.join(', ')} (merchants: ${[...known].join(', ')})`);
  }
  if (!config.production || config.seedDemo) return;
  const exposed = await accountsWithDemoSecrets(db);
  if (exposed.length) {
    throw new Error(
      `Refusing to start in production: ${exposed.length} account(s) still use the published demo password (${exposed.slice(0, 5).join(', ')}${exposed.length > 5 ? ', ...' : ''}). ` +
        'Change or remove them, or set SEED_DEMO=1 to run the demo on purpose.',
    );
  }
}
