import '@whitelabel/ui/style.css';
import { createApiClient, type LanguageCode } from '@whitelabel/api';
import { initialLanguage, languageStorageKey, merchantConfig } from '@whitelabel/core';
import { ApiProvider, useSiteSettings } from '@whitelabel/core/hooks';
import { applyDocumentLanguage, createI18n } from '@whitelabel/core/i18n';
import { Header } from '@whitelabel/ui';
import { classicTheme } from '@whitelabel/ui/themes/classic';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import * as styles from './agent.css.js';

const merchant = merchantConfig(import.meta.env.MERCHANT);
const root = document.documentElement;
root.classList.add(classicTheme.className);
const language: LanguageCode = initialLanguage(merchant, localStorage.getItem(languageStorageKey));
applyDocumentLanguage(root, language);

const client = createApiClient({ merchantCode: merchant.code, getLanguage: () => language });
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
const i18n = await createI18n(language);

function AgentHome() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const name = settings.data?.merchantName ?? merchant.name;
  return (
    <div className={styles.page}>
      <Header title={t('agent.title')} backLabel={t('common.back')} />
      <main className={styles.content}>
        <p>{t('agent.intro', { merchant: name })}</p>
      </main>
    </div>
  );
}

const router = createBrowserRouter([
  { path: '/m/agent', element: <AgentHome /> },
  { path: '/m/agent/home', element: <AgentHome /> },
  { path: '*', element: <Navigate to="/m/agent" replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ApiProvider value={{ client, merchantCode: merchant.code }}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </ApiProvider>
    </QueryClientProvider>
  </StrictMode>,
);
