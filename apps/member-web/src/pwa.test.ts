// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { appNamespaces, languageInfo } from '@whitelabel/core';
import { loadMerchant } from '@whitelabel/merchants';
import { describe, expect, it } from 'vitest';
import { documentLanguagesFile } from '../first-screen-shell.js';
import { iconFiles, iconSource, iconSvg, svgToPng, webManifest } from '../pwa.js';
import { isApiPath, isHashedAssetPath, isKeptAssetRequest, isMemberNavigation, localeOfChunk, precachedAssets } from '../sw/rules.js';

const [lucky88, goldenlotus, clearplay] = await Promise.all([loadMerchant('lucky88'), loadMerchant('goldenlotus'), loadMerchant('clearplay')]);
const origin = 'https://www.lucky88.example';
const navigation = (path: string, mode = 'navigate', from = origin) => isMemberNavigation(mode, new URL(path, from), origin);

/** A PNG's width and height (IHDR, bytes 16-23). */
const pngSize = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
};

describe('web app manifest per merchant', () => {
  it('names the merchant, starts on home, stands alone, takes its theme colours and default language', () => {
    const lucky = webManifest(lucky88);
    expect(lucky).toMatchObject({
      name: 'Lucky 88',
      short_name: 'Lucky 88',
      id: '/m/home',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      theme_color: '#16203a',
      background_color: '#0d1426',
      lang: 'th',
      dir: 'ltr',
    });
    const golden = webManifest(goldenlotus);
    expect(golden).toMatchObject({ name: 'Golden Lotus', short_name: 'Golden Lotus', theme_color: '#ffffff', lang: 'en', dir: 'ltr' });
    expect(webManifest(clearplay).theme_color).toBe('#1a1a1a');
  });

  it('is right to left for a merchant whose default language is', () => {
    const arabic = { ...goldenlotus, config: { ...goldenlotus.config, defaultLanguage: 'AR' as const } };
    expect(webManifest(arabic)).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('lists installable icons (192 and 512, and a maskable 512) as PNG files of the build', () => {
    expect(webManifest(lucky88).icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('draws the icons in the merchant’s brand colours at their stated sizes', async () => {
    expect(iconSvg(lucky88.tokens, 192, false)).toContain('fill="#e2b13c"');
    expect(iconSvg(goldenlotus.tokens, 192, false)).toContain('fill="#d1105a"');
    // A maskable icon fills the square (no rounded corners): launchers cut their own shape.
    expect(iconSvg(goldenlotus.tokens, 512, true)).toMatch(/<rect width="512" height="512" fill=/);
    const png = await svgToPng(iconSvg(lucky88.tokens, 192, false));
    expect([...png.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect(pngSize(png)).toEqual([192, 192]);
  });
});

describe('app icons and favicon from the merchant’s artwork', () => {
  const icon = (fileName: string) => iconFiles.find((file) => file.fileName === fileName)!;

  it('take each icon from its piece of the folder: app icon, maskable icon, favicon', () => {
    for (const merchant of [lucky88, goldenlotus, clearplay]) {
      expect(iconSource(merchant, icon('icons/icon-192.png'))).toBe(merchant.artwork['icon.svg']);
      expect(iconSource(merchant, icon('icons/icon-512.png'))).toBe(merchant.artwork['icon.svg']);
      expect(iconSource(merchant, icon('icons/icon-maskable-512.png'))).toBe(merchant.artwork['icon-maskable.svg']);
      expect(iconSource(merchant, icon('icons/apple-touch-icon.png'))).toBe(merchant.artwork['icon-maskable.svg']);
      expect(iconSource(merchant, icon('icons/favicon-48.png'))).toBe(merchant.artwork['favicon.svg']);
    }
    expect(iconSource(lucky88, icon('icons/icon-192.png'))).not.toBe(iconSource(goldenlotus, icon('icons/icon-192.png')));
  });

  it('draw the mark in the theme colours for a piece the folder lacks (the favicon: the app icon first)', () => {
    const bare = { ...goldenlotus, artwork: { ...goldenlotus.artwork, 'icon-maskable.svg': null, 'favicon.svg': null } };
    expect(iconSource(bare, icon('icons/icon-maskable-512.png'))).toBe(iconSvg(goldenlotus.tokens, 512, true));
    expect(iconSource(bare, icon('icons/favicon-48.png'))).toBe(goldenlotus.artwork['icon.svg']);
  });

  it('rasterise a folder’s SVG (any viewBox) to each icon’s stated size', async () => {
    for (const file of iconFiles) {
      expect(pngSize(await svgToPng(iconSource(clearplay, file), file.size)), file.fileName).toEqual([file.size, file.size]);
    }
  });
});

describe('service worker rules', () => {
  it('answers the member pages’ navigations only', () => {
    expect(['/m', '/m/home', '/m/slot-games', '/m/activity?tab=2'].every((path) => navigation(path))).toBe(true);
    // The agent site's pages are handed over by loading them again: the member shell must not answer.
    expect(['/m/agent', '/m/agent/home', '/m/member/agent/getSalaryContract'].some((path) => navigation(path))).toBe(false);
    // Another origin, a path outside /m, or a script's request for a page are not navigations it answers.
    expect(navigation('/m/home', 'navigate', 'https://cdn.example')).toBe(false);
    expect(navigation('/healthz')).toBe(false);
    expect(navigation('/m/home', 'cors')).toBe(false);
  });

  it('never answers the API: /wps and /lgw are neither navigations it serves nor files it precaches', () => {
    for (const path of ['/wps/system/settings', '/wps/member/info', '/wps/assets/banners/101.svg', '/lgw/x']) {
      expect(isApiPath(path)).toBe(true);
      expect(navigation(path)).toBe(false);
      expect(navigation(path, 'cors')).toBe(false);
    }
    expect(isApiPath('/m/wps')).toBe(false);
  });

  it('never stores an API answer: no request to /wps or /lgw, signed in or not, meets a route that keeps or answers it', () => {
    const apiPaths = [
      '/wps/session/login',
      '/wps/member/info',
      '/wps/wallet/balance',
      '/wps/games?pageSize=24',
      '/wps/uploads/0b9e5a5e-2f7c-4d0e-9a55-000000000001',
      '/wps/assets/games/101?w=300',
      '/wps/assets/app.js',
      '/lgw/orders/1',
      '/wps',
      '/lgw',
    ];
    for (const path of apiPaths) {
      const url = new URL(path, origin);
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'])
        for (const mode of ['navigate', 'cors', 'same-origin', 'no-cors']) {
          expect(isKeptAssetRequest(method, url, origin), `${method} ${path}`).toBe(false);
          expect(isMemberNavigation(mode, url, origin), `${mode} ${path}`).toBe(false);
        }
    }
    expect(isKeptAssetRequest('GET', new URL('/assets/index-A1.js', origin), origin)).toBe(true);
    // The worker stores through one route only (the precache aside), and it asks the rule above.
    const worker = readFileSync(fileURLToPath(new URL('../sw/sw.ts', import.meta.url)), 'utf8');
    const routes = worker.split('registerRoute(').slice(1);
    expect(routes).toHaveLength(2);
    expect(routes.filter((route) => /new (CacheFirst|StaleWhileRevalidate|NetworkFirst)\(/.test(route))).toEqual([
      expect.stringMatching(/^\s*\(\{ request, url \}\) => isKeptAssetRequest\(request\.method, url, self\.location\.origin\),\s*new CacheFirst\(/),
    ]);
  });

  it('installs the first screen’s files and this merchant’s languages ahead, leaving the other screens for their first use', () => {
    const locale = (tag: string) => `../../packages/core/dist/i18n/locales/${tag}.json`;
    const manifest = {
      'index.html': {
        file: 'assets/index-A1.js',
        src: 'index.html',
        isEntry: true,
        imports: ['_preload-F6.js'],
        dynamicImports: ['src/app/react-dom-start.ts', 'src/main.tsx'],
        assets: ['assets/intl-data.worker-G7.js', 'assets/banner-H8.webp'],
      },
      '_preload-F6.js': { file: 'assets/preload-F6.js' },
      'src/app/react-dom-start.ts': {
        file: 'assets/react-dom-start-J9.js',
        src: 'src/app/react-dom-start.ts',
        isDynamicEntry: true,
        imports: ['_react-dom-K1.js'],
      },
      '_react-dom-K1.js': { file: 'assets/react-dom-K1.js', imports: ['_react-B1.js'] },
      'src/main.tsx': { file: 'assets/main-A1.js', src: 'src/main.tsx', isDynamicEntry: true, imports: ['_react-B1.js'], css: ['assets/main-A1.css'] },
      '_react-B1.js': { file: 'assets/react-B1.js', imports: ['index.html'] },
      'src/screens/DepositScreen.tsx': { file: 'assets/DepositScreen-C1.js', src: 'src/screens/DepositScreen.tsx', imports: ['_react-B1.js'] },
      [locale('th')]: { file: 'assets/th-B2.js', src: locale('th') },
      [locale('en')]: { file: 'assets/en-C3.js', src: locale('en') },
      [locale('ar')]: { file: 'assets/ar-D4.js', src: locale('ar') },
      '../../packages/core/dist/i18n/locales/zh-TW/home.json': { file: 'assets/home-E5.js', src: '../../packages/core/dist/i18n/locales/zh-TW/home.json' },
    };
    expect(localeOfChunk(manifest['../../packages/core/dist/i18n/locales/zh-TW/home.json'])).toBe('zh-TW');
    expect([...precachedAssets(manifest, ['th'])].sort()).toEqual([
      'assets/en-C3.js',
      'assets/index-A1.js',
      'assets/intl-data.worker-G7.js',
      'assets/main-A1.css',
      'assets/main-A1.js',
      'assets/preload-F6.js',
      'assets/react-B1.js',
      'assets/react-dom-K1.js',
      'assets/react-dom-start-J9.js',
      'assets/th-B2.js',
    ]);
    expect(precachedAssets(manifest, ['th', 'zh-TW', 'ar'])).toContain('assets/home-E5.js');
    // The rest of the build's hashed files are kept on first use; nothing else is.
    expect(['/assets/DepositScreen-C1.js', '/assets/main-A1.css'].every(isHashedAssetPath)).toBe(true);
    expect(['/wps/assets/banners/101.svg', '/assets/', '/assets/a/b.js', '/m/assets/x.js'].some(isHashedAssetPath)).toBe(false);
  });
});

// The built sites (after `pnpm build`), as the browser gets them.
const builds = [
  { folder: 'dist-lucky88', loaded: lucky88 },
  { folder: 'dist-goldenlotus', loaded: goldenlotus },
];

describe.each(builds)('the installable app of $folder', ({ folder, loaded }) => {
  const merchant = loaded.config;
  const read = (path: string) => readFileSync(fileURLToPath(new URL(`../${folder}/${path}`, import.meta.url)));
  const html = read('index.html').toString('utf8');
  const viteManifest = JSON.parse(read('.vite/manifest.json').toString('utf8')) as Record<string, { file: string; src?: string; isEntry?: boolean }>;
  const worker = read('sw.js').toString('utf8');
  const precached = (JSON.parse(/\[\{"(?:revision|url)":[\s\S]*?\}\]/.exec(worker)?.[0] ?? '[]') as { url: string; revision: string | null }[]).map(
    (entry) => entry.url,
  );

  it('links its manifest, which is valid JSON describing this merchant', () => {
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    const manifest = JSON.parse(read('manifest.webmanifest').toString('utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ ...webManifest(loaded) });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const size = Number(icon.sizes.split('x')[0]);
      expect(pngSize(read(icon.src.slice(1)))).toEqual([size, size]);
    }
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
    expect(existsSync(fileURLToPath(new URL(`../${folder}/${iconFiles[3].fileName}`, import.meta.url)))).toBe(true);
    // The document's icon is the merchant's mark as a 48 px picture, the only icon link.
    expect(html.match(/<link rel="icon" [^>]*>/g)).toEqual(['<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />']);
    expect(pngSize(read('icons/favicon-48.png'))).toEqual([48, 48]);
    expect(html).toContain(`<meta name="theme-color" content="${String(webManifest(loaded).theme_color)}"`);
  });

  it('states the merchant’s default language and direction on <html> before any script, and lists its languages for the site server', () => {
    const { tag, dir } = languageInfo(merchant.defaultLanguage);
    expect(html).toMatch(new RegExp(`<html lang="${tag}" dir="${dir}"`));
    const languages = JSON.parse(read(documentLanguagesFile).toString('utf8')) as Record<string, { lang: string; dir: string }>;
    expect(Object.keys(languages).sort()).toEqual([...merchant.languages].sort());
    for (const code of merchant.languages) expect(languages[code]).toEqual({ lang: languageInfo(code).tag, dir: languageInfo(code).dir });
  });

  it('precaches the shell document and the first screen’s hashed files, nothing of the API and no source map', () => {
    expect(precached).toContain('index.html');
    expect(precached).toContain('manifest.webmanifest');
    const entry = Object.values(viteManifest).find((chunk) => chunk.isEntry);
    expect(precached).toContain(entry?.file);
    expect(precached.filter((url) => /^\/?(?:wps|lgw)\//.test(url) || /\.(?:map|br|gz)$/.test(url))).toEqual([]);
    // The other screens wait for their first use (the deposit screen is not part of the first screen).
    const deposit = Object.values(viteManifest).find((chunk) => chunk.src?.endsWith('DepositScreen.tsx'));
    expect(deposit).toBeDefined();
    expect(precached).not.toContain(deposit?.file);
    // Only this merchant's languages (and English) are downloaded ahead, each with the member site's namespaces.
    const offered = new Set([...merchant.languages.map((code) => languageInfo(code).tag), 'en']);
    const locales = Object.values(viteManifest).filter((chunk) => localeOfChunk(chunk) !== undefined);
    const expected = [...offered].flatMap((tag) => appNamespaces.member.map(() => tag));
    expect(
      locales
        .filter((chunk) => precached.includes(chunk.file))
        .map((chunk) => localeOfChunk(chunk))
        .sort(),
    ).toEqual(expected.sort());
  });
});
