import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { allMerchantSettings, merchantConfig, merchantTokens } from '@whitelabel/merchants';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Every theme entry the built @whitelabel/ui offers (`dist/themes/<id>.js`, one per folder of
 * packages/ui/src/themes), so a new merchant theme shows up in the demo without editing it.
 */
export function uiThemeIds(): string[] {
  const themesDir = join(dirname(require.resolve('@whitelabel/ui/package.json')), 'dist', 'themes');
  return readdirSync(themesDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -'.js'.length))
    .sort();
}

/** `virtual:ui-themes`: `export const themeModules = [{ id, module }, ...]` over every theme entry. */
export function uiThemesModule(): Plugin {
  const virtualId = 'virtual:ui-themes';
  const resolvedId = `\0${virtualId}`;
  return {
    name: 'ui-themes',
    resolveId: (source) => (source === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const ids = uiThemeIds();
      const imports = ids.map((themeId, index) => `import * as theme${index} from '@whitelabel/ui/themes/${themeId}';`);
      const entries = ids.map((themeId, index) => `{ id: ${JSON.stringify(themeId)}, module: theme${index} }`);
      return `${imports.join('\n')}\nexport const themeModules = [${entries.join(', ')}];\n`;
    },
  };
}

/**
 * Every folder of the workspace's merchants/ with its currency, in the order the merchants were made (their
 * seed slots: `pnpm merchant new` gives the next), so a frame keeps wearing the same merchant when one is added.
 */
function demoMerchants() {
  return allMerchantSettings()
    .sort((a, b) => a.seedSlot - b.seedSlot)
    .map((settings) => ({ ...merchantConfig(settings.code), currency: settings.currency }));
}

/**
 * `virtual:merchants`: `export const merchantConfigs = [...]`, every merchant folder (see demoMerchants), and
 * `merchantThemeTokens`, each folder's theme tokens by code (its base theme's with its theme.json laid over), which
 * the studio starts a draft from.
 */
export function merchantsModule(): Plugin {
  const virtualId = 'virtual:merchants';
  const resolvedId = `\0${virtualId}`;
  return {
    name: 'merchants',
    resolveId: (source) => (source === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const merchants = demoMerchants();
      const tokens = Object.fromEntries(await Promise.all(merchants.map(async ({ code }) => [code, await merchantTokens(code)] as const)));
      return `export const merchantConfigs = ${JSON.stringify(merchants)};\nexport const merchantThemeTokens = ${JSON.stringify(tokens)};\n`;
    },
  };
}
