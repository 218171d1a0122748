import { createApiClient, type ApiClientError } from '@whitelabel/api';
import { webDeviceHeader } from '@whitelabel/core';
import { accountPopupAtom, languageAtom, logoutAtom, merchantAtom, tokenAtom } from '@whitelabel/core/state';
import { queryKeys } from '@whitelabel/core/hooks';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { merchant } from './merchant.js';
import { showToastAtom } from './toast.js';

/**
 * The app's long-lived services: one jotai store (client state), one typed client that reads the
 * token and language from it on every request, and one react-query cache (server state).
 */
export function createAppServices() {
  const store = createStore();
  store.set(merchantAtom, merchant);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
  });
  const client = createApiClient({
    merchantCode: merchant.code,
    getLanguage: () => store.get(languageAtom),
    getToken: () => store.get(tokenAtom),
    // OTHERS from the installed web app, nothing from a browser tab (spec 7.004).
    device: () => webDeviceHeader(),
    // An expired or missing session (spec section 8): drop it, say so, and offer the login popup.
    onUnauthorized: (error: ApiClientError) => {
      if (!store.get(tokenAtom)) return;
      store.set(logoutAtom);
      queryClient.removeQueries({ queryKey: queryKeys.member.all });
      store.set(showToastAtom, { kind: 'error', message: error.messageKey });
      store.set(accountPopupAtom, 'login');
    },
  });
  return { store, client, queryClient };
}

export type AppServices = ReturnType<typeof createAppServices>;
