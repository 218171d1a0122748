import { defineConfig } from 'vitest/config';
import { nodePreset } from '@whitelabel/tooling/vitest';

// The recipe built by its script from a clean copy and started as the images start (test/recipe.test.ts).
export default defineConfig(nodePreset({ include: ['test/recipe.test.ts'], testTimeout: 120_000, hookTimeout: 900_000 }));
