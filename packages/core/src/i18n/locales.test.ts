import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from './namespaces.js';
import { languages } from './languages.js';

/**
 * Every language file against English: same keys, same placeholders, the language's CLDR plural forms
 * for counted texts, and no English left behind except names and codes that every market writes alike.
 */
const folder = join(import.meta.dirname, 'locales');
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Brand names and codes a translation keeps as they are. */
const brandNames = ['WeChat Pay', 'QQ Wallet', 'WeChat', 'Alipay', 'QQ', 'LINE', 'WhatsApp', 'Zalo', 'Facebook', 'Google', 'Telegram'];
const codes = new Set(['USDT', 'VIP', 'OTP', 'ID', 'PIN', 'URL', 'OK', 'Bingo']);
/**
 * Words a language writes exactly as English does, by the usage of that market's gaming sites (each
 * glossary in docs/i18n-glossary says why). Anything else equal to English is an untranslated text.
 */
const sameWordInLanguage: Record<string, readonly string[]> = {
  es: ['Total', 'Ref'],
  fr: ['Notifications', 'Menu', 'Agent', 'Agents', 'Total', 'Missions', 'E-mail', 'Type', 'Suggestion', 'Question', 'messages'],
  pt: ['Menu', 'Total', 'E-mail', 'Odds'],
  'pt-BR': ['Menu', 'E-mail', 'Total', 'Ref', 'Odds', 'Status'],
  uz: ['Agent', 'Bank'],
  id: ['Menu', 'Deposit', 'Filter', 'Bonus', 'Provider', 'Status', 'Odds'],
  ms: ['Menu', 'Deposit', 'Bonus', 'Odds'],
  fil: ['Menu', 'Username', 'Password', 'Bonus', 'E-wallet', 'Odds'],
};

function flatten(tree: Record<string, unknown>, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') flatten(value as Record<string, unknown>, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

/** A language's texts of every namespace, keyed `namespace:key` (a key must stay in its namespace). */
function load(tag: string): Record<string, unknown> {
  return Object.assign(
    {},
    ...namespaces.map((namespace) =>
      flatten(JSON.parse(readFileSync(join(folder, tag, `${namespace}.json`), 'utf8')) as Record<string, unknown>, `${namespace}:`),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([^}\s]+)\s*}}/g)].map((match) => match[1]!).sort();

/** Whether a value may read the same as English: only names, codes, the language's shared words and signs remain. */
function mayEqualEnglish(value: string, tag: string): boolean {
  const withoutNames = brandNames.reduce((text, name) => text.replaceAll(name, ' '), value.replace(/{{[^}]+}}/g, ' '));
  const shared = new Set(sameWordInLanguage[tag] ?? []);
  return (withoutNames.match(/\p{L}[\p{L}-]*/gu) ?? []).every((word) => codes.has(word) || shared.has(word));
}

const english = load('en');
const englishKeys = Object.keys(english).filter((key) => !pluralSuffix.test(key));
const tags = [...new Set(languages.map((language) => language.tag))];

describe('language files (spec section 1: 30 interface languages)', () => {
  it('has a folder for every interface language and none for anything else, each with every namespace', () => {
    expect(readdirSync(folder).sort()).toEqual([...tags].sort());
    for (const tag of tags) expect(readdirSync(join(folder, tag)).sort()).toEqual(namespaces.map((namespace) => `${namespace}.json`).sort());
  });

  describe.each(tags.filter((tag) => tag !== 'en'))('%s', (tag) => {
    const texts = load(tag);
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;

    it('has every English key, each a non-empty text, and no other key', () => {
      expect(englishKeys.filter((key) => typeof texts[key] !== 'string' || !(texts[key] as string).trim())).toEqual([]);
      expect(Object.keys(texts).filter((key) => !(key.replace(pluralSuffix, '') in english))).toEqual([]);
    });

    it('keeps the placeholders of English', () => {
      const changed = englishKeys.filter(
        (key) => typeof texts[key] === 'string' && placeholders(texts[key] as string).join() !== placeholders(english[key] as string).join(),
      );
      expect(changed).toEqual([]);
    });

    it('has every plural form the language needs for counted texts', () => {
      const counted = englishKeys.filter((key) => (english[key] as string).includes('{{count}}'));
      const missing =
        categories.length > 1
          ? counted.flatMap((key) => categories.filter((category) => typeof texts[`${key}_${category}`] !== 'string').map((category) => `${key}_${category}`))
          : [];
      expect(missing).toEqual([]);
    });

    it('leaves nothing in English but names and codes', () => {
      const untranslated = englishKeys.filter((key) => texts[key] === english[key] && !mayEqualEnglish(english[key] as string, tag));
      expect(untranslated).toEqual([]);
    });
  });
});
