import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A merchant (site, "skin"): its identity, languages and the switches the settings call returns. */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  defaultLanguage: text('default_language').notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  whitelabel: jsonb('whitelabel').$type<string[]>().notNull(),
  features: jsonb('features').$type<Record<string, boolean>>().notNull(),
  mobileTemplate: jsonb('mobile_template').$type<{ mem_cen: 0 | 1; dep_func: 0 | 1 }>().notNull(),
  mainDomain: text('main_domain').notNull(),
  /** Host names that resolve to this merchant when a request carries no Merchant header. */
  domains: jsonb('domains').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
