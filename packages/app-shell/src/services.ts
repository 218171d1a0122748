import { createApiClient, type ApiClientError, type ApiClientOptions } from '@whitelabel/api';
import { queryKeys, type FirebasePlug } from '@whitelabel/core/hooks';
import { languageAtom, logoutAtom, merchantAtom, tokenAtom } from '@whitelabel/core/state';
import type { MerchantConfig } from '@whitelabel/core';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { showToastAtom } from './toast.js';

export interface AppServicesOptions {
  merchant: MerchantConfig;
  /** Where the API answers; by default this site's own origin (/wps and /lgw, proxied by the site server). */
  baseUrl?: string;
  /** The `Device` header of every call (spec 7.004); the member site sends OTHERS from its installed web app. */
  device?: ApiClientOptions['device'];
  /** After an expired or missing session has been dropped and announced: the member site offers its login popup. */
  onSessionExpired?: (store: ReturnType<typeof createStore>) => void;
  /** Firebase phone authentication, for merchants whose settings choose it (see core's ApiProvider). */
  firebasePhoneSignIn?: FirebasePlug;
}

/**
 * A site's long-lived services: one jotai store (client state), one typed client that reads the token and language
 * from it on every request, and one react-query cache (server state).
 */
export function createAppServices({ merchant, baseUrl, device, onSessionExpired, firebasePhoneSignIn }: AppServicesOptions) {
  const store = createStore();
  store.set(merchantAtom, merchant);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
  });
  const client = createApiClient({
    ...(baseUrl ? { baseUrl } : {}),
    merchantCode: merchant.code,
    getLanguage: () => store.get(languageAtom),
    getToken: () => store.get(tokenAtom),
    ...(device ? { device } : {}),
    // An expired or missing session (spec section 8): drop it and say so; the site decides what comes next.
    onUnauthorized: (error: ApiClientError) => {
      if (!store.get(tokenAtom)) return;
      store.set(logoutAtom);
      queryClient.removeQueries({ queryKey: queryKeys.member.all });
      store.set(showToastAtom, { kind: 'error', message: error.messageKey });
      onSessionExpired?.(store);
    },
  });
  return { merchant, store, client, queryClient, firebasePhoneSignIn };
}

export type AppServices = ReturnType<typeof createAppServices>;
