import type { ArtworkFile } from './artwork.mjs';
import type { MerchantConfig } from '@whitelabel/core';
import type { MerchantTheme, ThemeTokens } from '@whitelabel/ui/theme';

/** A merchant as a build needs it: its configuration, its theme's tokens, and its theme class with that class's CSS. */
export interface Merchant {
  config: MerchantConfig;
  tokens: ThemeTokens;
  theme: MerchantTheme & { css: string };
  /** The folder's artwork, each piece's SVG or null. */
  artwork: Record<ArtworkFile, string | null>;
  /** The header's logo: the variant for the header's background, or a generated one; its viewBox's width and height. */
  logo: HeaderLogo;
}

export interface HeaderLogo {
  svg: string;
  variant: 'light' | 'dark';
  generated: boolean;
  width: number;
  height: number;
}

export { firstMerchantCode, merchantBuildDir, merchantCodes, merchantHosts, merchantsDir } from './folders.mjs';
export declare function merchantConfig(code: string, dir?: string): MerchantConfig;
export declare function merchantConfigs(dir?: string): MerchantConfig[];

/** A field rule of `register.fields`, as the API's registration settings give it. */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  patternId?: string;
  minLength?: number;
  maxLength?: number;
}
export type FeatureSwitch = 'mobileCodeLogin' | 'resetByMail' | 'resetByVerification';
export type SocialLoginProvider = 'line' | 'facebook' | 'google';
export type RegisterSwitch = 'usernameRegistration' | 'mobileRegistration' | 'mobileVerification' | 'mobilePassword' | 'captcha' | 'affiliateCheck';
/** ISO 4217 currency: its code and its minor units (as the standard has them). */
export interface MerchantCurrency {
  code: string;
  minorUnits: number;
}
/** An amount range in the currency's major units (VND 100000, THB 100.5). */
export interface AmountRange {
  min: number;
  max: number;
}
/** What a member may move (merchant.json `amounts`), in the currency's major units. */
export interface MerchantAmounts {
  /** The deposit range; the presets are the QR channel's quick amounts. */
  deposit: AmountRange & { presets: number[] };
  withdrawal: AmountRange;
  /** The stake range of a round; the presets are the demo game's choices. */
  bet: AmountRange & { presets: number[] };
  /** The smallest rebate paid out: below it a claim waits for more turnover. */
  rebate: { minClaim: number };
}
/** Everything the reference server seeds for a merchant: its configuration and the server's keys of merchant.json. */
export interface MerchantSettings extends MerchantConfig {
  /** Numbers the merchant's seeded rows (ids, demo phone numbers): unique among the folders, never changed once seeded. */
  seedSlot: number;
  mainDomain: string;
  domains: string[];
  currency: MerchantCurrency;
  amounts: MerchantAmounts;
  countryDialingCode: string;
  whitelabel: string[];
  features: Record<FeatureSwitch, boolean>;
  socialLogin: SocialLoginProvider[];
  mobileTemplate: { mem_cen: 0 | 1; dep_func: 0 | 1 };
  hiddenVendors: string[];
  /** The switches, and the field rules replacing the server's defaults (the others keep them). */
  register: Record<RegisterSwitch, boolean> & { fields: Record<string, FieldRule> };
  /** Where the apps are downloaded; a kind not listed is the reference server's stand-in page. */
  appDownloads: Partial<Record<AppDownloadKind, string>>;
  /** The customer service channels the site lists; live chat not listed is the reference server's chat room, any other kind is not offered. */
  supportChannels: Partial<Record<SupportChannelKind, string>>;
}
export type AppDownloadKind = 'ios' | 'android' | 'mobileconfig';
export declare const appDownloadKinds: readonly AppDownloadKind[];
export type SupportChannelKind = 'livechat' | 'telegram' | 'line' | 'whatsapp';
export declare const supportChannelKinds: readonly SupportChannelKind[];
export declare const featureSwitches: readonly FeatureSwitch[];
export declare const socialLoginProviders: readonly SocialLoginProvider[];
export declare const registerSwitches: readonly RegisterSwitch[];
export declare function merchantSettings(code: string, dir?: string): MerchantSettings;
export declare function allMerchantSettings(dir?: string): MerchantSettings[];
export declare function checkPhoneVerification(code: string, plugs: readonly string[], dir?: string): void;
export declare function loadMerchant(code: string, dir?: string): Promise<Merchant>;
export declare function merchantTokens(code: string, dir?: string): Promise<ThemeTokens>;
/** The gradient drawn art lays white text over: a colour of the theme carrying white large text, then the brand (or accent). */
export declare function artColours(tokens: ThemeTokens): [string, string];
export declare function isMerchantCode(value: unknown): value is string;

export { artworkMaxBytes, artworkPieces, checkArtworkSvg, type ArtworkFile, type ArtworkPiece } from './artwork.mjs';
/** Each piece's SVG, or null where the merchant's folder has none. */
export declare function merchantArtwork(code: string, dir?: string): Record<ArtworkFile, string | null>;

/** A text of a merchant's content by language code: its default language always, its other languages optional. */
export type LanguageTexts = Record<string, string>;
/** The files a merchant's optional `content/` folder may hold: what each is for and how many entries it may list. */
export declare const contentKinds: Record<
  'notices.json' | 'marquee.json' | 'promotions.json' | 'help.json',
  { use: string; max: number; fields: Record<string, string> }
>;
export declare const promotionCategoryNames: readonly ['new-members', 'daily', 'vip', 'slots'];
/** A merchant's own content, by kind; each kind present replaces the reference server's default rows of that kind. */
export interface MerchantContent {
  notices?: { title: LanguageTexts; body: LanguageTexts }[];
  marquee?: { text: LanguageTexts }[];
  promotions?: { title: LanguageTexts; body: LanguageTexts; category: (typeof promotionCategoryNames)[number] }[];
  help?: { tag: string; title: LanguageTexts; body: LanguageTexts }[];
}
/** The folder's `content/`, checked; undefined when the folder has none. */
export declare function merchantContent(code: string, dir?: string): MerchantContent | undefined;
export declare function measureText(text: string, fontSize: number): number;
export declare function fallbackLogo(name: string, colours: { brand: string; onBrand: string; text: string }): string;
