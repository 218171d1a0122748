import type { appNamespaces, I18nResources } from '@whitelabel/core/i18n';

type Loaded = (typeof appNamespaces)['agent'];

// Types every `t()` key of this app against the English texts of the namespaces it loads (its own first, then the
// shared ones it falls back to), so a missing or misspelt key fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: Loaded[0];
    fallbackNS: Loaded extends readonly [unknown, ...infer Rest] ? Rest : never;
    resources: Pick<I18nResources, Loaded[number]>;
  }
}
