import type { AppTextTypes } from '@whitelabel/core/i18n';

// Types every `t()` key of this app against the English texts of the namespaces it loads (i18next.check.ts proves it).
declare module 'i18next' {
  interface CustomTypeOptions extends AppTextTypes<'demo'> {}
}
