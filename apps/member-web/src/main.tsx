import '@whitelabel/ui/style.css';
import { applyDocumentLanguage, createI18n } from '@whitelabel/core/i18n';
import { initialLanguage, isAppUserAgent, languageStorageKey } from '@whitelabel/core';
import { siteStatusQuery } from '@whitelabel/core/hooks';
import type { LanguageCode } from '@whitelabel/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { merchant, merchantTheme } from './app/merchant.js';
import { AppProviders, createAppServices } from './app/providers.js';
import { createRouter } from './app/routes.js';

// Start-up order (spec section 2): merchant setting, app marker class, saved language, site status, render.
const root = document.documentElement;
root.classList.add(merchantTheme.className);
if (isAppUserAgent(navigator.userAgent)) root.classList.add('is-app');

let language: LanguageCode = initialLanguage(merchant, localStorage.getItem(languageStorageKey));
applyDocumentLanguage(root, language);
const i18nReady = createI18n(language);

const services = createAppServices({ getLanguage: () => language });
const statusReady = services.queryClient.prefetchQuery(siteStatusQuery(services.client));

const i18n = await i18nReady;
i18n.on('languageChanged', () => {
  language = (localStorage.getItem(languageStorageKey) as LanguageCode | null) ?? language;
});
await statusReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders services={services} i18n={i18n}>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  </StrictMode>,
);
