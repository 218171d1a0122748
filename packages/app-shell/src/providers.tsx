import type { LanguageCode } from '@whitelabel/api';
import { ApiProvider } from '@whitelabel/core/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Provider as StoreProvider } from 'jotai/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { AppServices } from './services.js';

/** The providers every screen needs: the store, the query cache, the typed client and the texts. */
export function AppProviders({ services, i18n, language, children }: { services: AppServices; i18n: I18n; language: LanguageCode; children: ReactNode }) {
  const { store, queryClient, client, merchant, firebasePhoneSignIn } = services;
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: merchant.code, language, ...(firebasePhoneSignIn ? { firebasePhoneSignIn } : {}) }}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}
