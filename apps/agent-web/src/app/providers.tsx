import type { LanguageCode } from '@whitelabel/api';
import { ApiProvider } from '@whitelabel/core/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Provider as StoreProvider } from 'jotai/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { merchant } from './merchant.js';
import type { AppServices } from './services.js';

export function AppProviders({ services, i18n, language, children }: { services: AppServices; i18n: I18n; language: LanguageCode; children: ReactNode }) {
  return (
    <StoreProvider store={services.store}>
      <QueryClientProvider client={services.queryClient}>
        <ApiProvider value={{ client: services.client, merchantCode: merchant.code, language }}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}
