import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findBrowser } from '@whitelabel/tooling/browser';

const apiPort = Number(process.env.E2E_API_PORT ?? 8798);
const browser = findBrowser();

/**
 * The agent journeys run against two merchant builds (two themes, two language sets): lucky88
 * (classic, Thai default) from dist/ and goldenlotus (light, English default, Arabic offered) from
 * dist-goldenlotus/, each served by `vite preview` in front of one reference server on a fresh
 * in-memory database. A third, globalwin, runs only the affiliate registration journey, which adds a
 * member to its agent's team (the other journeys count agent1's seeded team): its agent site from
 * dist-globalwin/ and its member site (apps/member-web's dist-globalwin/, where its links lead:
 * MEMBER_SITE_URLS). Ports and folders can be moved (E2E_API_PORT, E2E_WEB_PORT, E2E_WEB_PORT_2,
 * E2E_WEB_PORT_3, E2E_MEMBER_WEB_PORT, E2E_OUT_DIR, E2E_OUT_DIR_2, E2E_OUT_DIR_3) so that several runs can
 * share a machine.
 */
const journeyOfItsOwn = /affiliate-registration\.spec\.ts$/;
export const merchants = [
  { code: 'lucky88', theme: 'classic', outDir: process.env.E2E_OUT_DIR ?? 'dist', port: Number(process.env.E2E_WEB_PORT ?? 4174) },
  { code: 'goldenlotus', theme: 'light', outDir: process.env.E2E_OUT_DIR_2 ?? 'dist-goldenlotus', port: Number(process.env.E2E_WEB_PORT_2 ?? 4184) },
  {
    code: 'globalwin',
    theme: 'light',
    outDir: process.env.E2E_OUT_DIR_3 ?? 'dist-globalwin',
    port: Number(process.env.E2E_WEB_PORT_3 ?? 4194),
    only: journeyOfItsOwn,
  },
] as const;
/** The member site of globalwin (apps/member-web's build), where that merchant's affiliate links lead. */
export const memberSite = { code: 'globalwin', outDir: 'dist-globalwin', port: Number(process.env.E2E_MEMBER_WEB_PORT ?? 4196) } as const;
export const memberSiteUrl = `http://127.0.0.1:${memberSite.port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: browser?.path, args: chromiumArgs },
  },
  projects: merchants.map((merchant) => ({
    name: `${merchant.code}-${merchant.theme}-360`,
    use: { baseURL: `http://127.0.0.1:${merchant.port}` },
    metadata: { merchant: merchant.code },
    ...('only' in merchant ? { testMatch: merchant.only } : { testIgnore: journeyOfItsOwn }),
  })),
  webServer: [
    {
      command: 'node ../api-server/dist/main.js',
      url: `http://127.0.0.1:${apiPort}/wps/system/status`,
      // Every journey logs in from 127.0.0.1, many as the same demo accounts: the per-IP and per-account
      // limits would refuse a full run. They are covered by the server's integration tests instead.
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
        MEMBER_SITE_URLS: `${memberSite.code}=${memberSiteUrl}`,
      },
      reuseExistingServer: false,
      timeout: 90_000,
    },
    ...merchants.map((merchant) => ({
      // The binary directly: `pnpm exec` can stall offline.
      command: `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${merchant.port} --strictPort --outDir ${merchant.outDir}`,
      url: `http://127.0.0.1:${merchant.port}/m/agent`,
      env: { API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`, MERCHANT: merchant.code, OUT_DIR: merchant.outDir },
      reuseExistingServer: false,
      timeout: 60_000,
    })),
    {
      command: `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${memberSite.port} --strictPort --outDir ${memberSite.outDir}`,
      cwd: '../member-web',
      url: `${memberSiteUrl}/m/home`,
      env: { API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`, MERCHANT: memberSite.code, OUT_DIR: memberSite.outDir },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
