import { defineConfig } from 'vitest/config';
import { nodePreset } from './vitest/presets.js';

export default defineConfig(nodePreset({ include: ['scripts/**/*.test.ts'] }));
