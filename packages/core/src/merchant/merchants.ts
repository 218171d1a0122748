import { languages, type LanguageCode } from '../i18n/languages.js';

/**
 * Static configuration of a merchant site, fixed at build time (docs/architecture.md, white label).
 * Runtime switches (white-label flags, feature switches) come from the settings call.
 */
export interface MerchantConfig {
  code: string;
  name: string;
  /** Theme id of packages/ui (`@whitelabel/ui/themes/<themeId>`). */
  themeId: string;
  defaultLanguage: LanguageCode;
  languages: readonly LanguageCode[];
  /**
   * The merchant's one age limit, in every text (registration confirmation, footer 18+/21+, responsible
   * gaming) and the server's birthday check: 18 by default (spec section 9), 21 where the market asks it
   * (goldenlotus, the spec's "registration text confirms 21"); docs/decisions.md.
   */
  ageLimit: number;
}

export const merchantConfigs: readonly MerchantConfig[] = [
  { code: 'lucky88', name: 'Lucky 88', themeId: 'classic', defaultLanguage: 'TH', languages: ['TH', 'EN', 'TW'], ageLimit: 18 },
  { code: 'goldenlotus', name: 'Golden Lotus', themeId: 'light', defaultLanguage: 'EN', languages: ['EN', 'CN', 'VI', 'AR'], ageLimit: 21 },
  { code: 'clearplay', name: 'ClearPlay', themeId: 'contrast', defaultLanguage: 'EN', languages: ['EN', 'TH', 'AR', 'FA', 'UR'], ageLimit: 18 },
  // Every interface language, so each one is reachable in some build (VI, ID, JA, KO, HI, BN, MY, KM... none of the others offers).
  { code: 'globalwin', name: 'Global Win', themeId: 'light', defaultLanguage: 'EN', languages: languages.map((language) => language.code), ageLimit: 18 },
];

export function merchantConfig(code: string): MerchantConfig {
  const config = merchantConfigs.find((merchant) => merchant.code === code);
  if (!config) throw new Error(`Unknown merchant ${code}; known: ${merchantConfigs.map((m) => m.code).join(', ')}`);
  return config;
}

/** Local storage key of the chosen language (spec section 3). */
export const languageStorageKey = 'language';

/** The saved language when the merchant offers it, else the merchant's default (spec section 2, start-up order). */
export function initialLanguage(config: MerchantConfig, saved: string | null | undefined): LanguageCode {
  return config.languages.find((code) => code === saved) ?? config.defaultLanguage;
}

/** A user agent marks the native app wrapper with this token; the app then gets the `is-app` class. */
export const appUserAgentMarker = /\bWLApp\/\d/;

export function isAppUserAgent(userAgent: string): boolean {
  return appUserAgentMarker.test(userAgent);
}
