import '@whitelabel/ui/style.css';
// Urdu's Nastaliq face (the kit sets Urdu pages in it); a browser fetches its files only for an Urdu page.
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import '@fontsource/noto-nastaliq-urdu/arabic-700.css';
import { applyDocumentLanguage, createI18n, memberSiteTexts } from '@whitelabel/core/i18n';
import { isAppUserAgent, webDeviceHeader } from '@whitelabel/core';
import { siteStatusQuery } from '@whitelabel/core/hooks';
import { accountPopupAtom, isLoggedInAtom, languageAtom } from '@whitelabel/core/state';
import { startTransition, StrictMode } from 'react';
import { createRoot } from './app/react-dom-start.js';
import { createAppServices, LanguageSync, preloadScreen } from '@whitelabel/app-shell';
import { merchant, merchantTheme } from '@whitelabel/app-shell/merchant';
import { readBootData, saveLanguageCookie, seedBootData } from './app/boot-data.js';
import { createRouter } from './app/routes.js';
import { registerServiceWorker } from './app/service-worker.js';
import { homeAliases } from './routes/home-paths.js';

/** A task of its own for what follows: start-up runs as several short tasks rather than one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up order (spec section 2): merchant setting, app marker class, saved language, site status, render.
// The site status, settings and home banners come from the document's boot data when the site server
// wrote it; the status is fetched only when it did not. The app's modules were just evaluated in this task.
await nextTask();
const services = createAppServices({
  merchant,
  // OTHERS from the installed web app, nothing from a browser tab (spec 7.004).
  device: () => webDeviceHeader(),
  // An expired or missing session (spec section 8) offers the login popup.
  onSessionExpired: (store) => store.set(accountPopupAtom, 'login'),
});
const boot = readBootData(document, merchant.code);
if (boot) seedBootData(services.queryClient, boot, { merchantCode: merchant.code, loggedIn: services.store.get(isLoggedInAtom), storage: localStorage });
await nextTask();
const root = document.documentElement;
root.classList.add(merchantTheme.className);
if (isAppUserAgent(navigator.userAgent)) root.classList.add('is-app');

// Home's chunk loads alongside the language file instead of after the first render; a failed
// load is left to the route, which logs it and shows the loading screen. It is asked for in a task of its
// own: the import adds the chunk's style sheet and module preloads (tens of milliseconds on a phone), whose work
// would otherwise lengthen this one.
const homeReady = homeAliases.includes(location.pathname)
  ? nextTask()
      .then(() => import('./screens/HomeScreen.js'))
      .catch(() => undefined)
  : undefined;

const language = services.store.get(languageAtom);
applyDocumentLanguage(root, language);
const i18nReady = createI18n(language, memberSiteTexts);
const statusReady = services.queryClient.prefetchQuery(siteStatusQuery(services.client));

// The route table is ranked and matched (tens of milliseconds on a phone) in a task of its own, while the
// language file and the status load, rather than inside the first render's task.
const routerReady = nextTask().then(createRouter);
// Then the first screen's chunk, also in a task of its own: its module preloads are added there rather than in the
// first render, which then shows the screen itself instead of its loading screen first.
const screenReady = routerReady.then(async (router) => {
  await nextTask();
  await preloadScreen(router.state.matches.at(-1)?.route.element);
});

const i18n = await i18nReady;
await statusReady;
await homeReady;
const router = await routerReady;
await screenReady;

// A transition: React renders the first screen in slices, yielding to the browser between them, so
// the start-up is not one long task (the shell stays on screen until the render commits).
const app = createRoot(document.getElementById('root')!);
startTransition(() => {
  app.render(
    <StrictMode>
      <LanguageSync services={services} i18n={i18n} router={router} onLanguage={(chosen) => saveLanguageCookie(document, chosen)} />
    </StrictMode>,
  );
});

// The service worker for repeat visits and offline: registered once the page has loaded and is idle.
if (import.meta.env.PROD) registerServiceWorker(window, (error) => console.warn('service worker not registered', error));
