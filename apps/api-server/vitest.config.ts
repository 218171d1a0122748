import { defineConfig } from 'vitest/config';
import { nodePreset } from '@whitelabel/tooling/vitest';

// Integration tests start the server in-process on an in-memory PGlite loaded from a seeded template
// (built once per run by the global setup), or on PostgreSQL when TEST_DATABASE_URL is set. Test files share their
// worker's modules (isolate: false): each starts its own server on its own database, and the server's modules,
// loaded and their contract validators compiled once, are most of what a file would otherwise spend starting.
export default defineConfig(nodePreset({ testTimeout: 30_000, hookTimeout: 120_000, globalSetup: ['./test/global-setup.ts'], isolate: false }));
