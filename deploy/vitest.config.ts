import { defineConfig } from 'vitest/config';
import { nodePreset } from '@whitelabel/tooling/vitest';

// The recipe's static checks (Dockerfiles, the script's copy list); the build-and-start proof has its own config.
export default defineConfig(nodePreset({ include: ['test/*.test.ts'], exclude: ['test/recipe.test.ts'] }));
