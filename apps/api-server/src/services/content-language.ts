import { isLanguageCode, languageInfo, languages } from '@whitelabel/rules';
import type { Translations } from '../db/schema.js';

/** KO and KR are both Korean (spec section 1): texts are stored under KO and found under either code. */
const aliases: Record<string, string> = { KR: 'KO' };

/** The language a row's own columns (and the code's own names) are written in. */
export const baseLanguage = 'EN';

/**
 * The response language and where a text is looked for, in order: that language, then the merchant's default
 * language. The row's own (English) text is the last resort, reached only when neither exists.
 */
export interface ContentLanguage {
  language: string;
  chain: string[];
}

export function contentLanguage(language: string, defaultLanguage: string): ContentLanguage {
  const codes = [language, aliases[language], defaultLanguage, aliases[defaultLanguage]].filter((code): code is string => !!code);
  return { language, chain: [...new Set(codes)] };
}

/** One text of a row in the chain's first language that has it, else the row's own text. */
export function translate(translations: Translations<string> | undefined, chain: readonly string[], own: string): string {
  for (const code of chain) {
    if (code === baseLanguage) return own;
    const text = translations?.[code];
    if (text !== undefined) return text;
  }
  return own;
}

/** Every field of a row (title, content...), each in the chain's first language that has it. */
export function translateFields<T extends Record<string, string>>(translations: Translations<Partial<T>> | undefined, chain: readonly string[], own: T): T {
  const result = { ...own };
  for (const field of Object.keys(own) as (keyof T & string)[]) {
    const byLanguage: Translations<string> = {};
    for (const [code, fields] of Object.entries(translations ?? {})) {
      const text = fields[field];
      if (text !== undefined) byLanguage[code] = text;
    }
    result[field] = translate(byLanguage, chain, String(own[field])) as T[keyof T & string];
  }
  return result;
}

/** A shared name (labels table): `names` holds EN itself, so the last resort is the English name. */
export function labelName(names: Translations<string> | undefined, chain: readonly string[], fallback: string): string {
  for (const code of chain) {
    const text = names?.[code];
    if (text !== undefined) return text;
  }
  return names?.[baseLanguage] ?? fallback;
}

/** Whether a language code is written right to left (the interface languages' table, @whitelabel/rules). */
export const isRightToLeft = (language: string) => isLanguageCode(language) && languageInfo(language).dir === 'rtl';

/**
 * The first language of an Accept-Language header, in its order of preference, that `offered` holds (spec codes):
 * its tag exactly (pt-BR), else by primary language (pt-PT is PT, th-TH is TH, zh is CN). Undefined when none is offered.
 */
export function acceptedLanguage(header: string | undefined, offered: readonly string[]): string | undefined {
  const wanted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const candidates = languages.filter((language) => offered.includes(language.code));
  for (const { tag } of wanted) {
    const exact = candidates.find((language) => language.tag.toLowerCase() === tag);
    const primary = candidates.find((language) => language.tag.toLowerCase().split('-')[0] === tag.split('-')[0]);
    if (exact ?? primary) return (exact ?? primary)!.code;
  }
  return undefined;
}
