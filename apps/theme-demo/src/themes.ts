import { currencySymbol, type Currency, type MerchantConfig } from '@whitelabel/core';
import { amountDecimals } from '@whitelabel/rules';
import type { MerchantTheme } from '@whitelabel/ui';
import { merchantConfigs, merchantThemeTokens } from 'virtual:merchants';
import { themeModules } from 'virtual:ui-themes';
import { collectStudioSources } from './studio/draft.js';

/** A merchant as a frame wears it: its name, age limit and currency. */
export type DemoMerchant = MerchantConfig & { currency: Currency };

/** How a frame shows the merchant's money: the currency's symbol in the frame's language, and its decimals. */
export interface DemoMoney {
  symbol: string;
  decimals: number;
}

/** A theme no merchant wears shows amounts in Thai baht, the first merchant's currency in the spec. */
const fallbackCurrency: Currency = { code: 'THB', minorUnits: 2 };

export function demoMoney(currency: Currency | undefined, locale: string): DemoMoney {
  const shown = currency ?? fallbackCurrency;
  return { symbol: currencySymbol(locale, shown), decimals: amountDecimals(shown) };
}

export interface DemoTheme extends MerchantTheme {
  /** The merchants whose themes extend this one (the workspace's merchants/ folders, the oldest first; a frame wears the first). */
  merchants: readonly DemoMerchant[];
}

function isTheme(value: unknown): value is MerchantTheme {
  if (typeof value !== 'object' || value === null) return false;
  const theme = value as Partial<MerchantTheme>;
  return typeof theme.id === 'string' && typeof theme.name === 'string' && typeof theme.className === 'string';
}

/**
 * Every merchant theme of @whitelabel/ui, found from the package's theme entries (a new theme
 * folder appears here after the library build, without editing the demo). Themes worn by a
 * merchant come first, in the order of the merchant list; the others follow by id.
 */
export function collectThemes(modules: readonly { id: string; module: Record<string, unknown> }[], merchants: readonly DemoMerchant[]): DemoTheme[] {
  const themes = modules.map(({ id, module }) => {
    const theme = Object.values(module).find((value) => isTheme(value) && value.id === id);
    if (!isTheme(theme)) throw new Error(`@whitelabel/ui/themes/${id} exports no theme with id "${id}"`);
    return { id: theme.id, name: theme.name, className: theme.className, merchants: merchants.filter((merchant) => merchant.themeId === id) };
  });
  const rank = (theme: DemoTheme) => {
    const index = merchants.findIndex((merchant) => merchant.themeId === theme.id);
    return index === -1 ? merchants.length : index;
  };
  return themes.sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));
}

export const demoThemes: readonly DemoTheme[] = collectThemes(themeModules, merchantConfigs);

export function findTheme(id: string | null): DemoTheme | undefined {
  return demoThemes.find((theme) => theme.id === id);
}

/** What the studio starts a draft from: every merchant folder, then every base theme. */
export const studioSources = collectStudioSources(themeModules, merchantConfigs, merchantThemeTokens);
