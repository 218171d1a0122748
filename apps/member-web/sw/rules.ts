// The service worker's rules (issue 14), shared by the worker (./sw.ts), the build
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
 * The build files worth precaching: the document, the hashed scripts and styles, the icons
 * and the favicon (vite-plugin-pwa adds the web manifest itself). Source maps, precompressed siblings and the language files of other merchants are not.
 */
export const precacheGlobs = ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css}'];

/** A Vite manifest chunk (dist/.vite/manifest.json), as far as these rules read it. */
export interface ViteChunk {
  file: string;
  src?: string;
}

/** The locale tag of a chunk built from a language file (packages/core src/i18n/locales), else undefined. */
export function localeOfChunk(chunk: ViteChunk): string | undefined {
  const match = /\/i18n\/locales\/(?:([^/]+)\/[^/]+|([^/]+))\.json$/.exec(chunk.src ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * The build files left out of the precache: the language files of languages this merchant does not
 * offer (each build carries all 30; a member downloads only their own language and English, the fallback).
 */
export function unofferedLocaleFiles(manifest: Record<string, ViteChunk>, offeredTags: readonly string[]): Set<string> {
  const kept = new Set([...offeredTags, 'en']);
  return new Set(
    Object.values(manifest)
      .filter((chunk) => {
        const tag = localeOfChunk(chunk);
        return tag !== undefined && !kept.has(tag);
      })
      .map((chunk) => chunk.file),
  );
}
