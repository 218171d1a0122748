import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findBrowser, pinnedFontsEnv } from '@whitelabel/tooling/browser';
import { failureArtifacts, playwrightReporters } from '@whitelabel/tooling/playwright-reporters';

const port = Number(process.env.E2E_STORYBOOK_PORT ?? 6108);
const browser = findBrowser();

// Visual check: chosen stories of the built static Storybook, in every theme and right to left,
// compared with the baselines committed in e2e/__screenshots__ (update: `pnpm test:e2e --update-snapshots`).
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: playwrightReporters('reports/e2e.json'),
  // One baseline per story, theme and direction, the same on every platform this runs on.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // 0.1 % of a 360 x 780 page is 281 pixels: enough for anti-aliasing, not for a changed control.
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 1,
    // Still frames: marquee and carousels stand still, transitions end at once.
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
    // The binary directly (`pnpm exec` can stall offline); the plain Storybook Vite config, not the library one.
    command: `./node_modules/.bin/vite preview --config .storybook/vite.config.ts --outDir storybook-static --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/iframe.html`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
