export * from './remembered-login.js';
