import { createPayloadEncryptor, type ApiClient, type LanguageCode, type PayloadEncryptor } from '@whitelabel/api';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface ApiContextValue {
  client: ApiClient;
  merchantCode: string;
  /** The interface language; part of the keys of language-dependent data. Defaults to the merchant's. */
  language?: LanguageCode;
}

interface ApiContextInternal {
  client: ApiClient;
  merchantCode: string;
  /** Part of the keys of language-dependent data ('default' = the merchant's default language). */
  language: LanguageCode | 'default';
  encryptor: PayloadEncryptor;
}

const ApiContext = createContext<ApiContextInternal | null>(null);

/** Makes the typed client available to every hook of this package. */
export function ApiProvider({ value, children }: { value: ApiContextValue; children: ReactNode }) {
  const { client, merchantCode, language } = value;
  const encryptor = useMemo(() => createPayloadEncryptor(client), [client]);
  const internal = useMemo(() => ({ client, merchantCode, language: language ?? ('default' as const), encryptor }), [client, merchantCode, language, encryptor]);
  return <ApiContext.Provider value={internal}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiContextInternal {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside <ApiProvider>');
  return value;
}
