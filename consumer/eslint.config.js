import config from '@whitelabel/tooling/eslint';

// app/ is linted by nobody here: it is the outside team's code, checked by the test with its own TypeScript.
export default [{ ignores: ['app/**'] }, ...config];
