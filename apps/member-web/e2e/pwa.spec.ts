import { merchantConfig } from '@whitelabel/merchants';
import { expect, test, eachMerchant } from './fixtures.js';

// The installable app: the merchant's manifest is linked and valid, the service worker
// registers after load and controls the next visit, serves the shell offline and stores no API answer.
test.use({ serviceWorkers: 'allow' });

/** Every URL held in the origin's Cache Storage. */
const cachedUrls = () =>
  (async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  })();

test.describe('installable app', () => {
  test(
    'links a valid manifest of this merchant, then the service worker controls a reload and answers offline',
    { tag: eachMerchant },
    async ({ page, merchant }) => {
      const config = merchantConfig(merchant);
      await page.goto('/m/home');

      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const manifestResponse = await page.request.get(href!);
      expect(manifestResponse.ok()).toBe(true);
      const manifest = (await manifestResponse.json()) as {
        name: string;
        short_name: string;
        start_url: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string; type: string }[];
      };
      expect(manifest).toMatchObject({ name: config.name, start_url: '/m/home', display: 'standalone' });
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      for (const icon of manifest.icons) {
        const image = await page.request.get(icon.src);
        expect(image.ok(), icon.src).toBe(true);
        expect(image.headers()['content-type']).toBe('image/png');
      }

      // Registered once the page has loaded and is idle; active with the member pages as its scope.
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(new URL(scope).pathname).toBe('/m/');

      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The precache holds the shell and the build's files; no API answer and no page the server wrote.
      const urls = await page.evaluate(cachedUrls);
      expect(urls.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
      expect(urls.filter((url) => /\/(?:wps|lgw)\//.test(new URL(url).pathname) || new URL(url).pathname.startsWith('/m/'))).toEqual([]);

      // Offline, a member page is the precached shell: the page frame with the merchant's name.
      await page.context().setOffline(true);
      try {
        const offline = await page.goto('/m/slot-games');
        expect(offline?.status()).toBe(200);
        expect(offline?.fromServiceWorker()).toBe(true);
        expect(await offline?.text()).toMatch(new RegExp(`<header data-shell-header[^>]*>[\\s\\S]*${config.name}`));
      } finally {
        await page.context().setOffline(false);
      }
    },
  );
});
