import type { LanguageCode } from '../i18n/languages.js';

/**
 * Static configuration of a merchant site, fixed at build time (docs/architecture.md, white label): each
 * merchant's is in its folder of the workspace's merchants/ (merchant.json), read by @whitelabel/merchants.
 * Runtime switches (white-label flags, feature switches) come from the settings call.
 */
export interface MerchantConfig {
  code: string;
  name: string;
  /** The base theme of packages/ui the merchant's theme extends (`@whitelabel/ui/themes/<themeId>`). */
  themeId: string;
  defaultLanguage: LanguageCode;
  languages: readonly LanguageCode[];
  /**
   * The merchant's one age limit, in every text (registration confirmation, footer 18+/21+, responsible
   * gaming) and the server's birthday check: 18 by default (spec section 9), 21 where the market asks it
   * (the spec's "registration text confirms 21"); docs/decisions.md.
   */
  ageLimit: number;
  /** How the merchant proves phone numbers: the API server's SMS (the default) or Firebase, which needs the site's plug. */
  phoneVerification?: 'sms' | 'firebase';
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
