// The installable app of each merchant build: the web app manifest, its icons from the merchant's artwork folder
// (merchants/<code>/artwork, or a mark drawn in its theme colours where the folder lacks a piece), and the service worker (sw/sw.ts, rules in sw/rules.ts) built by
// vite-plugin-pwa with Workbox. The page registers the worker itself once it has loaded
// (src/app/service-worker.ts), so nothing of this runs before the first screen.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { languageInfo, type MerchantConfig } from '@whitelabel/core';
import type { Merchant } from '@whitelabel/merchants';
import type { ThemeTokens } from '@whitelabel/ui/theme';
import type { Plugin, PluginOption } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { precacheGlobs, precachedAssets, serviceWorkerScope, type ViteChunk } from './sw/rules.js';

/** The manifest's icons, written into each build by {@link merchantIcons}. */
export const iconFiles = [
  { fileName: 'icons/icon-192.png', size: 192, maskable: false, inManifest: true },
  { fileName: 'icons/icon-512.png', size: 512, maskable: false, inManifest: true },
  { fileName: 'icons/icon-maskable-512.png', size: 512, maskable: true, inManifest: true },
  // iOS's home-screen icon (the spec's add-to-home-screen guide): <link rel="apple-touch-icon">.
  { fileName: 'icons/apple-touch-icon.png', size: 180, maskable: true, inManifest: false },
  // The document's icon (<link rel="icon">). A picture rather than an SVG: the page decodes the icon the browser asks
  // for, and an SVG is a document of its own, built and laid out on the main thread (about 20 ms at 1x CPU).
  { fileName: 'icons/favicon-48.png', size: 48, maskable: false, inManifest: false },
] as const;

/** The start page of the installed app (spec section 2: home). */
export const startUrl = '/m/home';

/** The colours of a merchant's theme the app and the browser bar take. */
function themeColours(tokens: ThemeTokens) {
  return { header: tokens.color.surfaceRaised, page: tokens.color.surface, brand: tokens.color.brand, onBrand: tokens.color.brandContrast };
}

/** The merchant's web app manifest: its name, theme colours, default language and direction, icons. */
export function webManifest({ config: merchant, tokens }: Pick<Merchant, 'config' | 'tokens'>): Partial<ManifestOptions> {
  const colours = themeColours(tokens);
  const language = languageInfo(merchant.defaultLanguage);
  return {
    id: startUrl,
    name: merchant.name,
    // The merchant's name, not the plugin's default (this package's description).
    description: merchant.name,
    // Home screens cut labels past about 12 characters.
    short_name: merchant.name.length <= 12 ? merchant.name : merchant.name.slice(0, 12).trimEnd(),
    start_url: startUrl,
    scope: serviceWorkerScope,
    display: 'standalone',
    theme_color: colours.header,
    background_color: colours.page,
    lang: language.tag,
    dir: language.dir,
    icons: iconFiles
      .filter((icon) => icon.inManifest)
      .map((icon) => ({ src: `/${icon.fileName}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.maskable ? 'maskable' : 'any' })),
  };
}

/**
 * The merchant's mark (the site's favicon: a ring around a dot) in its brand colours. A maskable icon
 * fills the square and keeps the mark inside the central 80 % a launcher may cut to.
 */
export function iconSvg(tokens: ThemeTokens, size: number, maskable: boolean): string {
  const { brand, onBrand } = themeColours(tokens);
  const scale = maskable ? 0.72 : 1;
  const centre = size / 2;
  const ring = size * 0.3 * scale;
  const background = maskable
    ? `<rect width="${size}" height="${size}" fill="${brand}"/>`
    : `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${brand}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    background,
    `<circle cx="${centre}" cy="${centre}" r="${ring}" fill="none" stroke="${onBrand}" stroke-width="${size * 0.1 * scale}"/>`,
    `<circle cx="${centre}" cy="${centre}" r="${size * 0.1 * scale}" fill="${onBrand}"/>`,
    '</svg>',
  ].join('');
}

let resvgReady: Promise<void> | undefined;

/**
 * Rasterises an SVG to PNG with resvg's WebAssembly build (no native code, no system fonts: an icon's text is not
 * drawn), `size` pixels wide when given, else at its own size.
 */
export async function svgToPng(svg: string, size?: number): Promise<Uint8Array> {
  resvgReady ??= initWasm(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')));
  await resvgReady;
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false }, ...(size ? { fitTo: { mode: 'width' as const, value: size } } : {}) });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The picture of an icon: the merchant's maskable icon for a maskable one, its favicon for the document's icon (its
 * app icon where it has no favicon), its app icon for the others; the mark in its theme colours where the folder has
 * none of these.
 */
export function iconSource({ artwork, tokens }: Pick<Merchant, 'artwork' | 'tokens'>, icon: (typeof iconFiles)[number]): string {
  const drawn = icon.maskable ? artwork['icon-maskable.svg'] : icon.size <= 48 ? (artwork['favicon.svg'] ?? artwork['icon.svg']) : artwork['icon.svg'];
  return drawn ?? iconSvg(tokens, icon.size, icon.maskable);
}

/**
 * Writes the icons into the build, links the document's icon and the iOS icon, all from the merchant's artwork
 * (index.html links the default theme's SVG mark, for the dev server), and gives the browser bar the merchant's
 * header colour (index.html's theme-color is the default theme's).
 */
function merchantIcons(merchant: Pick<Merchant, 'artwork' | 'tokens'>): Plugin {
  const { tokens } = merchant;
  const colours = themeColours(tokens);
  return {
    name: 'merchant-icons',
    apply: 'build',
    transformIndexHtml: (html) =>
      html
        .replace(/<meta name="theme-color" content="[^"]*"\s*\/?>/, `<meta name="theme-color" content="${escapeAttribute(colours.header)}" />`)
        .replace(/<link rel="icon" [^>]*>/, '<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />')
        .replace('</head>', '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />\n  </head>'),
    async generateBundle() {
      for (const icon of iconFiles) {
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: await svgToPng(iconSource(merchant, icon), icon.size) });
      }
    },
  };
}

/**
 * The precache's transform: of the hashed files, keeps those {@link precachedAssets} names, found through
 * the build's own manifest (dist/.vite/manifest.json, written before the worker is built).
 */
export function keepFirstScreenAssets(outDir: string, merchant: MerchantConfig) {
  const offered = merchant.languages.map((code) => languageInfo(code).tag);
  return <T extends { url: string }>(entries: T[]) => {
    const viteManifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ViteChunk>;
    const kept = precachedAssets(viteManifest, offered);
    return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || kept.has(entry.url)) };
  };
}

/** The plugins of a merchant build: its icons, manifest and service worker. */
export function merchantPwa(merchant: Merchant, outDir: string): PluginOption[] {
  return [
    merchantIcons(merchant),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      scope: serviceWorkerScope,
      // Registered by the page after its load (src/app/service-worker.ts), never by an injected script.
      injectRegister: false,
      manifest: webManifest(merchant),
      includeManifestIcons: false,
      // Before precompress (tooling), so the worker gets its brotli and gzip siblings too.
      integration: { closeBundleOrder: 'pre' },
      injectManifest: {
        globPatterns: precacheGlobs,
        // Hashed names under assets/ are their own revision.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [keepFirstScreenAssets(outDir, merchant.config)],
        // The worker is small and read by the browser, not a member: no source map.
        sourcemap: false,
      },
    }),
  ];
}
