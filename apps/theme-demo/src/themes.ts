import { currencySymbol, type Currency, type MerchantConfig } from '@whitelabel/core';
import { amountDecimals } from '@whitelabel/rules';
import type { MerchantTheme } from '@whitelabel/ui';
import { merchantConfigs, merchantThemeTokens } from 'virtual:merchants';
import { themeModules } from 'virtual:ui-themes';
import { collectStudioSources } from './studio/draft.js';

/**
 * What the deposit and member-centre screens show of a merchant folder's merchant.json: the deposit range and its
 * presets (in the currency's major units), the template layouts (mem_cen, dep_func) and the feature switches.
 */
export interface DemoSiteSettings {
  deposit: { min: number; max: number; presets: readonly number[] };
  mobileTemplate: { mem_cen: 0 | 1; dep_func: 0 | 1 };
  whitelabel: readonly string[];
}

/** A merchant as a frame wears it: its name, age limit, currency and site settings. */
export type DemoMerchant = MerchantConfig & { currency: Currency; site: DemoSiteSettings };

/** How a frame shows the merchant's money: its currency, the currency's symbol in the frame's language, and its decimals. */
export interface DemoMoney {
  currency: Currency;
  symbol: string;
  decimals: number;
}

/**
 * A theme no merchant wears is shown as the first merchant folder (the oldest seed slot) would show it: its money and
 * its site settings, as a new merchant the studio starts from a base theme copies that folder's settings.
 */
const firstMerchant: DemoMerchant | undefined = merchantConfigs[0];
const fallbackCurrency: Currency = firstMerchant?.currency ?? { code: 'THB', minorUnits: 2 };

export function demoMoney(currency: Currency | undefined, locale: string): DemoMoney {
  const shown = currency ?? fallbackCurrency;
  return { currency: shown, symbol: currencySymbol(locale, shown), decimals: amountDecimals(shown) };
}

/** A currency as merchant.json writes it (or a message carries it), when it is one. */
export function currencyOf(value: unknown): Currency | undefined {
  const currency = value as Partial<Currency> | null | undefined;
  return typeof currency?.code === 'string' && typeof currency.minorUnits === 'number' ? { code: currency.code, minorUnits: currency.minorUnits } : undefined;
}

/** The site settings a frame shows: its merchant's, else the first merchant folder's. */
export function demoSite(merchant: DemoMerchant | undefined): DemoSiteSettings {
  const site = merchant?.site ?? firstMerchant?.site;
  if (!site) throw new Error('The workspace has no merchant folder: the demo shows merchants/ folders');
  return site;
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
