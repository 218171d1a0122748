import { createPayloadEncryptor, type ApiClient, type LanguageCode, type PayloadEncryptor } from '@whitelabel/api';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createPhoneChannels, type FirebasePlug, type PhoneChannels } from './phone-channels.js';

export interface ApiContextValue {
  client: ApiClient;
  merchantCode: string;
  /** The interface language; part of the keys of language-dependent data. Defaults to the merchant's. */
  language?: LanguageCode;
  /**
   * Firebase phone authentication for merchants whose settings choose it (spec 7.015): given the merchant's public web
   * configuration, resolves with `signInWithPhoneNumber` bound to an auth and a reCAPTCHA verifier. Without it, such a
   * merchant's code sends fail; merchants on the server's SMS never call it.
   */
  firebasePhoneSignIn?: FirebasePlug;
}

interface ApiContextInternal {
  client: ApiClient;
  merchantCode: string;
  /** Part of the keys of language-dependent data ('default' = the merchant's default language). */
  language: LanguageCode | 'default';
  encryptor: PayloadEncryptor;
  /** The phone channels of this client, one Firebase channel per project (it keeps the sent codes' confirmations). */
  phoneChannels: PhoneChannels;
}

const ApiContext = createContext<ApiContextInternal | null>(null);

/** Makes the typed client available to every hook of this package. */
export function ApiProvider({ value, children }: { value: ApiContextValue; children: ReactNode }) {
  const { client, merchantCode, language, firebasePhoneSignIn } = value;
  const encryptor = useMemo(() => createPayloadEncryptor(client), [client]);
  const phoneChannels = useMemo(() => createPhoneChannels(client, firebasePhoneSignIn), [client, firebasePhoneSignIn]);
  const internal = useMemo(
    () => ({ client, merchantCode, language: language ?? ('default' as const), encryptor, phoneChannels }),
    [client, merchantCode, language, encryptor, phoneChannels],
  );
  return <ApiContext.Provider value={internal}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiContextInternal {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside <ApiProvider>');
  return value;
}
