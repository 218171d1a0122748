import type { I18nResources } from '@whitelabel/core/i18n';

// Types every `t()` key of this app against the English texts of the namespaces it loads (core's
// `appNamespaces.demo`), so a missing or misspelt key fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'demo';
    fallbackNS: ['member', 'common'];
    resources: Pick<I18nResources, 'demo' | 'member' | 'common'>;
  }
}
