import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { domPreset } from '@whitelabel/tooling/vitest';

export default defineConfig({ plugins: [vanillaExtractPlugin()], ...domPreset() });
