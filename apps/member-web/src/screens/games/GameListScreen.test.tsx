import { createApiClient } from '@whitelabel/api';
import { createMockHandlers } from '@whitelabel/api/mocks';
import { ApiProvider } from '@whitelabel/core/hooks';
import { createI18n, memberSiteTexts } from '@whitelabel/core/i18n';
import { accountPopupAtom } from '@whitelabel/core/state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import GameListScreen from './GameListScreen.js';

// The footer bar belongs to the app shell (and needs the build-time merchant theme): not under test here.
vi.mock('../../app/AppFooter.js', () => ({ AppFooter: () => null }));

const origin = 'http://site.test';
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  // The banner carousel (embla) asks for media queries, which jsdom lacks.
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
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  server.use(...createMockHandlers({ baseUrl: origin, memberType: 0 }));
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

async function renderAt(address: string) {
  const i18n = await createI18n('EN', memberSiteTexts);
  const store = createStore();
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={[address]}>
              <Routes>
                <Route path="*" element={<GameListScreen />} />
              </Routes>
              <Address />
            </MemoryRouter>
          </I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { store };
}

describe('game list screen (spec section 2: one screen for every game category route)', () => {
  it('takes the game type from the path and the filter from the address', async () => {
    await renderAt('/m/slot-games?dataType=NEW');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Game classifications' });
    expect(within(tabs).getByRole('tab', { name: 'New' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Provider: All providers' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeTruthy();

    // Choosing a tab writes the address (so the back button restores it).
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Hot' }));
    expect(screen.getByTestId('address').textContent).toBe('/m/slot-games?dataType=HOT');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'All' }));
    expect(screen.getByTestId('address').textContent).toBe('/m/slot-games');
  });

  it('keeps the hot row’s place while its first page loads, so the list below does not shift', async () => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Held until released, then left to the mock API's own answer.
    server.use(http.get(`${origin}/wps/games/hot`, async () => void (await released)));
    await renderAt('/m/slot-games');
    const loading = await screen.findByRole('status', { name: 'Loading games' });
    expect(within(loading).getByRole('heading', { name: 'Hot games' })).toBeTruthy();
    expect(within(loading).getAllByRole('listitem')).toHaveLength(4);
    release();
    await vi.waitFor(() => expect(screen.queryByRole('status', { name: 'Loading games' })).toBeNull());
    const row = screen.getByRole('heading', { name: 'Hot games' }).closest('section')!;
    expect(within(row).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('offers a guest the login popup for favourites and recent games', async () => {
    const { store } = await renderAt('/m/slot-games');
    const tabs = await screen.findByRole('tablist', { name: 'Game classifications' });
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Recent' }));
    expect(store.get(accountPopupAtom)).toBe('login');
    expect(screen.getByTestId('address').textContent).toBe('/m/slot-games');
  });

  it('shows the favourites page to a guest as a login prompt', async () => {
    const { store } = await renderAt('/m/fav-games');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeTruthy();
    expect(screen.getByText('Log in to see your favourite games')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(accountPopupAtom)).toBe('login');
  });

  it('lists lotteries without search on lottery pages', async () => {
    await renderAt('/m/elott');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-lottery' })).toBeTruthy();
    const lotteries = screen.getByRole('region', { name: 'Lotteries' });
    expect((await within(lotteries).findAllByRole('listitem')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('asks for 3 characters before searching', async () => {
    await renderAt('/m/search-games');
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'ab' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('Search requires at least 3 characters')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/m/search-games');
    fireEvent.change(box, { target: { value: 'dragon' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('address').textContent).toBe('/m/search-games?gameName=dragon');
  });
});
