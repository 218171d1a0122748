// The Vite configuration both sites share (apps/member-web, apps/agent-web): one build per merchant, chosen by
// MERCHANT at build time; `@merchant` gives the code the merchant's configuration and its theme only; /wps and /lgw
// are proxied to the reference server (API_PROXY_TARGET points them at an operator's gateway instead); and every text
// file gets its precompressed siblings.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { precompress } from './precompress.mjs';

const merchantModuleId = '\0merchant';
// The theme's rule as a style module of its own, so Vite puts it in the build's CSS like any other style sheet.
const themeStyleId = '\0merchant-theme.css';

/**
 * The header's logo as an image: the SVG as a data URL (a kilobyte or two, in the module that needs it, in development
 * as in a build; the site server's img-src allows data:) and its shape, so the page reserves its room before it draws.
 */
function logoImage(logo) {
  return { src: `data:image/svg+xml,${encodeURIComponent(logo.svg)}`, width: logo.width, height: logo.height };
}

/**
 * `@merchant`: the merchant's configuration, its header logo and its theme (its class, and the rule setting the theme's tokens
 * under that class), so a build carries its own merchant only. `merchant` is what @whitelabel/merchants'
 * loadMerchant gives.
 */
export function merchantModule(merchant) {
  const { css, ...theme } = merchant.theme;
  return {
    name: 'merchant-module',
    resolveId: (source) => (source === '@merchant' ? merchantModuleId : source === themeStyleId ? themeStyleId : undefined),
    load: (id) => {
      if (id === themeStyleId) return css;
      if (id !== merchantModuleId) return undefined;
      return [
        `import ${JSON.stringify(themeStyleId)};`,
        `export const merchant = ${JSON.stringify(merchant.config)};`,
        `export const merchantTheme = ${JSON.stringify(theme)};`,
        `export const merchantLogo = ${JSON.stringify(logoImage(merchant.logo))};`,
        '',
      ].join('\n');
    },
  };
}

/**
 * React Router's production build in a production build. The package's exports name only its development build
 * (react-router issues 12532 and 14102), whose development warnings then ship to every visitor (0.6 KB of the member
 * site's first load, brotli) and run there. Its own `dist/production` files of the same version are taken instead,
 * for `react-router` and `react-router/dom`, which react-router-dom re-exports.
 */
function reactRouterProductionBuild() {
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config(config, { mode }) {
      if (mode !== 'production') return undefined;
      const fromSite = createRequire(join(config.root ?? process.cwd(), 'package.json'));
      const fromDom = createRequire(fromSite.resolve('react-router-dom'));
      const production = join(dirname(fromDom.resolve('react-router/package.json')), 'dist', 'production');
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: join(production, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
          ],
        },
      };
    },
  };
}

/**
 * A site's Vite configuration for `merchant` (@whitelabel/merchants' loadMerchant): the app's own plugins first (React,
 * vanilla-extract and what the site adds), then `@merchant` and precompression; `outDir` is OUT_DIR or dist-<code>/.
 */
export function merchantApp({ merchant, plugins, outDir = process.env.OUT_DIR ?? `dist-${merchant.config.code}` }) {
  const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787';
  const proxy = {
    '/wps': { target: apiTarget, changeOrigin: false },
    '/lgw': { target: apiTarget, changeOrigin: false },
  };
  return {
    plugins: [...plugins, merchantModule(merchant), reactRouterProductionBuild(), precompress()],
    server: { proxy },
    preview: { proxy },
    build: {
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      // Every merchant's build in a folder of its own (merchants/folders.mjs' merchantBuildDir).
      outDir,
    },
  };
}
