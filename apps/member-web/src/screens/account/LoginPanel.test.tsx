import { createApiClient } from '@whitelabel/api';
import { createMockHandlers } from '@whitelabel/api/mocks';
import { ApiProvider } from '@whitelabel/core/hooks';
import { createI18n, memberSiteTexts } from '@whitelabel/core/i18n';
import { loginAtom, sessionAtom, toastsAtom, tokenAtom } from '@whitelabel/core/state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginPanel } from './LoginPanel.js';

const origin = 'http://api.test';
const server = setupServer();
const jsdomMatchMedia = window.matchMedia;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The banner carousel over the form (embla) asks for media queries, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  window.matchMedia = jsdomMatchMedia;
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function renderLogin(memberType: 0 | 1 | 2 | 4) {
  server.use(...createMockHandlers({ baseUrl: origin, memberType }));
  const store = createStore();
  store.set(loginAtom, { token: 'mock-member-somchai88', merchantCode: 'lucky88', userName: 'somchai88', type: memberType });
  const i18n = await createI18n('EN', memberSiteTexts);
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => store.get(tokenAtom) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={['/m/login']}>
              <LoginPanel />
            </MemoryRouter>
          </I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { store };
}

describe('free play from the login form (spec 2.153, 5.041)', () => {
  it('gives a member of a type that may not free-play the free_reject toast for 2 s and keeps the session', async () => {
    const { store } = await renderLogin(4);
    fireEvent.click(await screen.findByRole('button', { name: 'Free play' }, { timeout: 5000 }));
    await waitFor(() => expect(store.get(toastsAtom).map(({ message }) => message)).toContain('session.freeReject'));
    expect(store.get(toastsAtom).find((toast) => toast.message === 'session.freeReject')).toMatchObject({ kind: 'info', duration: 2000 });
    expect(store.get(sessionAtom)).toMatchObject({ merchantCode: 'lucky88', type: 4 });
  });
});
