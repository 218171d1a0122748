import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { domPreset } from '@whitelabel/tooling/vitest';
import { uiThemesModule } from './themes-plugin.js';

export default defineConfig({ plugins: [vanillaExtractPlugin(), uiThemesModule()], ...domPreset({ setupFiles: ['src/test-setup.ts'] }) });
