import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findBrowser } from '@whitelabel/tooling/browser';

const apiPort = Number(process.env.E2E_API_PORT ?? 8797);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4173);
const browser = findBrowser();

// End-to-end journeys against the built site and the reference server on a fresh in-memory database.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: browser?.path, args: chromiumArgs },
  },
  projects: [{ name: 'chromium-360' }],
  webServer: [
    {
      command: 'node ../api-server/dist/main.js',
      url: `http://127.0.0.1:${apiPort}/wps/system/status`,
      env: { PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The binary directly: `pnpm exec` can stall offline.
      command: `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${webPort} --strictPort`,
      url: `http://127.0.0.1:${webPort}/m/home`,
      env: { API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
