import type { ApiClient } from '@whitelabel/api';
import { createContext, useContext, type ReactNode } from 'react';

export interface ApiContextValue {
  client: ApiClient;
  merchantCode: string;
}

const ApiContext = createContext<ApiContextValue | null>(null);

/** Makes the typed client available to every hook of this package. */
export function ApiProvider({ value, children }: { value: ApiContextValue; children: ReactNode }) {
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside <ApiProvider>');
  return value;
}
