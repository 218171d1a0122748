import { merchantConfig } from '@whitelabel/core';
// `@merchant-theme` is aliased at build time to `@whitelabel/ui/themes/<themeId>` of the merchant
// (vite.config.ts), so a build carries its own theme only.
import { merchantTheme as theme } from '@merchant-theme';

/** The merchant this build serves (MERCHANT at build time), and its theme. */
export const merchant = merchantConfig(import.meta.env.MERCHANT);

export const merchantTheme = theme;
