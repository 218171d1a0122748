import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageInfo, merchantConfig } from '@whitelabel/core';
import { precompress } from '@whitelabel/tooling/precompress';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstScreenShell } from './first-screen-shell.js';
import { merchantPwa } from './pwa.js';

// /wps and /lgw go to the reference server by default; point API_PROXY_TARGET at an operator's gateway instead.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787';
const proxy = {
  '/wps': { target: apiTarget, changeOrigin: false },
  '/lgw': { target: apiTarget, changeOrigin: false },
};

// The merchant is chosen at build time: MERCHANT=goldenlotus pnpm build (one build per merchant).
const merchant = merchantConfig(process.env.MERCHANT ?? 'lucky88');
const outDir = process.env.OUT_DIR ?? 'dist';
/** `<html lang dir>` of each language the merchant offers; the document starts in its default. */
const documentLanguage = (code: (typeof merchant.languages)[number]) => {
  const info = languageInfo(code);
  return { lang: info.tag, dir: info.dir };
};
const documentLanguages = Object.fromEntries(merchant.languages.map((code) => [code, documentLanguage(code)]));

/** `@merchant-theme`: the merchant's theme entry of @whitelabel/ui, so a build carries only its own theme. */
function merchantThemeModule(themeId: string): Plugin {
  const id = '\0merchant-theme';
  return {
    name: 'merchant-theme',
    resolveId: (source) => (source === '@merchant-theme' ? id : undefined),
    load: (loaded) => (loaded === id ? `export { ${themeId}Theme as merchantTheme } from '@whitelabel/ui/themes/${themeId}';` : undefined),
  };
}

export default defineConfig({
  // precompress: .br and .gz siblings of the text files, sent as they are by apps/site-server.
  // firstScreenShell: the page frame as HTML in index.html, painted before any script.
  // merchantPwa: the merchant's web app manifest, icons and service worker, before precompress.
  plugins: [
    react(),
    vanillaExtractPlugin(),
    merchantThemeModule(merchant.themeId),
    firstScreenShell({ name: merchant.name, themeId: merchant.themeId, language: documentLanguage(merchant.defaultLanguage), languages: documentLanguages }),
    merchantPwa(merchant, resolve(fileURLToPath(new URL('.', import.meta.url)), outDir)),
    precompress(),
  ],
  define: {
    'import.meta.env.MERCHANT': JSON.stringify(merchant.code),
  },
  server: { proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // dist/ for the default merchant; OUT_DIR=dist-goldenlotus etc. for the others (e2e in two themes).
    outDir,
  },
});
