import { defineConfig } from 'vitest/config';
import { nodePreset } from '@whitelabel/tooling/vitest';

export default defineConfig(nodePreset({ testTimeout: 30_000, hookTimeout: 60_000 }));
