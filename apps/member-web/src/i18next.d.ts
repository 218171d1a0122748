import type { I18nResources } from '@whitelabel/core/i18n';

// Types every `t()` key of this app against the English texts of the namespaces it loads (core's
// `appNamespaces.member`), so a missing or misspelt key fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'member';
    fallbackNS: ['common'];
    resources: Pick<I18nResources, 'member' | 'common'>;
  }
}
