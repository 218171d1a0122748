export * from './local-lists.js';
