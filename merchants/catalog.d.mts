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
export declare function checkPhoneVerification(code: string, plugs: readonly string[], dir?: string): void;
export declare function loadMerchant(code: string, dir?: string): Promise<Merchant>;
export declare function merchantTokens(code: string, dir?: string): Promise<ThemeTokens>;
export declare function isMerchantCode(value: unknown): value is string;

/** A piece of a merchant's artwork/ folder: its use and the width:height its viewBox may have. */
export interface ArtworkPiece {
  use: string;
  ratio: [number, number];
}
export type ArtworkFile = 'logo-light.svg' | 'logo-dark.svg' | 'favicon.svg' | 'icon.svg' | 'icon-maskable.svg' | 'splash.svg';
export declare const artworkPieces: Record<ArtworkFile, ArtworkPiece>;
/** Each piece's SVG, or null where the merchant's folder has none. */
export declare function merchantArtwork(code: string, dir?: string): Record<ArtworkFile, string | null>;
export declare function measureText(text: string, fontSize: number): number;
export declare function fallbackLogo(name: string, colours: { brand: string; onBrand: string; text: string }): string;
