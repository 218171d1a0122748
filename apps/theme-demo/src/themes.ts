import type { MerchantConfig } from '@whitelabel/core';
import type { MerchantTheme } from '@whitelabel/ui';
import { merchantConfigs } from 'virtual:merchants';
import { themeModules } from 'virtual:ui-themes';

export interface DemoTheme extends MerchantTheme {
  /** The merchants whose themes extend this one (the workspace's merchants/ folders). */
  merchants: readonly MerchantConfig[];
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
export function collectThemes(modules: readonly { id: string; module: Record<string, unknown> }[], merchants: readonly MerchantConfig[]): DemoTheme[] {
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

/**
 * The merchants a frame shows first (a frame wears its theme's first merchant: name, currency, age limit), as the
 * demo's screenshots show them; every other merchant of the merchants/ folders follows in code order.
 */
const featured = ['lucky88', 'goldenlotus', 'clearplay'];
const featuredRank = (code: string) => (featured.includes(code) ? featured.indexOf(code) : featured.length);
const demoMerchants = [...merchantConfigs].sort((a, b) => featuredRank(a.code) - featuredRank(b.code) || a.code.localeCompare(b.code));

export const demoThemes: readonly DemoTheme[] = collectThemes(themeModules, demoMerchants);

export function findTheme(id: string | null): DemoTheme | undefined {
  return demoThemes.find((theme) => theme.id === id);
}
