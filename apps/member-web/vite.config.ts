import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageInfo, merchantConfig } from '@whitelabel/core';
import { merchantApp } from '@whitelabel/tooling/merchant-app';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenShell } from './first-screen-shell.js';
import { firstScreenBannerPages, firstScreenShellLayouts } from './src/app/first-screen-banners.js';
import { merchantPwa } from './pwa.js';

// The merchant is chosen at build time: MERCHANT=goldenlotus pnpm build (one build per merchant).
const merchant = merchantConfig(process.env.MERCHANT ?? 'lucky88');
const outDir = process.env.OUT_DIR ?? 'dist';
/** `<html lang dir>` of each language the merchant offers; the document starts in its default. */
const documentLanguage = (code: (typeof merchant.languages)[number]) => {
  const info = languageInfo(code);
  return { lang: info.tag, dir: info.dir };
};
const documentLanguages = Object.fromEntries(merchant.languages.map((code) => [code, documentLanguage(code)]));

// firstScreenShell: the page frame as HTML in index.html, painted before any script.
// merchantPwa: the merchant's web app manifest, icons and service worker, before precompression.
export default defineConfig(
  merchantApp({
    merchant,
    outDir,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      firstScreenShell({
        name: merchant.name,
        themeId: merchant.themeId,
        language: documentLanguage(merchant.defaultLanguage),
        languages: documentLanguages,
        bannerPages: firstScreenBannerPages(),
        shellLayouts: firstScreenShellLayouts(),
      }),
      merchantPwa(merchant, resolve(fileURLToPath(new URL('.', import.meta.url)), outDir)),
    ],
  }),
);
