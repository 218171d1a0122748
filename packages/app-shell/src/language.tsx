import type { LanguageCode } from '@whitelabel/api';
import { changeLanguage } from '@whitelabel/core/i18n';
import { languageAtom } from '@whitelabel/core/state';
import type { i18n as I18n } from 'i18next';
import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers.js';
import type { AppServices } from './services.js';

/**
 * Keeps i18next and <html lang dir> in step with the language atom: choosing a language anywhere
 * (`useSetAtom(languageAtom)`) saves it, loads only that language's file and flips the direction.
 */
function LanguageFollower({ i18n, onLanguage }: { i18n: I18n; onLanguage: ((language: LanguageCode) => void) | undefined }) {
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    onLanguage?.(language);
    let cancelled = false;
    void changeLanguage(i18n, language).then(({ lang, dir }) => {
      if (cancelled) return;
      document.documentElement.lang = lang;
      document.documentElement.dir = dir;
    });
    return () => {
      cancelled = true;
    };
  }, [i18n, language, onLanguage]);
  return null;
}

/**
 * A site's root: its providers in the current language, the language follower and the router. `onLanguage` runs on
 * every language the member chooses (the member site keeps it in a cookie for the site server).
 */
export function LanguageSync({
  services,
  i18n,
  router,
  onLanguage,
}: {
  services: AppServices;
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
  onLanguage?: (language: LanguageCode) => void;
}) {
  const language = useAtomValue(languageAtom, { store: services.store });
  return (
    <AppProviders services={services} i18n={i18n} language={language}>
      <LanguageFollower i18n={i18n} onLanguage={onLanguage} />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
