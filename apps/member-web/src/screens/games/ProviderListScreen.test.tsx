import { createApiClient } from '@whitelabel/api';
import { createMockHandlers } from '@whitelabel/api/mocks';
import { ApiProvider } from '@whitelabel/core/hooks';
import { createI18n, memberSiteTexts } from '@whitelabel/core/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ProviderListScreen from './ProviderListScreen.js';

// The footer bar belongs to the app shell (and needs the build-time merchant theme): not under test here.
vi.mock('../../app/AppFooter.js', () => ({ AppFooter: () => null }));

const origin = 'http://site.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  // The menus a render kept on the device (spec 9.038) would be the next test's, shown before the server answers.
  localStorage.clear();
});
afterAll(() => server.close());
beforeEach(() => server.use(...createMockHandlers({ baseUrl: origin, memberType: 0 })));

async function renderList() {
  const i18n = await createI18n('EN', memberSiteTexts);
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={['/m/provider']}>
              <ProviderListScreen />
            </MemoryRouter>
          </I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

describe('provider list (/m/provider)', () => {
  it("lists each category's providers as links to the provider page", async () => {
    await renderList();
    const slots = await screen.findByRole('region', { name: 'Slots' });
    const links = within(slots).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]!.getAttribute('href')).toMatch(/^\/m\/jili\?vassalage=[^&]+&gameType=RNG$/);
  });

  it('shows a failed load with its message and retries it', async () => {
    let calls = 0;
    server.use(
      http.get(`${origin}/wps/games/menus`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ code: 'SYSTEM_BUSY', message: 'busy' }, { status: 503 }) : undefined;
      }),
    );
    await renderList();
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Slots' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});
