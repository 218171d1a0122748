import '@whitelabel/ui/style.css';
import { applyDocumentLanguage, createI18n, agentSiteTexts } from '@whitelabel/core/i18n';
import { isAppUserAgent } from '@whitelabel/core';
import { siteStatusQuery } from '@whitelabel/core/hooks';
import { languageAtom } from '@whitelabel/core/state';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppServices, LanguageSync } from '@whitelabel/app-shell';
import { merchant, merchantTheme } from '@whitelabel/app-shell/merchant';
import { createRouter } from './app/routes.js';

// Start-up order (spec section 2): merchant setting, app marker class, saved language, site status, render.
// An expired session is dropped and announced; the route guard then shows the agent login.
const services = createAppServices({ merchant });
const root = document.documentElement;
root.classList.add(merchantTheme.className);
if (isAppUserAgent(navigator.userAgent)) root.classList.add('is-app');

const language = services.store.get(languageAtom);
applyDocumentLanguage(root, language);
const i18nReady = createI18n(language, agentSiteTexts);
const statusReady = services.queryClient.prefetchQuery(siteStatusQuery(services.client));

const i18n = await i18nReady;
await statusReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LanguageSync services={services} i18n={i18n} router={createRouter()} />
  </StrictMode>,
);
