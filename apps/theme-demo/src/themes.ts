import { merchantConfigs, type MerchantConfig } from '@whitelabel/core';
import type { MerchantTheme } from '@whitelabel/ui';
import { themeModules } from 'virtual:ui-themes';

export interface DemoTheme extends MerchantTheme {
  /** The merchants whose sites wear this theme (packages/core merchant configs). */
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
 * configured merchant come first, in the order of the merchant list; the others follow by id.
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

export const demoThemes: readonly DemoTheme[] = collectThemes(themeModules, merchantConfigs);

export function findTheme(id: string | null): DemoTheme | undefined {
  return demoThemes.find((theme) => theme.id === id);
}
