import { createApiClient } from '@whitelabel/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiProvider } from './api-context.js';
import { useSiteSettings, useSiteStatus } from './system.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88' });
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider value={{ client, merchantCode: 'lucky88' }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}

describe('useSiteStatus (spec section 4: status cached in local storage and refreshed)', () => {
  it('maps the server status to a code and caches it', async () => {
    server.use(
      http.get(`${origin}/wps/system/status`, () =>
        HttpResponse.json({ success: true, value: { maintenance: false, regionRestriction: true, location: { ip: '1.2.3.4' } } }),
      ),
    );
    const { result } = renderHook(() => useSiteStatus(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.code).toBe(2);
    expect(localStorage.getItem('siteStatus')).toBe('2');
  });

  it('answers from the cache before the server has answered', () => {
    localStorage.setItem('siteStatus', '1');
    server.use(http.get(`${origin}/wps/system/status`, () => new Promise<never>(() => {})));
    const { result } = renderHook(() => useSiteStatus(), { wrapper });
    expect(result.current.code).toBe(1);
  });
});

describe('useSiteSettings', () => {
  it('returns the merchant settings value', async () => {
    server.use(
      http.get(`${origin}/wps/system/settings`, ({ request }) =>
        HttpResponse.json({
          success: true,
          value: {
            merchantCode: request.headers.get('Merchant'),
            merchantName: 'Lucky 88',
            defaultLanguage: 'TH',
            languages: ['TH', 'EN', 'TW'],
            whitelabel: [],
            features: { mobileCodeLogin: true, resetByMail: true, resetByVerification: true, facebookLogin: false, googleLogin: false, lineLogin: false },
            mobileTemplate: { mem_cen: 1, dep_func: 1 },
            mainDomain: 'lucky88.example',
            imageCDNs: [],
            currency: { code: 'THB', minorUnits: 2 },
          },
        }),
      ),
    );
    const { result } = renderHook(() => useSiteSettings(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.merchantCode).toBe('lucky88');
    expect(result.current.data?.languages).toEqual(['TH', 'EN', 'TW']);
  });
});
