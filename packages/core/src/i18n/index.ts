import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type englishAgent from './locales/en/agent.json';
import type englishCommon from './locales/en/common.json';
import type englishDemo from './locales/en/demo.json';
import type englishMember from './locales/en/member.json';
import { languageInfo, type LanguageCode } from './languages.js';
import type { AppNamespaces, Namespace } from './namespaces.js';

export * from './languages.js';
export * from './namespaces.js';

/** The English texts' shapes, which type every `t()` key of the apps (each app registers its namespaces). */
export interface I18nResources {
  common: typeof englishCommon;
  member: typeof englishMember;
  agent: typeof englishAgent;
  demo: typeof englishDemo;
}

type TextsModule = Promise<{ default: Record<string, unknown> }>;

/**
 * One loader per language and namespace, each written out so that a bundler makes each file its own chunk and only
 * the current language's files of the app's namespaces are fetched. KO and KR share `ko`.
 */
const localeLoaders: Record<string, Record<Namespace, () => TextsModule>> = {
  'zh-CN': { common: () => import('./locales/zh-CN/common.json'), member: () => import('./locales/zh-CN/member.json'), agent: () => import('./locales/zh-CN/agent.json'), demo: () => import('./locales/zh-CN/demo.json') },
  en: { common: () => import('./locales/en/common.json'), member: () => import('./locales/en/member.json'), agent: () => import('./locales/en/agent.json'), demo: () => import('./locales/en/demo.json') },
  ja: { common: () => import('./locales/ja/common.json'), member: () => import('./locales/ja/member.json'), agent: () => import('./locales/ja/agent.json'), demo: () => import('./locales/ja/demo.json') },
  th: { common: () => import('./locales/th/common.json'), member: () => import('./locales/th/member.json'), agent: () => import('./locales/th/agent.json'), demo: () => import('./locales/th/demo.json') },
  vi: { common: () => import('./locales/vi/common.json'), member: () => import('./locales/vi/member.json'), agent: () => import('./locales/vi/agent.json'), demo: () => import('./locales/vi/demo.json') },
  my: { common: () => import('./locales/my/common.json'), member: () => import('./locales/my/member.json'), agent: () => import('./locales/my/agent.json'), demo: () => import('./locales/my/demo.json') },
  es: { common: () => import('./locales/es/common.json'), member: () => import('./locales/es/member.json'), agent: () => import('./locales/es/agent.json'), demo: () => import('./locales/es/demo.json') },
  hi: { common: () => import('./locales/hi/common.json'), member: () => import('./locales/hi/member.json'), agent: () => import('./locales/hi/agent.json'), demo: () => import('./locales/hi/demo.json') },
  id: { common: () => import('./locales/id/common.json'), member: () => import('./locales/id/member.json'), agent: () => import('./locales/id/agent.json'), demo: () => import('./locales/id/demo.json') },
  km: { common: () => import('./locales/km/common.json'), member: () => import('./locales/km/member.json'), agent: () => import('./locales/km/agent.json'), demo: () => import('./locales/km/demo.json') },
  ko: { common: () => import('./locales/ko/common.json'), member: () => import('./locales/ko/member.json'), agent: () => import('./locales/ko/agent.json'), demo: () => import('./locales/ko/demo.json') },
  ms: { common: () => import('./locales/ms/common.json'), member: () => import('./locales/ms/member.json'), agent: () => import('./locales/ms/agent.json'), demo: () => import('./locales/ms/demo.json') },
  pt: { common: () => import('./locales/pt/common.json'), member: () => import('./locales/pt/member.json'), agent: () => import('./locales/pt/agent.json'), demo: () => import('./locales/pt/demo.json') },
  ta: { common: () => import('./locales/ta/common.json'), member: () => import('./locales/ta/member.json'), agent: () => import('./locales/ta/agent.json'), demo: () => import('./locales/ta/demo.json') },
  'zh-TW': { common: () => import('./locales/zh-TW/common.json'), member: () => import('./locales/zh-TW/member.json'), agent: () => import('./locales/zh-TW/agent.json'), demo: () => import('./locales/zh-TW/demo.json') },
  fil: { common: () => import('./locales/fil/common.json'), member: () => import('./locales/fil/member.json'), agent: () => import('./locales/fil/agent.json'), demo: () => import('./locales/fil/demo.json') },
  ur: { common: () => import('./locales/ur/common.json'), member: () => import('./locales/ur/member.json'), agent: () => import('./locales/ur/agent.json'), demo: () => import('./locales/ur/demo.json') },
  'ur-Latn': { common: () => import('./locales/ur-Latn/common.json'), member: () => import('./locales/ur-Latn/member.json'), agent: () => import('./locales/ur-Latn/agent.json'), demo: () => import('./locales/ur-Latn/demo.json') },
  'pt-BR': { common: () => import('./locales/pt-BR/common.json'), member: () => import('./locales/pt-BR/member.json'), agent: () => import('./locales/pt-BR/agent.json'), demo: () => import('./locales/pt-BR/demo.json') },
  tr: { common: () => import('./locales/tr/common.json'), member: () => import('./locales/tr/member.json'), agent: () => import('./locales/tr/agent.json'), demo: () => import('./locales/tr/demo.json') },
  bn: { common: () => import('./locales/bn/common.json'), member: () => import('./locales/bn/member.json'), agent: () => import('./locales/bn/agent.json'), demo: () => import('./locales/bn/demo.json') },
  ar: { common: () => import('./locales/ar/common.json'), member: () => import('./locales/ar/member.json'), agent: () => import('./locales/ar/agent.json'), demo: () => import('./locales/ar/demo.json') },
  fa: { common: () => import('./locales/fa/common.json'), member: () => import('./locales/fa/member.json'), agent: () => import('./locales/fa/agent.json'), demo: () => import('./locales/fa/demo.json') },
  ru: { common: () => import('./locales/ru/common.json'), member: () => import('./locales/ru/member.json'), agent: () => import('./locales/ru/agent.json'), demo: () => import('./locales/ru/demo.json') },
  kk: { common: () => import('./locales/kk/common.json'), member: () => import('./locales/kk/member.json'), agent: () => import('./locales/kk/agent.json'), demo: () => import('./locales/kk/demo.json') },
  uz: { common: () => import('./locales/uz/common.json'), member: () => import('./locales/uz/member.json'), agent: () => import('./locales/uz/agent.json'), demo: () => import('./locales/uz/demo.json') },
  lo: { common: () => import('./locales/lo/common.json'), member: () => import('./locales/lo/member.json'), agent: () => import('./locales/lo/agent.json'), demo: () => import('./locales/lo/demo.json') },
  ne: { common: () => import('./locales/ne/common.json'), member: () => import('./locales/ne/member.json'), agent: () => import('./locales/ne/agent.json'), demo: () => import('./locales/ne/demo.json') },
  fr: { common: () => import('./locales/fr/common.json'), member: () => import('./locales/fr/member.json'), agent: () => import('./locales/fr/agent.json'), demo: () => import('./locales/fr/demo.json') },
};

export const fallbackTag = 'en';

/**
 * Creates and initialises an i18next instance for one spec language code and one app's namespaces, loading only
 * that language's files of those namespaces. Keys keep their full paths (`common.login`, `home.title`): a key not
 * in the app's own namespace is looked up in the ones after it.
 */
export async function createI18n(code: LanguageCode, [ownNamespace, ...fallbackNamespaces]: AppNamespaces): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(
      resourcesToBackend((tag: string, namespace: string) => {
        const load = (localeLoaders[tag] ?? localeLoaders[fallbackTag]!)[namespace as Namespace];
        return load ? load().then((module) => module.default) : Promise.reject(new Error(`No texts namespace "${namespace}"`));
      }),
    )
    .init({
      lng: languageInfo(code).tag,
      fallbackLng: fallbackTag,
      load: 'currentOnly',
      ns: [ownNamespace, ...fallbackNamespaces],
      defaultNS: ownNamespace,
      fallbackNS: fallbackNamespaces,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return instance;
}

/** Switches language and returns the `lang` and `dir` the document should carry. */
export async function changeLanguage(instance: I18n, code: LanguageCode): Promise<{ lang: string; dir: 'ltr' | 'rtl' }> {
  const info = languageInfo(code);
  await instance.changeLanguage(info.tag);
  return { lang: info.tag, dir: info.dir };
}

/** Applies a language's `lang` and `dir` to a document root element. */
export function applyDocumentLanguage(element: HTMLElement, code: LanguageCode): void {
  const info = languageInfo(code);
  element.lang = info.tag;
  element.dir = info.dir;
}
