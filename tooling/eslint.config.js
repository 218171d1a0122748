export { default } from './eslint/eslint.config.js';
