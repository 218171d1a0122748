import { defineConfig } from 'vitest/config';
import { nodePreset } from '@whitelabel/tooling/vitest';

// The multi-instance journeys and the fault drills (scripts/test-multi-instance.mjs starts PostgreSQL and runs them).
// One file at a time: a drill stops the PostgreSQL server the journeys run on.
export default defineConfig(nodePreset({ include: ['test-multi/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 240_000, fileParallelism: false }));
