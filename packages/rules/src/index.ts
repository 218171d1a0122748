// Framework-free rules shared by the client, the mocks and the reference server: no React, no i18n, no state.
export * from './money.js';
export * from './limits.js';
export * from './currency.js';
export * from './days.js';
export * from './games.js';
export * from './images.js';
export * from './languages.js';
