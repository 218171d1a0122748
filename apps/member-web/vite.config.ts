import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageInfo } from '@whitelabel/core';
import { checkPhoneVerification, firstMerchantCode, loadMerchant, merchantBuildDir } from '@whitelabel/merchants';
import { merchantApp } from '@whitelabel/tooling/merchant-app';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appModulePreload } from './app-module-preload.js';
import { firstScreenShell } from './first-screen-shell.js';
import { firstScreenBannerPages, firstScreenModules, firstScreenShellLayouts } from './src/app/first-screen-banners.js';
import { merchantPwa } from './pwa.js';

// One merchant per build, chosen by MERCHANT (any folder of the workspace's merchants/; the first when unset, as in
// `pnpm dev`); `pnpm build` builds every folder (merchant-builds).
const loaded = await loadMerchant(process.env.MERCHANT ?? firstMerchantCode());
const merchant = loaded.config;
// The phone channels this build can serve besides the server's SMS: "firebase" once src/main.tsx gives
// createAppServices a firebasePhoneSignIn (README, "Phone verification by Firebase"). A merchant whose merchant.json
// asks for a channel missing here stops the build and the dev server, rather than shipping phone forms that send nothing.
const phoneVerificationPlugs: string[] = [];
checkPhoneVerification(merchant.code, phoneVerificationPlugs);
const outDir = process.env.OUT_DIR ?? merchantBuildDir(merchant.code);
/** `<html lang dir>` of each language the merchant offers; the document starts in its default. */
const documentLanguage = (code: (typeof merchant.languages)[number]) => {
  const info = languageInfo(code);
  return { lang: info.tag, dir: info.dir };
};
const documentLanguages = Object.fromEntries(merchant.languages.map((code) => [code, documentLanguage(code)]));
/** The type scale's sample texts: Latin letters and digits (names of games and brands, amounts), and the own name of each language in another script. */
const latinScript = /^[\p{Script=Latin}\p{Script=Common}]*$/u;
const typeSamples = {
  latin: 'Aa 0123456789',
  languages: Object.fromEntries(
    merchant.languages.map((code) => languageInfo(code)).flatMap((info) => (latinScript.test(info.nativeName) ? [] : [[info.tag, info.nativeName]])),
  ),
};

// firstScreenShell: the page frame as HTML in index.html, painted before any script, and the type scale's specimen
// (laid out by the entry while the app downloads).
// appModulePreload: the app module's files listed, inert, in index.html's template (the entry asks for them once the
// first screen's image is in), and each first-screen page's screen files listed for the site server, which adds them
// to that page's template.
// merchantPwa: the merchant's web app manifest, icons and service worker, before precompression.
export default defineConfig(
  merchantApp({
    merchant: loaded,
    outDir,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      firstScreenShell({
        name: merchant.name,
        tokens: loaded.tokens,
        language: documentLanguage(merchant.defaultLanguage),
        languages: documentLanguages,
        bannerPages: firstScreenBannerPages(),
        shellLayouts: firstScreenShellLayouts(),
        typeSamples,
      }),
      appModulePreload(firstScreenModules()),
      merchantPwa(loaded, resolve(fileURLToPath(new URL('.', import.meta.url)), outDir)),
    ],
  }),
);
