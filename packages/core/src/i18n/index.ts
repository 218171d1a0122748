import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageInfo, type LanguageCode } from './languages.js';

export * from './languages.js';

/**
 * One loader per locale file: only the current language is fetched (one chunk each).
 * Languages without a file yet fall back to English.
 */
const localeLoaders: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  th: () => import('./locales/th.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
  ar: () => import('./locales/ar.json'),
};

export const fallbackTag = 'en';

export function hasLocaleFile(tag: string): boolean {
  return tag in localeLoaders;
}

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
