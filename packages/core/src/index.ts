// Pure rules and helpers: no React here (hooks: ./hooks, atoms: ./state, i18n: ./i18n).
export * from './constants/business.js';
export * from './status/site-status.js';
export * from './i18n/languages.js';
export * from './i18n/namespaces.js';
export * from './merchant/merchants.js';
export * from './validation/index.js';
export * from './games/index.js';
export * from './session/index.js';
export * from './errors/index.js';
export * from './content/index.js';
export * from './timers/index.js';
export * from './format/index.js';
export * from './remember/index.js';
export * from './wallet/index.js';
export * from './device/app-download.js';
export * from './device/customer-service.js';
export * from './device/display-mode.js';
