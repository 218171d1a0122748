// Shared flat config: every package's eslint.config.js re-exports this (optionally extended).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const ignores = {
  ignores: [
    '**/dist/**',
    '**/dist-*/**',
    '**/storybook-static/**',
    '**/src/generated/**',
    '**/reports/**',
    '**/coverage/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '**/.turbo/**',
    '**/drizzle/**',
    '**/public/mockServiceWorker.js',
  ],
};

export default tseslint.config(
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Module augmentation (an app's i18next `CustomTypeOptions extends AppTextTypes<...> {}`) is an empty interface by design.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // Scripts are command-line programs: printing is their job.
    files: ['**/scripts/**', '**/*.config.{ts,js,mjs}', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
