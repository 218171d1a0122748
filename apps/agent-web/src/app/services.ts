import { createApiClient, type ApiClientError } from '@whitelabel/api';
import { languageAtom, logoutAtom, merchantAtom, tokenAtom } from '@whitelabel/core/state';
import { queryKeys } from '@whitelabel/core/hooks';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { merchant } from './merchant.js';
import { showToastAtom } from './toast.js';

/**
 * The agent site's long-lived services: one jotai store (client state), one typed client that reads
 * the token and language from it on every request, and one react-query cache (server state).
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
    // An expired or missing session (spec section 8): drop it and say so; the route guard then shows the agent login.
    onUnauthorized: (error: ApiClientError) => {
      if (!store.get(tokenAtom)) return;
      store.set(logoutAtom);
      queryClient.removeQueries({ queryKey: queryKeys.member.all });
      store.set(showToastAtom, { kind: 'error', message: error.messageKey });
    },
  });
  return { store, client, queryClient };
}

export type AppServices = ReturnType<typeof createAppServices>;
