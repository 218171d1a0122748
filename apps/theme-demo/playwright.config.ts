import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findBrowser, pinnedFontsEnv } from '@whitelabel/tooling/browser';
import { failureArtifacts, playwrightReporters } from '@whitelabel/tooling/playwright-reporters';

const port = Number(process.env.E2E_DEMO_PORT ?? process.env.E2E_WEB_PORT ?? 4175);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const browser = findBrowser();

// Visual check of the built demo (`vite preview`): every theme's frame for every composed screen,
// left to right and right to left, compared with the baselines committed in e2e/__screenshots__
// (update: `pnpm --filter @whitelabel/theme-demo exec playwright test --update-snapshots`, then
// review the images). The demo needs no server: its data are the API fixtures with inline art.
// E2E_DEMO_PORT (or E2E_WEB_PORT) and E2E_OUT_DIR move the port and the build folder so several runs can share a machine.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide' } },
  reporter: playwrightReporters('reports/e2e.json'),
  // One baseline per theme, screen and direction, the same on every platform this runs on.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 1,
    // Still frames: marquee, carousels and the winner board stand still, transitions end at once.
    reducedMotion: 'reduce',
    ...failureArtifacts,
    // Only the workspace's fonts (its fontconfig file in reports/): the pixels do not depend on the machine's fonts.
    launchOptions: {
      executablePath: browser?.path ?? '/usr/bin/chromium',
      args: chromiumArgs,
      env: pinnedFontsEnv(`${import.meta.dirname}/reports/fontconfig`),
    },
  },
  projects: [{ name: 'chromium-360' }],
  webServer: {
    // The binary directly: `pnpm exec` can stall offline.
    command: `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
