// The service worker's rules, shared by the worker (./sw.ts), the build
// (../pwa.ts) and the tests. Pure functions of URLs: no DOM or worker types.

/** Where the worker is served (the build's root) and what it controls: the member site's pages. */
export const serviceWorkerUrl = '/sw.js';
export const serviceWorkerScope = '/m/';

/** The precached build document (the shell without boot data), answered when the network is not. */
export const shellFallbackUrl = 'index.html';

/**
 * How long a page navigation waits for the site server before the precached shell answers. The server's
 * document carries fresh boot data; past this the member would rather see the shell, whose client then
 * asks the API itself (the same path as a document the server wrote without boot data).
 */
export const navigationTimeoutSeconds = 3;

/**
 * The agent build's pages (spec section 2; apps/site-server `isAgentPath`): the member shell must never
 * answer them, as the member site hands those paths over to the agent site by loading them again.
 */
export const isAgentPagePath = (path: string) => /^\/m\/agent(?:\/|$)/.test(path) || /^\/m\/member\/agent\/get[A-Za-z]*Contract$/.test(path);

/** Same-origin requests the worker never answers: the API (`/wps`, `/lgw`), always the network's. */
export const isApiPath = (path: string) => /^\/(?:wps|lgw)(?:\/|$)/.test(path);

/**
 * A navigation the member build answers (`/m`, `/m/...`, not the agent pages): network first with
 * {@link navigationTimeoutSeconds}, else the precached shell. Nothing of it is stored.
 */
export function isMemberNavigation(mode: string, url: URL, origin: string): boolean {
  if (mode !== 'navigate' || url.origin !== origin) return false;
  const path = url.pathname;
  return (path === '/m' || path.startsWith('/m/')) && !isAgentPagePath(path) && !isApiPath(path);
}

/**
 * The build files the precache list starts from: the document, the icons, the favicon and the hashed
 * scripts and styles (vite-plugin-pwa adds the web manifest itself); source maps and precompressed
 * siblings never. {@link precachedAssets} then keeps the assets the first screen needs.
 */
export const precacheGlobs = ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css}'];

/** A Vite manifest chunk (dist/.vite/manifest.json), as far as these rules read it. */
export interface ViteChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Files the chunk refers to by URL (the entry's worker, src/app/intl-data.ts). */
  assets?: string[];
}

/** The locale tag of a chunk built from a language file (packages/core src/i18n/locales), else undefined. */
export function localeOfChunk(chunk: ViteChunk): string | undefined {
  const match = /\/i18n\/locales\/(?:([^/]+)\/[^/]+|([^/]+))\.json$/.exec(chunk.src ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The app's start module: the entry (src/entry.ts) imports it once the first screen's image is in. */
export const appStartModule = 'src/main.tsx';

/** The modules the entry imports once the first screen's image is in, in order ({@link startUpFiles}). */
export const entryImports = (manifest: Record<string, ViteChunk>): string[] =>
  Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.dynamicImports ?? []) : []));

/**
 * The app's start-up files: each module the entry (src/entry.ts) imports once the first screen's image is in (React
 * DOM, evaluated in a task of its own, then {@link appStartModule}) with what it imports statically, and their style
 * sheets. The entry imports nothing else, so every module it imports is start-up code.
 */
export function startUpFiles(manifest: Record<string, ViteChunk>): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const key of entryImports(manifest)) {
    const files = staticImportFiles(manifest, key);
    for (const file of files.scripts) scripts.add(file);
    for (const file of files.styles) styles.add(file);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** A manifest chunk's file and those of the chunks it imports statically, all the way down, and their style sheets. */
export function staticImportFiles(manifest: Record<string, ViteChunk>, key: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The hashed files installed ahead (precached): the entry with everything it imports statically and its worker, the
 * app's start-up files ({@link startUpFiles}: the shell's first screen), and the language files of the merchant's
 * languages and English (the fallback). The other screens' chunks are kept as they are first used
 * ({@link isHashedAssetPath}): a phone on a data plan does not download the whole site on its first visit.
 */
export function precachedAssets(manifest: Record<string, ViteChunk>, offeredTags: readonly string[]): Set<string> {
  const kept = new Set<string>();
  const keep = (key: string) => {
    const { scripts, styles } = staticImportFiles(manifest, key);
    for (const file of [...scripts, ...styles]) kept.add(file);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    keep(key);
    for (const file of chunk.assets ?? []) if (file.endsWith('.js')) kept.add(file);
  }
  const startUp = startUpFiles(manifest);
  for (const file of [...startUp.scripts, ...startUp.styles]) kept.add(file);
  const languages = new Set([...offeredTags, 'en']);
  for (const chunk of Object.values(manifest)) {
    const tag = localeOfChunk(chunk);
    if (tag !== undefined && languages.has(tag)) kept.add(chunk.file);
  }
  return kept;
}

/** A content-hashed build file (`/assets/<name>`): never changes, so a kept copy is always right. */
export const isHashedAssetPath = (path: string) => /^\/assets\/[^/]+$/.test(path);

/**
 * The one kind of request whose answer the worker stores (besides its precache): a GET of a hashed build file on the
 * site's own origin. Never an API path: those answers carry member data and tokens.
 */
export const isKeptAssetRequest = (method: string, url: URL, origin: string) =>
  method === 'GET' && url.origin === origin && isHashedAssetPath(url.pathname) && !isApiPath(url.pathname);

/** How many hashed files first used on this phone are kept (the least recently used go first). */
export const keptAssetsMax = 150;
