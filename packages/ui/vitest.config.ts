import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findBrowser } from '@whitelabel/tooling/browser';
import { domPreset } from '@whitelabel/tooling/vitest';

const browser = findBrowser();
const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...domPreset({
            include: ['src/**/*.test.{ts,tsx}'],
            // Form tests type whole values key by key in jsdom; on a 2-core runner building other packages
            // meanwhile, one can pass the 5 s default without anything being wrong.
            testTimeout: 20_000,
          }).test,
        },
      },
      // Every story once, in the default theme; .storybook/vitest.setup.ts checks each story's colour contrast in
      // the other themes too.
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        test: {
          name: 'stories',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: browser?.path, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' as const, viewport: { width: 360, height: 780 } }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Story files share one page and its modules, as the unit files share their worker's: a fresh frame per
          // file re-imported the kit, React and the preview for each of 56 files (stories 133 -> 75 CPU-s).
          isolate: false,
        },
      },
    ],
  },
});
