import { createApiClient } from '@whitelabel/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiProvider } from './api-context.js';
import { useMoneyFormat } from './money-format.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function settingsIn(currency: { code: string; minorUnits: number }) {
  server.use(
    http.get(`${origin}/wps/system/settings`, () =>
      HttpResponse.json({
        success: true,
        value: {
          merchantCode: 'm1',
          merchantName: 'M1',
          defaultLanguage: 'VI',
          languages: ['VI', 'EN'],
          whitelabel: [],
          features: { mobileCodeLogin: false, resetByMail: false, resetByVerification: false, facebookLogin: false, googleLogin: false, lineLogin: false },
          mobileTemplate: { mem_cen: 0, dep_func: 0 },
          mainDomain: 'm1.example',
          imageCDNs: [],
          currency,
        },
      }),
    ),
  );
}

async function wrapperIn(language: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {} });
  return function wrapper({ children }: { children: ReactNode }) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const client = createApiClient({ baseUrl: origin, merchantCode: 'm1' });
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider value={{ client, merchantCode: 'm1' }}>{children}</ApiProvider>
        </QueryClientProvider>
      </I18nextProvider>
    );
  };
}

describe("useMoneyFormat: the merchant's currency from the site settings", () => {
  it('formats and checks VND amounts in Vietnamese without decimals', async () => {
    settingsIn({ code: 'VND', minorUnits: 0 });
    const { result } = renderHook(() => useMoneyFormat(), { wrapper: await wrapperIn('vi') });
    // Two decimals until the settings are read.
    expect(result.current.format('100000.00')).toBe('100.000,00');
    await waitFor(() => expect(result.current.currency).toEqual({ code: 'VND', minorUnits: 0 }));
    expect(result.current.decimals).toBe(0);
    expect(result.current.format('200000000.00')).toBe('200.000.000');
    expect(result.current.formatWithSymbol('1000000.00')).toBe('1.000.000\u00a0₫');
    expect(result.current.formatValues({ min: '100000.00' })).toEqual({ min: '100.000' });
    expect(result.current.check('100000.5', { min: '100000.00' })).toEqual({ key: 'wallet.amount.wholeOnly' });
    expect(result.current.check('100000', { min: '100000.00' })).toBeNull();
  });

  it('keeps THB amounts with two decimals in Thai', async () => {
    settingsIn({ code: 'THB', minorUnits: 2 });
    const { result } = renderHook(() => useMoneyFormat(), { wrapper: await wrapperIn('th') });
    await waitFor(() => expect(result.current.currency?.code).toBe('THB'));
    expect(result.current.format('20000')).toBe('20,000.00');
    expect(result.current.check('100.5', { min: '100.00' })).toBeNull();
  });
});
