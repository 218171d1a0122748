import { createApiClient } from '@whitelabel/api';
import { ApiProvider } from '@whitelabel/core/hooks';
import { createI18n, memberSiteTexts } from '@whitelabel/core/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { SiteStatusGate } from './SiteStatusGate.js';

const origin = 'http://site.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

function answerStatus(maintenance: boolean, regionRestriction: boolean) {
  server.use(
    http.get(`${origin}/wps/system/status`, () =>
      HttpResponse.json({ success: true, value: { maintenance, regionRestriction, location: { ip: '203.0.113.9' } } }),
    ),
  );
}

async function renderGate() {
  const i18n = await createI18n('EN', memberSiteTexts);
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider value={{ client, merchantCode: 'lucky88' }}>
        <I18nextProvider i18n={i18n}>
          <SiteStatusGate>
            <p>the site</p>
          </SiteStatusGate>
        </I18nextProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
}

describe('site status screens (spec sections 2, 4: maintenance and IP/location block)', () => {
  // First in the file: once loaded, the lazy screen renders at once for the later tests.
  it('loads the status screen lazily (ErrorService and ErrorIP are lazy screens): the loading screen first, then the screen', async () => {
    localStorage.setItem('siteStatus', '1');
    answerStatus(true, false);
    await renderGate();
    expect(screen.queryByRole('heading', { name: 'Under maintenance' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(await screen.findByRole('heading', { name: 'Under maintenance' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('the site')).toBeNull();
  });

  it('shows the site when the status is normal', async () => {
    answerStatus(false, false);
    await renderGate();
    expect(await screen.findByText('the site')).toBeTruthy();
  });

  it('shows the maintenance screen, also when the region is restricted too', async () => {
    answerStatus(true, true);
    await renderGate();
    expect(await screen.findByRole('heading', { name: 'Under maintenance' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('the site')).toBeNull();
  });

  it('shows the region-block screen with the caller IP', async () => {
    answerStatus(false, true);
    await renderGate();
    expect(await screen.findByRole('heading', { name: 'Not available in your region' })).toBeTruthy();
    expect(screen.getByText(/203\.0\.113\.9/)).toBeTruthy();
  });
});
