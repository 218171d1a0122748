import { merchantConfig } from '@whitelabel/core';
import { classicTheme } from '@whitelabel/ui/themes/classic';

/** The merchant this build serves, and its theme. */
export const merchant = merchantConfig(import.meta.env.MERCHANT);

const themes = { classic: classicTheme } as const;

export const merchantTheme = themes[merchant.themeId as keyof typeof themes] ?? classicTheme;
