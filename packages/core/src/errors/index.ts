export * from './error-key.js';
