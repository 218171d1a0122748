import { allMerchantSettings, merchantConfig, merchantContent, merchantsDir, type MerchantContent, type MerchantSettings } from '@whitelabel/merchants';
import { join } from 'node:path';
import type { merchants, RegisterFieldRule, RegisterSettings } from '../db/schema.js';
import { storedAmountRules } from '../services/amount-rules.js';
import { ruleByKey } from '../services/register-rules.js';

type MerchantRow = typeof merchants.$inferInsert;

const on = (required: boolean, patternId?: string, minLength?: number, maxLength?: number): RegisterFieldRule => ({
  enabled: true,
  required,
  ...(patternId ? { patternId } : {}),
  ...(minLength !== undefined ? { minLength } : {}),
  ...(maxLength !== undefined ? { maxLength } : {}),
});
const off: RegisterFieldRule = { enabled: false, required: false };

/**
 * Every registration field and its rule where a merchant's folder lists none (merchants/README.md, `register.fields`):
 * a folder names only the fields it asks differently, so a field added here reaches every merchant.
 */
export const defaultFieldRules: Readonly<Record<string, RegisterFieldRule>> = {
  username: on(true, 'username', 4, 16),
  password: on(true, 'password', 6, 20),
  confirmPassword: on(true),
  mobileNum: on(false, 'mobile', 6, 15),
  verificationCode: on(false, 'verificationCode', 4, 10),
  captcha: on(true),
  affiliateCode: on(false, 'affiliateCode', 4, 32),
  nickname: off,
  payeeName: off,
  email: off,
  idNumber: off,
  qqNum: off,
  facebook: off,
  wechat: off,
  line: off,
  whatsapp: off,
  zalo: off,
  birthday: off,
  paymentPassword: off,
  recommenderId: off,
};

/** A merchant as the seed makes it: its row, the slot numbering its seeded rows (ids, demo phone numbers), its app links. */
export interface SeedMerchant {
  row: MerchantRow;
  slot: number;
  appDownloads: MerchantSettings['appDownloads'];
  supportChannels: MerchantSettings['supportChannels'];
  /** The folder's own content (content/), which takes the place of the default rows of each kind it holds. */
  content: MerchantContent | undefined;
}

/** The registration settings of a folder: its switches and age limit, the default rules with its own laid over. */
function registerSettings(settings: MerchantSettings, file: string): RegisterSettings {
  const { fields, ...switches } = settings.register;
  for (const [name, rule] of Object.entries(fields)) {
    // The catalog checks the shape; only the server knows its fields and patterns.
    if (!(name in defaultFieldRules))
      throw new Error(`${file}: register.fields.${name} is not a registration field of the server (allowed: ${Object.keys(defaultFieldRules).join(', ')})`);
    if (rule.patternId !== undefined && !ruleByKey.has(rule.patternId))
      throw new Error(
        `${file}: register.fields.${name}.patternId ${rule.patternId} is not a pattern of the server (allowed: ${[...ruleByKey.keys()].join(', ')})`,
      );
  }
  return { ...switches, ageLimit: settings.ageLimit, fields: { ...defaultFieldRules, ...fields } };
}

/** The merchant row of one folder's settings. */
export function merchantRow(settings: MerchantSettings, dir = merchantsDir()): MerchantRow {
  const file = join(dir, settings.code, 'merchant.json');
  const social = Object.fromEntries((['facebook', 'google', 'line'] as const).map((name) => [`${name}Login`, settings.socialLogin.includes(name)]));
  return {
    code: settings.code,
    name: settings.name,
    defaultLanguage: settings.defaultLanguage,
    languages: [...settings.languages],
    whitelabel: settings.whitelabel,
    features: { ...settings.features, ...social },
    mobileTemplate: settings.mobileTemplate,
    mainDomain: settings.mainDomain,
    domains: settings.domains,
    register: registerSettings(settings, file),
    hiddenVendors: settings.hiddenVendors,
    countryDialingCode: settings.countryDialingCode,
    currency: settings.currency.code,
    amountRules: storedAmountRules(settings.amounts),
  };
}

/**
 * Every merchant of the folders (merchants/, or MERCHANTS_DIR), in slot order: the order the seed inserts them, so a
 * database seeded from scratch numbers its rows as one seeded before. A wrong folder stops the start with its file.
 */
export function seedMerchants(dir = merchantsDir()): SeedMerchant[] {
  return allMerchantSettings(dir)
    .sort((a, b) => a.seedSlot - b.seedSlot)
    .map((settings) => ({
      row: merchantRow(settings, dir),
      slot: settings.seedSlot,
      appDownloads: settings.appDownloads,
      supportChannels: settings.supportChannels,
      content: merchantContent(settings.code, dir),
    }));
}

/** Base themes by merchant: read from its folder once per process. */
const themes = new Map<string, string>();

/** The theme the template settings name for a merchant: the base theme its folder's theme.json extends, else classic. */
export function templateTheme(code: string, dir = merchantsDir()): string {
  const key = `${dir}\0${code}`;
  let theme = themes.get(key);
  if (theme === undefined) {
    // A merchant seeded from a folder since removed keeps its row; its template settings then name classic.
    try {
      theme = merchantConfig(code, dir).themeId;
    } catch {
      theme = 'classic';
    }
    themes.set(key, theme);
  }
  return theme;
}
