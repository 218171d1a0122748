// The member site's service worker, built by vite-plugin-pwa (injectManifest) into sw.js
// of each merchant build. Rules in ./rules.ts; decisions in docs/decisions.md (service worker lines).
//
// - Precache: the build's shell document, the first screen's hashed scripts and styles, the merchant's
//   language files, manifest and icons (revisioned by the build; old entries removed on activation).
// - Other hashed build files (/assets/*, other screens' chunks): kept when first used, served from there
//   (their names change with their content), at most `keptAssetsMax`.
// - Page navigations (/m/..., not the agent pages): the network, through navigation preload, waiting
//   at most `navigationTimeoutSeconds`, so the document keeps its fresh boot data; offline or past the
//   wait, the precached shell, whose client then fetches the first screen's data itself. Nothing a
//   navigation answers is stored.
// - Everything else, the API (/wps, /lgw) above all, is not handled here: it goes to the network as if
//   there were no worker, so no API answer or member data is ever stored by it.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { isKeptAssetRequest, isMemberNavigation, keptAssetsMax, navigationTimeoutSeconds, shellFallbackUrl } from './rules.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// A new build's worker takes over at once: its precache holds that build's files, and the site server
// no longer has the old hashed files a page of the old worker could still ask for.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
enableNavigationPreload();

const network = new NetworkOnly({ networkTimeoutSeconds: navigationTimeoutSeconds });

registerRoute(
  ({ request, url }) => isMemberNavigation(request.mode, url, self.location.origin),
  async (options) => {
    try {
      return await network.handle(options);
    } catch {
      return (await matchPrecache(shellFallbackUrl)) ?? Response.error();
    }
  },
);

registerRoute(
  ({ request, url }) => isKeptAssetRequest(request.method, url, self.location.origin),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: keptAssetsMax })],
  }),
);
