import { createApiClient, type LanguageCode } from '@whitelabel/api';
import { ApiProvider } from '@whitelabel/core/hooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { merchant } from './merchant.js';

export interface AppContext {
  i18n: I18n;
  getLanguage: () => LanguageCode;
}

export function createAppServices({ getLanguage }: Pick<AppContext, 'getLanguage'>) {
  const client = createApiClient({ merchantCode: merchant.code, getLanguage });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  return { client, queryClient };
}

export function AppProviders({
  services,
  i18n,
  children,
}: {
  services: ReturnType<typeof createAppServices>;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <ApiProvider value={{ client: services.client, merchantCode: merchant.code }}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
