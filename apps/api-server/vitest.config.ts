import { defineConfig } from 'vitest/config';
import { nodePreset } from '@whitelabel/tooling/vitest';

// Integration tests start the server in-process on an in-memory PGlite.
export default defineConfig(nodePreset({ testTimeout: 30_000, hookTimeout: 60_000 }));
