// The Vite configuration both sites share (apps/member-web, apps/agent-web): one build per merchant, chosen by
// MERCHANT at build time; `@merchant` gives the code the merchant's configuration and its theme only; /wps and /lgw
// are proxied to the reference server (API_PROXY_TARGET points them at an operator's gateway instead); and every text
// file gets its precompressed siblings.
import { precompress } from './precompress.mjs';

const merchantModuleId = '\0merchant';

/** `@merchant`: the merchant's configuration and its theme entry of @whitelabel/ui, so a build carries its own only. */
export function merchantModule(merchant) {
  return {
    name: 'merchant-module',
    resolveId: (source) => (source === '@merchant' ? merchantModuleId : undefined),
    load: (id) =>
      id === merchantModuleId
        ? `export const merchant = ${JSON.stringify(merchant)};\nexport { ${merchant.themeId}Theme as merchantTheme } from '@whitelabel/ui/themes/${merchant.themeId}';\n`
        : undefined,
  };
}

/**
 * A site's Vite configuration for `merchant` (core's MerchantConfig): the app's own plugins first (React,
 * vanilla-extract and what the site adds), then `@merchant` and precompression; `outDir` is OUT_DIR or dist/.
 */
export function merchantApp({ merchant, plugins, outDir = process.env.OUT_DIR ?? 'dist' }) {
  const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787';
  const proxy = {
    '/wps': { target: apiTarget, changeOrigin: false },
    '/lgw': { target: apiTarget, changeOrigin: false },
  };
  return {
    plugins: [...plugins, merchantModule(merchant), precompress()],
    server: { proxy },
    preview: { proxy },
    build: {
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      // dist/ for the default merchant; OUT_DIR=dist-goldenlotus etc. for the others (e2e in two themes).
      outDir,
    },
  };
}
