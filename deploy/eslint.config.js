export { default } from '@whitelabel/tooling/eslint';
