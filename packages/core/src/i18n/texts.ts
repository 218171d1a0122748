import type { Namespace } from './namespaces.js';

type TextsModule = Promise<{ default: Record<string, unknown> }>;

/** One namespace's texts: a loader per language file. KO and KR share `ko`. */
export interface NamespaceTexts {
  namespace: Namespace;
  byLanguage: Readonly<Record<string, () => TextsModule>>;
}

/*
 * Each loader is written out so that a bundler makes each file its own chunk and fetches only the chosen language's.
 * The tables are separate exports so an app's bundle holds only the namespaces it imports: the member site's build has
 * no agent or demo texts at all.
 */
export const commonTexts: NamespaceTexts = {
  namespace: 'common',
  byLanguage: {
    'zh-CN': () => import('./locales/zh-CN/common.json'),
    en: () => import('./locales/en/common.json'),
    ja: () => import('./locales/ja/common.json'),
    th: () => import('./locales/th/common.json'),
    vi: () => import('./locales/vi/common.json'),
    my: () => import('./locales/my/common.json'),
    es: () => import('./locales/es/common.json'),
    hi: () => import('./locales/hi/common.json'),
    id: () => import('./locales/id/common.json'),
    km: () => import('./locales/km/common.json'),
    ko: () => import('./locales/ko/common.json'),
    ms: () => import('./locales/ms/common.json'),
    pt: () => import('./locales/pt/common.json'),
    ta: () => import('./locales/ta/common.json'),
    'zh-TW': () => import('./locales/zh-TW/common.json'),
    fil: () => import('./locales/fil/common.json'),
    ur: () => import('./locales/ur/common.json'),
    'ur-Latn': () => import('./locales/ur-Latn/common.json'),
    'pt-BR': () => import('./locales/pt-BR/common.json'),
    tr: () => import('./locales/tr/common.json'),
    bn: () => import('./locales/bn/common.json'),
    ar: () => import('./locales/ar/common.json'),
    fa: () => import('./locales/fa/common.json'),
    ru: () => import('./locales/ru/common.json'),
    kk: () => import('./locales/kk/common.json'),
    uz: () => import('./locales/uz/common.json'),
    lo: () => import('./locales/lo/common.json'),
    ne: () => import('./locales/ne/common.json'),
    fr: () => import('./locales/fr/common.json'),
  },
};

export const memberTexts: NamespaceTexts = {
  namespace: 'member',
  byLanguage: {
    'zh-CN': () => import('./locales/zh-CN/member.json'),
    en: () => import('./locales/en/member.json'),
    ja: () => import('./locales/ja/member.json'),
    th: () => import('./locales/th/member.json'),
    vi: () => import('./locales/vi/member.json'),
    my: () => import('./locales/my/member.json'),
    es: () => import('./locales/es/member.json'),
    hi: () => import('./locales/hi/member.json'),
    id: () => import('./locales/id/member.json'),
    km: () => import('./locales/km/member.json'),
    ko: () => import('./locales/ko/member.json'),
    ms: () => import('./locales/ms/member.json'),
    pt: () => import('./locales/pt/member.json'),
    ta: () => import('./locales/ta/member.json'),
    'zh-TW': () => import('./locales/zh-TW/member.json'),
    fil: () => import('./locales/fil/member.json'),
    ur: () => import('./locales/ur/member.json'),
    'ur-Latn': () => import('./locales/ur-Latn/member.json'),
    'pt-BR': () => import('./locales/pt-BR/member.json'),
    tr: () => import('./locales/tr/member.json'),
    bn: () => import('./locales/bn/member.json'),
    ar: () => import('./locales/ar/member.json'),
    fa: () => import('./locales/fa/member.json'),
    ru: () => import('./locales/ru/member.json'),
    kk: () => import('./locales/kk/member.json'),
    uz: () => import('./locales/uz/member.json'),
    lo: () => import('./locales/lo/member.json'),
    ne: () => import('./locales/ne/member.json'),
    fr: () => import('./locales/fr/member.json'),
  },
};

export const agentTexts: NamespaceTexts = {
  namespace: 'agent',
  byLanguage: {
    'zh-CN': () => import('./locales/zh-CN/agent.json'),
    en: () => import('./locales/en/agent.json'),
    ja: () => import('./locales/ja/agent.json'),
    th: () => import('./locales/th/agent.json'),
    vi: () => import('./locales/vi/agent.json'),
    my: () => import('./locales/my/agent.json'),
    es: () => import('./locales/es/agent.json'),
    hi: () => import('./locales/hi/agent.json'),
    id: () => import('./locales/id/agent.json'),
    km: () => import('./locales/km/agent.json'),
    ko: () => import('./locales/ko/agent.json'),
    ms: () => import('./locales/ms/agent.json'),
    pt: () => import('./locales/pt/agent.json'),
    ta: () => import('./locales/ta/agent.json'),
    'zh-TW': () => import('./locales/zh-TW/agent.json'),
    fil: () => import('./locales/fil/agent.json'),
    ur: () => import('./locales/ur/agent.json'),
    'ur-Latn': () => import('./locales/ur-Latn/agent.json'),
    'pt-BR': () => import('./locales/pt-BR/agent.json'),
    tr: () => import('./locales/tr/agent.json'),
    bn: () => import('./locales/bn/agent.json'),
    ar: () => import('./locales/ar/agent.json'),
    fa: () => import('./locales/fa/agent.json'),
    ru: () => import('./locales/ru/agent.json'),
    kk: () => import('./locales/kk/agent.json'),
    uz: () => import('./locales/uz/agent.json'),
    lo: () => import('./locales/lo/agent.json'),
    ne: () => import('./locales/ne/agent.json'),
    fr: () => import('./locales/fr/agent.json'),
  },
};

export const demoTexts: NamespaceTexts = {
  namespace: 'demo',
  byLanguage: {
    'zh-CN': () => import('./locales/zh-CN/demo.json'),
    en: () => import('./locales/en/demo.json'),
    ja: () => import('./locales/ja/demo.json'),
    th: () => import('./locales/th/demo.json'),
    vi: () => import('./locales/vi/demo.json'),
    my: () => import('./locales/my/demo.json'),
    es: () => import('./locales/es/demo.json'),
    hi: () => import('./locales/hi/demo.json'),
    id: () => import('./locales/id/demo.json'),
    km: () => import('./locales/km/demo.json'),
    ko: () => import('./locales/ko/demo.json'),
    ms: () => import('./locales/ms/demo.json'),
    pt: () => import('./locales/pt/demo.json'),
    ta: () => import('./locales/ta/demo.json'),
    'zh-TW': () => import('./locales/zh-TW/demo.json'),
    fil: () => import('./locales/fil/demo.json'),
    ur: () => import('./locales/ur/demo.json'),
    'ur-Latn': () => import('./locales/ur-Latn/demo.json'),
    'pt-BR': () => import('./locales/pt-BR/demo.json'),
    tr: () => import('./locales/tr/demo.json'),
    bn: () => import('./locales/bn/demo.json'),
    ar: () => import('./locales/ar/demo.json'),
    fa: () => import('./locales/fa/demo.json'),
    ru: () => import('./locales/ru/demo.json'),
    kk: () => import('./locales/kk/demo.json'),
    uz: () => import('./locales/uz/demo.json'),
    lo: () => import('./locales/lo/demo.json'),
    ne: () => import('./locales/ne/demo.json'),
    fr: () => import('./locales/fr/demo.json'),
  },
};

/** What each app loads (the order of `appNamespaces`): its own namespace first, then the shared ones. */
export const memberSiteTexts = [memberTexts, commonTexts] as const;
export const agentSiteTexts = [agentTexts, commonTexts] as const;
export const themeDemoTexts = [demoTexts, memberTexts, commonTexts] as const;
export type AppTexts = typeof memberSiteTexts | typeof agentSiteTexts | typeof themeDemoTexts;
