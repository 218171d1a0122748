import { and, eq, getTableColumns, gt, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  agentTerms,
  announcements,
  catalogueVersion,
  classifications,
  customerServiceChannels,
  depositBanks,
  depositPromos,
  downloadResources,
  games,
  helpTopics,
  labels,
  lotteries,
  merchants,
  missions,
  paymentGateways,
  promotionCategories,
  promotions,
  securityQuestions,
  vendors,
  vipRanks,
  withdrawBanks,
} from '../db/schema.js';
import { seedAccounts } from './accounts.js';
import { buildCatalogue, seedClassifications } from './catalogue.js';
import { buildAnnouncements, buildChannels, buildHelpTopics, buildPromotionCategories, buildPromotions, buildResources } from './content.js';
import { seedLotteries } from './lottery.js';
import { seedMerchants } from './merchants.js';
import { buildMissions } from './missions.js';
import { buildReferenceData, seedSecurityQuestions, seedWithdrawBanks } from './reference.js';
import { buildLabels } from './texts/index.js';
import { amountRulesOf } from '../services/amount-rules.js';

/**
 * Ends the merchant's rows of a kind that its folder's content no longer lists (announcements and promotions have
 * dependants, read receipts and applications, so they stay as history, past their end).
 */
async function endOthers(db: Database, table: typeof announcements | typeof promotions, merchantCode: string, kept: number[], kind?: SQL) {
  await db
    .update(table)
    .set({ endDate: new Date(0) })
    .where(and(eq(table.merchantCode, merchantCode), notInArray(table.id, kept), kind, or(isNull(table.endDate), gt(table.endDate, new Date()))));
}

/** The currency and amount rules of a seeded row (both always set by the folder's row; the column defaults otherwise). */
const rulesOf = (merchant: typeof merchants.$inferInsert) => ({ currency: merchant.currency ?? 'THB', amountRules: merchant.amountRules ?? null });

/** An upsert's `set` that takes every column of the new row (its key aside): a row that follows its folder whole. */
function everyColumn(table: typeof announcements | typeof promotions | typeof helpTopics) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => key !== 'id')
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

/** Inserts in chunks: PostgreSQL caps the parameters of one statement. */
async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Inserts the demo data; safe to run on every start and from several instances at once: merchant settings
 * follow the merchant folders (merchants/, or MERCHANTS_DIR: a folder added since the last start is a new merchant with
 * all its rows, a changed one's settings are updated), everything else is inserted only when missing (existing rows
 * are left as they are). `demoAccounts: false` (production unless SEED_DEMO=1) leaves out the demo accounts and their
 * public password.
 */
export async function seed(db: Database, options: { demoAccounts?: boolean; merchantsDir?: string } = {}): Promise<void> {
  // Read and checked before anything is written: a wrong folder stops the start with its file and field.
  const folders = seedMerchants(options.merchantsDir);
  for (const { row: merchant } of folders) {
    const { code: _code, createdAt: _createdAt, ...settings } = merchant;
    await db.insert(merchants).values(merchant).onConflictDoUpdate({ target: merchants.code, set: settings });
  }

  const catalogue = buildCatalogue();
  await db.insert(vendors).values(catalogue.vendors).onConflictDoNothing();
  await db.insert(classifications).values(seedClassifications).onConflictDoNothing();
  let changed = 0;
  await insertChunks(catalogue.games, 500, async (chunk) => {
    const rows = await db.insert(games).values(chunk).onConflictDoNothing().returning({ nodeId: games.nodeId });
    changed += rows.length;
  });
  // Shared names in every language follow the code; a change reloads every instance's catalogue like new games do.
  const changedLabels = await db
    .insert(labels)
    .values(buildLabels())
    .onConflictDoUpdate({
      target: [labels.scope, labels.key],
      set: { names: sql`excluded.names` },
      setWhere: sql`${labels.names} is distinct from excluded.names`,
    })
    .returning({ key: labels.key });
  changed += changedLabels.length;
  await db
    .insert(catalogueVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: catalogueVersion.id,
      set: { version: changed > 0 ? sql`${catalogueVersion.version} + 1` : sql`${catalogueVersion.version}` },
    });
  await db.insert(lotteries).values(seedLotteries).onConflictDoNothing();
  // Reference data is the operator's once seeded: inserted when missing, an operator's change stays.
  await db.insert(withdrawBanks).values(seedWithdrawBanks).onConflictDoNothing();
  await db.insert(securityQuestions).values(seedSecurityQuestions).onConflictDoNothing();

  // Each merchant's rows are numbered by its folder's seed slot, so a merchant added later takes no other's ids.
  for (const { row: merchant, slot: index, appDownloads, supportChannels, content: own = {} } of folders) {
    const content = {
      code: merchant.code,
      name: merchant.name,
      languages: merchant.languages,
      defaultLanguage: merchant.defaultLanguage,
      ageLimit: merchant.register?.ageLimit ?? 18,
    };
    // Translations follow the code (rows seeded before a language was added get it); everything else stays as it is.
    const translations = { translations: sql`excluded.translations` };
    // The folder's own content (content/) follows the folder whole, and takes the place of the default rows of its kind.
    const announcementRows = buildAnnouncements(content, index, own);
    const fromFolder = (row: (typeof announcementRows)[number]) => (row.type === 'A' && own.notices) || (row.type === 'PL' && own.marquee);
    for (const [rows, set] of [
      [announcementRows.filter((row) => !fromFolder(row)), translations],
      [announcementRows.filter(fromFolder), everyColumn(announcements)],
    ] as const)
      if (rows.length > 0) await db.insert(announcements).values(rows).onConflictDoUpdate({ target: announcements.id, set });
    for (const [type, given] of [
      ['A', own.notices],
      ['PL', own.marquee],
    ] as const)
      if (given)
        await endOthers(
          db,
          announcements,
          merchant.code,
          announcementRows.filter((row) => row.type === type).map((row) => row.id),
          eq(announcements.type, type),
        );
    await db
      .insert(promotionCategories)
      .values(buildPromotionCategories(content, index))
      .onConflictDoUpdate({ target: promotionCategories.id, set: translations });
    const promotionRows = buildPromotions(content, index, own);
    await db
      .insert(promotions)
      .values(promotionRows)
      .onConflictDoUpdate({ target: promotions.id, set: own.promotions ? everyColumn(promotions) : translations });
    if (own.promotions)
      await endOthers(
        db,
        promotions,
        merchant.code,
        promotionRows.map((row) => row.id),
      );
    const helpRows = buildHelpTopics(content, index, own);
    if (own.help)
      // Topics have no dependants: the default ones go.
      await db.delete(helpTopics).where(
        and(
          eq(helpTopics.merchantCode, merchant.code),
          notInArray(
            helpTopics.id,
            helpRows.map((row) => row.id),
          ),
        ),
      );
    await db
      .insert(helpTopics)
      .values(helpRows)
      .onConflictDoUpdate({ target: helpTopics.id, set: own.help ? everyColumn(helpTopics) : translations });
    await db
      .insert(downloadResources)
      .values(buildResources(merchant.code, index, merchant.mainDomain, appDownloads))
      .onConflictDoNothing();
    await db
      .insert(customerServiceChannels)
      .values(buildChannels(merchant.code, index, supportChannels))
      .onConflictDoNothing();
    // Missions and VIP ranks are the operator's once seeded: a row still as seeded (its English text unchanged) gets
    // the translations seeded after it; a renamed one keeps whatever the operator gave it.
    await db
      .insert(missions)
      .values(buildMissions(merchant, index))
      .onConflictDoUpdate({ target: missions.id, set: translations, setWhere: sql`${missions.title} = excluded.title` });
    const reference = buildReferenceData(merchant.code, merchant.languages, amountRulesOf(rulesOf(merchant)));
    await db.insert(depositBanks).values(reference.depositBanks).onConflictDoNothing();
    await db.insert(depositPromos).values(reference.depositPromos).onConflictDoNothing();
    await db.insert(paymentGateways).values(reference.paymentGateways).onConflictDoNothing();
    await db
      .insert(vipRanks)
      .values(reference.vipRanks)
      .onConflictDoUpdate({ target: [vipRanks.merchantCode, vipRanks.level], set: translations, setWhere: sql`${vipRanks.name} = excluded.name` });
    await db.insert(agentTerms).values(reference.agentTerms).onConflictDoNothing();
    if (options.demoAccounts !== false) {
      await seedAccounts(
        db,
        {
          code: merchant.code,
          name: merchant.name,
          languages: merchant.languages,
          mainDomain: merchant.mainDomain,
          countryDialingCode: merchant.countryDialingCode ?? '+66',
          ...rulesOf(merchant),
        },
        index,
      );
    }
  }
}
