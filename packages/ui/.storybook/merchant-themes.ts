import type { Plugin } from 'vite';

const moduleId = 'virtual:merchant-themes';
const resolvedModuleId = '\0merchant-themes';
const styleId = '\0merchant-themes.css';

interface LoadedMerchant {
  theme: { id: string; name: string; className: string; css: string };
}
interface Catalog {
  merchantCodes(): string[];
  loadMerchant(code: string): Promise<LoadedMerchant>;
}

/**
 * `virtual:merchant-themes`: every merchant folder's theme (its class and name; its rule in a style module), read
 * through the workspace's merchant catalog, the one place a merchant's tokens are laid over its base theme. Loaded
 * by path, not as a dependency: the catalog itself builds on this package's themes (its `dist`, built before
 * Storybook by this package's build), so a merchant folder shows in the toolbar without a line here.
 */
export function merchantThemes(): Plugin {
  let loaded: Promise<LoadedMerchant['theme'][]> | undefined;
  const themes = () =>
    (loaded ??= (async () => {
      const catalog = (await import(new URL('../../../merchants/catalog.mjs', import.meta.url).href)) as Catalog;
      return Promise.all(catalog.merchantCodes().map(async (code) => (await catalog.loadMerchant(code)).theme));
    })());
  return {
    name: 'merchant-themes',
    resolveId: (source) => (source === moduleId ? resolvedModuleId : source === styleId ? styleId : undefined),
    async load(id) {
      if (id === styleId) return (await themes()).map((theme) => theme.css).join('\n');
      if (id !== resolvedModuleId) return undefined;
      const list = (await themes()).map(({ id: themeId, name, className }) => ({ id: themeId, name, className }));
      return `import ${JSON.stringify(styleId)};\nexport const merchantThemes = ${JSON.stringify(list)};\n`;
    },
  };
}
