export * from './status/site-status.js';
export * from './i18n/languages.js';
export * from './merchant/merchants.js';
