import * as build from '@merchant';
import type { MerchantConfig } from '@whitelabel/core';
import type { MerchantTheme } from '@whitelabel/ui';

// `@merchant` exists only in a site's build (MERCHANT chooses it): this module is the typed way to it.

/** The merchant this build serves. */
export const merchant: MerchantConfig = build.merchant;

/** The merchant's theme, the only one the build carries. */
export const merchantTheme: MerchantTheme = build.merchantTheme;

/** The merchant's logo for the header: its artwork (or one drawn from its name) and the shape to reserve for it. */
export const merchantLogo: { src: string; width: number; height: number } = build.merchantLogo;
