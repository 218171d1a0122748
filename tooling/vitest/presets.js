// Shared Vitest presets. Each package's vitest.config.ts spreads one of these.

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

/** Component and hook tests in jsdom. */
export function domPreset(overrides = {}) {
  return {
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      // Globals let Testing Library unmount after each test by itself.
      globals: true,
      restoreMocks: true,
      ...overrides,
    },
  };
}
