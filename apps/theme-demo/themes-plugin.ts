import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { allMerchantSettings, merchantArtwork, merchantConfig, merchantsDir, merchantTokens } from '@whitelabel/merchants';
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

/** A Vite plugin serving `virtual:<name>`: the module's text from `source`, made when a build first imports it. */
function virtualModule(name: string, source: () => string | Promise<string>): Plugin {
  const virtualId = `virtual:${name}`;
  const resolvedId = `\0${virtualId}`;
  return {
    name,
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? source() : undefined),
  };
}

/** `virtual:ui-themes`: `export const themeModules = [{ id, module }, ...]` over every theme entry. */
export function uiThemesModule(): Plugin {
  return virtualModule('ui-themes', () => {
    const ids = uiThemeIds();
    const imports = ids.map((themeId, index) => `import * as theme${index} from '@whitelabel/ui/themes/${themeId}';`);
    const entries = ids.map((themeId, index) => `{ id: ${JSON.stringify(themeId)}, module: theme${index} }`);
    return `${imports.join('\n')}\nexport const themeModules = [${entries.join(', ')}];\n`;
  });
}

/**
 * Every folder of the workspace's merchants/ with its currency, in the order the merchants were made (their
 * seed slots: `pnpm merchant new` gives the next), so a frame keeps wearing the same merchant when one is added.
 */
function demoMerchants() {
  return allMerchantSettings()
    .sort((a, b) => a.seedSlot - b.seedSlot)
    .map((settings) => ({
      ...merchantConfig(settings.code),
      currency: settings.currency,
      // What the deposit and member-centre screens show of the folder: its deposit range and presets, its layouts and switches.
      site: { deposit: settings.amounts.deposit, mobileTemplate: settings.mobileTemplate, whitelabel: settings.whitelabel },
    }));
}

/**
 * `virtual:merchants`: `export const merchantConfigs = [...]`, every merchant folder (see demoMerchants), and
 * `merchantThemeTokens`, each folder's theme tokens by code (its base theme's with its theme.json laid over), which
 * the studio starts a draft from.
 */
export function merchantsModule(): Plugin {
  return virtualModule('merchants', async () => {
    const merchants = demoMerchants();
    const tokens = Object.fromEntries(await Promise.all(merchants.map(async ({ code }) => [code, await merchantTokens(code)] as const)));
    return `export const merchantConfigs = ${JSON.stringify(merchants)};\nexport const merchantThemeTokens = ${JSON.stringify(tokens)};\n`;
  });
}

/**
 * `virtual:merchant-folders`: `export const merchantFolders = { <code>: { merchant, artwork } }`, each folder's
 * merchant.json as written and its artwork's SVG, for the studio alone (its own chunk): a folder it exports keeps
 * every key it does not edit, and a merchant it edits keeps its artwork.
 */
export function merchantFoldersModule(): Plugin {
  return virtualModule('merchant-folders', () => {
    const folders = Object.fromEntries(
      demoMerchants().map(({ code }) => {
        const merchant = JSON.parse(readFileSync(join(merchantsDir(), code, 'merchant.json'), 'utf8')) as unknown;
        const artwork = Object.fromEntries(Object.entries(merchantArtwork(code)).filter(([, svg]) => svg !== null));
        return [code, { merchant, artwork }];
      }),
    );
    return `export const merchantFolders = ${JSON.stringify(folders)};\n`;
  });
}
