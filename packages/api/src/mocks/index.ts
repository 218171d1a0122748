// Mock API for Storybook and tests: `@whitelabel/api/mocks`. Needs msw (a peer dependency).
export { createMockHandlers, errorResponse, mockError, mockValue, type MockOptions } from './handlers.js';
export { FIXTURE_NOW, createFixtures, isoAt, makeGame, makeVendor, vendorSeeds, type Fixtures } from './fixtures.js';
export { createRandom, type Random } from './random.js';
export { avatarArt, bannerArt, gameArt, vendorIcon } from './art.js';
