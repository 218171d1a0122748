import { createApiClient } from '@whitelabel/api';
import { createMockHandlers, mockError, mockValue } from '@whitelabel/api/mocks';
import { ApiProvider } from '@whitelabel/core/hooks';
import { createI18n, memberSiteTexts } from '@whitelabel/core/i18n';
import { accountPopupAtom, loginAtom, tokenAtom } from '@whitelabel/core/state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toastsAtom } from '@whitelabel/app-shell';
import LotteryOrderDetailScreen from './LotteryOrderDetailScreen.js';
import LotteryOrdersScreen from './LotteryOrdersScreen.js';
import LotteryResultsScreen from './LotteryResultsScreen.js';

const origin = 'http://api.test';
const server = setupServer();
const requests: URL[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  requests.length = 0;
});

async function renderScreen(element: ReactNode, options: { loggedIn?: boolean; path?: string; route?: string; handlers?: HttpHandler[] } = {}) {
  server.use(...createMockHandlers({ baseUrl: origin, memberType: 0 }));
  if (options.handlers) server.use(...options.handlers);
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));
  const store = createStore();
  if (options.loggedIn ?? true) store.set(loginAtom, { token: 'mock-member-somchai88', merchantCode: 'lucky88', userName: 'somchai88', type: 0 });
  const i18n = await createI18n('EN', memberSiteTexts);
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => store.get(tokenAtom) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={[options.path ?? '/']}>
              <Routes>
                <Route path={options.route ?? '*'} element={element} />
              </Routes>
            </MemoryRouter>
          </I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { store };
}

// The first render of a file loads the English texts and the lazy kit: slow on a busy machine.
const slow = { timeout: 15_000 };

describe('draw results', slow, () => {
  it('shows each Vietnam province with its prize tiers, and one region on choice', async () => {
    await renderScreen(<LotteryResultsScreen />, { loggedIn: false });
    const tables = await screen.findAllByRole('table');
    expect(tables).toHaveLength(3);
    const hanoi = screen.getByRole('table', { name: /^Ha Noi · draw of / });
    expect(within(hanoi).getByRole('rowheader', { name: 'Special prize' })).toBeTruthy();
    expect(within(hanoi).getAllByRole('row')).toHaveLength(9);
    fireEvent.click(screen.getByRole('radio', { name: 'South' }));
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(1));
    expect(screen.getByRole('table', { name: /^Ho Chi Minh/ })).toBeTruthy();
    expect(requests.some((url) => url.pathname === '/lgw/lottery/vn/recent' && url.searchParams.get('region') === 'SOUTH')).toBe(true);
  });

  it('lists the latest draws of the chosen lottery as numbers, with the next issue', async () => {
    await renderScreen(<LotteryResultsScreen />, { loggedIn: false, path: '/?tab=all' });
    const select = await screen.findByRole('combobox', { name: 'Lottery' });
    fireEvent.change(select, { target: { value: 'GW_KENO5' } });
    const list = await screen.findByRole('list', { name: 'Latest draws of Keno 5 Minutes' });
    expect(within(list).getAllByRole('list', { name: 'Drawn numbers' })).toHaveLength(10);
    expect(screen.getByText(/^Next draw: issue 20261122-0101, /)).toBeTruthy();
    expect(requests.some((url) => url.pathname === '/lgw/lottery/numero' && url.searchParams.get('lotteryCode') === 'GW_KENO5')).toBe(true);
  });

  it('says so when a lottery has no draws yet', async () => {
    await renderScreen(<LotteryResultsScreen />, {
      loggedIn: false,
      path: '/?tab=all',
      handlers: [mockValue('get', '/lgw/lottery/numero', [], { baseUrl: origin })],
    });
    expect(await screen.findByText('No draws yet')).toBeTruthy();
  });

  it('shows a translated error with a retry when the draws cannot load', async () => {
    await renderScreen(<LotteryResultsScreen />, {
      loggedIn: false,
      handlers: [mockError('get', '/lgw/lottery/vn/recent', 'PLATFORM_MAINTENANCE', 503, { baseUrl: origin })],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(alert.textContent).not.toContain('errors.');
  });
});

describe('my lottery orders', slow, () => {
  it('a guest gets the login popup instead of orders', async () => {
    const { store } = await renderScreen(<LotteryOrdersScreen />, { loggedIn: false });
    expect(await screen.findByText('Please log in')).toBeTruthy();
    expect(store.get(accountPopupAtom)).toBe('login');
  });

  it('lists the orders as links to their detail, filtered by status', async () => {
    await renderScreen(<LotteryOrdersScreen />);
    const list = await screen.findByRole('list', { name: 'Lottery orders' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]!.getAttribute('href')).toBe('/m/lotteryOrders/lo-60000');
    expect(links[0]!.textContent).toContain('Awaiting draw');
    expect(screen.getByText('8 of 8 shown')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Partly cancelled' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Lottery orders' })).getAllByRole('link')).toHaveLength(1));
    expect(
      requests.some((url) => url.pathname === '/lgw/orders' && url.searchParams.get('status') === 'PARTIAL' && url.searchParams.get('pageSize') === '10'),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Draw results' }).getAttribute('href')).toBe('/m/lotteryResults');
  });

  it('says so when there are none', async () => {
    await renderScreen(<LotteryOrdersScreen />, {
      handlers: [mockValue('get', '/lgw/orders', { list: [], pageNum: 1, totalPages: 0, totalCount: 0 }, { baseUrl: origin })],
    });
    expect(await screen.findByText('No lottery orders')).toBeTruthy();
  });
});

describe('a lottery order', slow, () => {
  const detail = (handlers: HttpHandler[] = []) =>
    renderScreen(<LotteryOrderDetailScreen />, { path: '/m/lotteryOrders/lo-60000', route: '/m/lotteryOrders/:orderId', handlers });

  it('cancels a bet only after confirmation, then shows it cancelled with the refund', async () => {
    const { store } = await detail();
    const bets = await screen.findByRole('list', { name: 'Bets' });
    expect(within(bets).getAllByRole('listitem')).toHaveLength(3);
    const cancel = within(bets).getByRole('button', { name: 'Cancel bet 27 (2 digits top)' });
    // Only the pending bet can be cancelled.
    expect(within(bets).getAllByRole('button')).toHaveLength(1);

    fireEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this bet?' });
    expect(dialog.textContent).toContain('Your stake of 20.00 goes back to your balance.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the bet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((url) => url.pathname.endsWith('/cancel'))).toBe(false);

    fireEvent.click(within(bets).getByRole('button', { name: 'Cancel bet 27 (2 digits top)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel the bet' }));
    await waitFor(() => expect(store.get(toastsAtom).find((toast) => toast.message === 'lottery.detail.cancelled')?.values).toEqual({ amount: '20.00' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Bets' })).queryAllByRole('button')).toHaveLength(0));
    expect(within(screen.getByRole('list', { name: 'Bets' })).getAllByText('Cancelled')).toHaveLength(1);
  });

  it('a closed issue refuses the cancellation with its own translated text', async () => {
    const { store } = await detail([mockError('post', '/lgw/orders/{orderId}/sub/{subOrderId}/cancel', 'NO_PERMISSION', 403, { baseUrl: origin })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel bet 27 (2 digits top)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel the bet' }));
    await waitFor(() => expect(store.get(toastsAtom).map((toast) => toast.message)).toContain('lottery.detail.closed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("another member's or a missing order says it was not found", async () => {
    await detail([mockError('get', '/lgw/orders/{orderId}', 'NOT_FOUND', 404, { baseUrl: origin })]);
    expect(await screen.findByText('This order was not found')).toBeTruthy();
  });
});
