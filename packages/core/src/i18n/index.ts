import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type englishAgent from './locales/en/agent.json';
import type englishCommon from './locales/en/common.json';
import type englishDemo from './locales/en/demo.json';
import type englishMember from './locales/en/member.json';
import { languageInfo, type LanguageCode } from './languages.js';
import type { appNamespaces } from './namespaces.js';
import type { AppTexts } from './texts.js';

export * from './languages.js';
export * from './namespaces.js';
export * from './texts.js';

/** The English texts' shapes, which type every `t()` key of the apps (each app registers its namespaces). */
export interface I18nResources {
  common: typeof englishCommon;
  member: typeof englishMember;
  agent: typeof englishAgent;
  demo: typeof englishDemo;
}

type LoadedBy<App extends keyof typeof appNamespaces> = (typeof appNamespaces)[App];

/**
 * i18next's `CustomTypeOptions` for one app, which its `src/i18next.d.ts` extends: its own namespace as the default,
 * the shared ones as fallbacks, and the English texts of those namespaces as resources, so `t()` takes exactly the
 * keys the app can show.
 */
export interface AppTextTypes<App extends keyof typeof appNamespaces> {
  defaultNS: LoadedBy<App>[0];
  fallbackNS: LoadedBy<App> extends readonly [unknown, ...infer Rest] ? Rest : never;
  resources: Pick<I18nResources, LoadedBy<App>[number]>;
}

export const fallbackTag = 'en';

/**
 * Creates and initialises an i18next instance for one spec language code and one app's texts (`memberSiteTexts`,
 * `agentSiteTexts`, `themeDemoTexts`), loading only that language's files of those namespaces. Keys keep their full
 * paths (`common.login`, `home.menu`): a key not in the app's own namespace is looked up in the ones after it.
 */
export async function createI18n(code: LanguageCode, texts: AppTexts): Promise<I18n> {
  const ownNamespace = texts[0].namespace;
  const fallbackNamespaces = texts.slice(1).map((part) => part.namespace);
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(
      resourcesToBackend((tag: string, namespace: string) => {
        const table = texts.find((part) => part.namespace === namespace)?.byLanguage;
        const load = table?.[tag] ?? table?.[fallbackTag];
        return load ? load().then((module) => module.default) : Promise.reject(new Error(`No texts for ${tag}/${namespace}`));
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

/**
 * Switches language and returns the `lang` and `dir` the document should carry. The language the instance is already in
 * is left as it is: i18next would load it again and announce a change all the same, which every translated component
 * listening renders again for (the sites ask for their start-up language once more when they mount).
 */
export async function changeLanguage(instance: I18n, code: LanguageCode): Promise<{ lang: string; dir: 'ltr' | 'rtl' }> {
  const info = languageInfo(code);
  if (instance.language !== info.tag) await instance.changeLanguage(info.tag);
  return { lang: info.tag, dir: info.dir };
}

/** Applies a language's `lang` and `dir` to a document root element. */
export function applyDocumentLanguage(element: HTMLElement, code: LanguageCode): void {
  const info = languageInfo(code);
  element.lang = info.tag;
  element.dir = info.dir;
}
