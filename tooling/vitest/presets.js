// Shared Vitest presets. Each package's vitest.config.ts spreads one of these.
import { fileURLToPath } from 'node:url';

/** Unit tests in Node. */
export function nodePreset(overrides = {}) {
  return {
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      environment: 'node',
      restoreMocks: true,
      ...overrides,
    },
  };
}

/**
 * Component and hook tests in jsdom. Test files share their worker's jsdom and modules (isolate: false): a fresh
 * jsdom and module graph per file was most of each package's test time (core 60 s -> 9 s, member-web 56 s -> 27 s).
 * So a file leaves nothing behind: stores, query clients and mock servers are made per test or closed after the
 * file, and the setup below unmounts what each test rendered.
 */
export function domPreset({ setupFiles = [], ...overrides } = {}) {
  return {
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      globals: true,
      restoreMocks: true,
      isolate: false,
      setupFiles: [fileURLToPath(new URL('./dom-setup.js', import.meta.url)), ...[setupFiles].flat()],
      ...overrides,
    },
  };
}
