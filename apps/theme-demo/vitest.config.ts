import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { domPreset } from '@whitelabel/tooling/vitest';
import { merchantFoldersModule, merchantsModule, uiThemesModule } from './themes-plugin.js';

// 20 s a test: the page's tests query roles over three themed frames and 30 language radios, under 1 s each alone,
// and two of them took over 5 s when the whole workspace's tests shared two cores.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), uiThemesModule(), merchantsModule(), merchantFoldersModule()],
  ...domPreset({ setupFiles: ['src/test-setup.ts'], testTimeout: 20_000 }),
});
