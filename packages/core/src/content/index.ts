export * from './popup-notices.js';
export * from './notices.js';
