import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageInfo, type LanguageCode } from './languages.js';

export * from './languages.js';

/**
 * One loader per language file, listed one by one so that a bundler makes each its own chunk: only the
 * current language is fetched. KO and KR share `ko`.
 */
const localeLoaders: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  'zh-CN': () => import('./locales/zh-CN.json'),
  en: () => import('./locales/en.json'),
  ja: () => import('./locales/ja.json'),
  th: () => import('./locales/th.json'),
  vi: () => import('./locales/vi.json'),
  my: () => import('./locales/my.json'),
  es: () => import('./locales/es.json'),
  hi: () => import('./locales/hi.json'),
  id: () => import('./locales/id.json'),
  km: () => import('./locales/km.json'),
  ko: () => import('./locales/ko.json'),
  ms: () => import('./locales/ms.json'),
  pt: () => import('./locales/pt.json'),
  ta: () => import('./locales/ta.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
  fil: () => import('./locales/fil.json'),
  ur: () => import('./locales/ur.json'),
  'ur-Latn': () => import('./locales/ur-Latn.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
  tr: () => import('./locales/tr.json'),
  bn: () => import('./locales/bn.json'),
  ar: () => import('./locales/ar.json'),
  fa: () => import('./locales/fa.json'),
  ru: () => import('./locales/ru.json'),
  kk: () => import('./locales/kk.json'),
  uz: () => import('./locales/uz.json'),
  lo: () => import('./locales/lo.json'),
  ne: () => import('./locales/ne.json'),
  fr: () => import('./locales/fr.json'),
};

export const fallbackTag = 'en';

/** Creates and initialises an i18next instance for one spec language code, loading only that language. */
export async function createI18n(code: LanguageCode): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(
      resourcesToBackend((tag: string) => {
        const load = localeLoaders[tag] ?? localeLoaders[fallbackTag]!;
        return load().then((module) => module.default);
      }),
    )
    .init({
      lng: languageInfo(code).tag,
      fallbackLng: fallbackTag,
      load: 'currentOnly',
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
