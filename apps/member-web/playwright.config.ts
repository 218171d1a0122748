import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findBrowser } from '@whitelabel/tooling/browser';

const apiPort = Number(process.env.E2E_API_PORT ?? 8797);
const browser = findBrowser();

/**
 * The journeys run against two merchant builds (two themes, two language sets): lucky88 (classic,
 * Thai default) from dist/ and goldenlotus (light, English default, Arabic offered) from
 * dist-goldenlotus/, each served by `vite preview` in front of one reference server on a fresh
 * in-memory database. A third build, globalwin (every language), runs only the journeys of the
 * languages the other two do not offer (e2e/all-languages.spec.ts). Ports and folders can be moved
 * (E2E_API_PORT, E2E_WEB_PORT, E2E_WEB_PORT_2, E2E_WEB_PORT_3, E2E_OUT_DIR, E2E_OUT_DIR_2, E2E_OUT_DIR_3)
 * so that several runs can share a machine.
 */
export const allMerchants = [
  { code: 'lucky88', theme: 'classic', outDir: process.env.E2E_OUT_DIR ?? 'dist', port: Number(process.env.E2E_WEB_PORT ?? 4173) },
  { code: 'goldenlotus', theme: 'light', outDir: process.env.E2E_OUT_DIR_2 ?? 'dist-goldenlotus', port: Number(process.env.E2E_WEB_PORT_2 ?? 4183) },
  {
    code: 'globalwin',
    theme: 'light',
    outDir: process.env.E2E_OUT_DIR_3 ?? 'dist-globalwin',
    port: Number(process.env.E2E_WEB_PORT_3 ?? 4193),
    only: /all-languages\.spec\.ts$/,
  },
] as const;

/**
 * E2E_MERCHANTS (comma-separated codes) narrows a run to some builds: `pnpm test:e2e` runs the merchants as
 * separate streams side by side, each with its own reference server (tooling/scripts/playwright-streams.mjs),
 * which is safe because every merchant has its own demo accounts.
 */
const chosen = process.env.E2E_MERCHANTS?.split(',').filter(Boolean);
export const merchants = chosen ? allMerchants.filter((merchant) => chosen.includes(merchant.code)) : allMerchants;
if (chosen && merchants.length !== chosen.length) throw new Error(`E2E_MERCHANTS names an unknown merchant: ${chosen.join(',')}`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  // Each stream its own folder: a run empties its folder first.
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results',
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    trace: 'retain-on-failure',
    // The service worker would answer navigations before page.route sees them: journeys run
    // without it; e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: browser?.path, args: chromiumArgs },
  },
  projects: merchants.map((merchant) => ({
    name: `${merchant.code}-${merchant.theme}-360`,
    use: { baseURL: `http://127.0.0.1:${merchant.port}` },
    metadata: { merchant: merchant.code },
    ...('only' in merchant ? { testMatch: merchant.only } : {}),
  })),
  webServer: [
    {
      command: 'node ../api-server/dist/main.js',
      url: `http://127.0.0.1:${apiPort}/wps/system/status`,
      // Every journey logs in from 127.0.0.1, many as the same demo accounts: the per-IP and per-account
      // limits would refuse a full run. They are covered by the server's integration tests instead.
      env: { PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMITS: 'off' },
      reuseExistingServer: false,
      timeout: 90_000,
    },
    ...merchants.map((merchant) => ({
      // The binary directly: `pnpm exec` can stall offline.
      command: `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${merchant.port} --strictPort --outDir ${merchant.outDir}`,
      url: `http://127.0.0.1:${merchant.port}/m/home`,
      env: { API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`, MERCHANT: merchant.code, OUT_DIR: merchant.outDir },
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
});
