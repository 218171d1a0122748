import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { domPreset } from '@whitelabel/tooling/vitest';
import { merchantsModule, uiThemesModule } from './themes-plugin.js';

export default defineConfig({ plugins: [vanillaExtractPlugin(), uiThemesModule(), merchantsModule()], ...domPreset({ setupFiles: ['src/test-setup.ts'] }) });
