import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findJourneyBrowser, pinnedFontsEnv } from '@whitelabel/tooling/browser';
import { failureArtifacts, playwrightReporters } from '@whitelabel/tooling/playwright-reporters';
import { firstMerchantCode, merchantCodes } from '@whitelabel/merchants/folders';

const apiPort = Number(process.env.E2E_API_PORT ?? 8799);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4190);
const browser = findJourneyBrowser();
const newMerchant = /new-merchant\.spec\.ts$/;

/**
 * The built sites served as in production: the reference server on a fresh in-memory database and this site server
 * in front of it, with the table it makes from the merchant folders. Every folder is walked at its development host,
 * `<code>.localhost` (Chromium resolves it to this machine), as `npm start` serves it; a host in no merchant's list
 * gets the first folder's site.
 */
const fallbackMerchant = firstMerchantCode();
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: playwrightReporters('reports/e2e.json'),
  // The new merchant's header baseline, the same on every platform (the workspace's pinned fonts below).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    ...failureArtifacts,
    launchOptions: { executablePath: browser?.path, args: chromiumArgs },
  },
  projects: [
    ...merchantCodes().map((merchant) => ({
      name: merchant,
      testIgnore: newMerchant,
      use: { baseURL: `http://${merchant}.localhost:${webPort}` },
      metadata: { merchant },
    })),
    // Builds and serves a merchant of its own (e2e/new-merchant.spec.ts), without the servers below.
    {
      name: 'new-merchant',
      testMatch: newMerchant,
      use: {
        contextOptions: { reducedMotion: 'reduce' },
        // Only the workspace's fonts (its fontconfig file in reports/), so the header's screenshot is the machine's own.
        launchOptions: { executablePath: browser?.path, args: chromiumArgs, env: pinnedFontsEnv(`${import.meta.dirname}/reports/fontconfig`) },
      },
    },
  ],
  webServer: [
    {
      command: 'node ../api-server/dist/main.js',
      url: `http://127.0.0.1:${apiPort}/wps/system/status`,
      env: { PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMITS: 'off', TRUST_PROXY: '127.0.0.1' },
      reuseExistingServer: false,
      // As the site journeys' (tooling/playwright/site-journeys.mjs): ~14 s idle, several times that in the full run.
      timeout: 180_000,
    },
    {
      command: 'node dist/main.js',
      url: `http://127.0.0.1:${webPort}/readyz`,
      env: { PORT: String(webPort), HOST: '127.0.0.1', API_ORIGINS: `http://127.0.0.1:${apiPort}`, LOG_LEVEL: 'warn', DEFAULT_MERCHANT: fallbackMerchant },
      reuseExistingServer: false,
      timeout: 90_000,
    },
  ],
});
