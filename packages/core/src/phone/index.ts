export * from './phone-verification.js';
