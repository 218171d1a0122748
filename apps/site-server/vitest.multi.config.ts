import { defineConfig } from 'vitest/config';
import { nodePreset } from '@whitelabel/tooling/vitest';

// The multi-instance journeys (scripts/test-multi-instance.mjs starts PostgreSQL and runs them).
export default defineConfig(nodePreset({ include: ['test-multi/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 240_000 }));
