import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findJourneyBrowser } from '@whitelabel/tooling/browser';
import { failureArtifacts, playwrightReporters } from '@whitelabel/tooling/playwright-reporters';

const browser = findJourneyBrowser();

// The consumer test (e2e/consumer.spec.ts): one worker, the tests in order (the second reuses the first's install).
// Packing, installing and building take most of its time, hence the long timeout.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 240_000,
  expect: { timeout: 10_000 },
  reporter: playwrightReporters('reports/e2e.json'),
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 740 },
    ...failureArtifacts,
    launchOptions: { executablePath: browser?.path ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium-360' }],
});
