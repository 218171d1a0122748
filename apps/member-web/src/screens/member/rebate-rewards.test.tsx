import { createApiClient } from '@whitelabel/api';
import { createMockHandlers, mockError } from '@whitelabel/api/mocks';
import { ApiProvider } from '@whitelabel/core/hooks';
import { createI18n, memberSiteTexts } from '@whitelabel/core/i18n';
import { loginAtom, tokenAtom } from '@whitelabel/core/state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supportPopupOpenAtom } from '../../app/shell-state.js';
import { toastsAtom } from '@whitelabel/app-shell';
import ManualRebateScreen from './ManualRebateScreen.js';
import RewardCenterScreen from './RewardCenterScreen.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function renderScreen(screenElement: ReactNode, handlers: HttpHandler[] = []) {
  server.use(...createMockHandlers({ baseUrl: origin, memberType: 0 }));
  if (handlers.length) server.use(...handlers);
  const store = createStore();
  store.set(loginAtom, { token: 'mock-member-somchai88', merchantCode: 'lucky88', userName: 'somchai88', type: 0 });
  const i18n = await createI18n('EN', memberSiteTexts);
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => store.get(tokenAtom) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter>{screenElement}</MemoryRouter>
          </I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { store };
}

/** The white-label flags of the mocks with some removed (a merchant with the feature off). */
function flagsWithout(...flags: string[]) {
  return http.get(`${origin}/wps/system/whitelabel`, async ({ request }) => {
    const response = await getResponse(createMockHandlers({ baseUrl: origin, memberType: 0 }), request);
    const { value } = (await response!.json()) as { value: { flags: string[] } };
    return HttpResponse.json({ success: true, value: { ...value, flags: value.flags.filter((flag) => !flags.includes(flag)) } });
  });
}

const toastMessages = (store: ReturnType<typeof createStore>) => store.get(toastsAtom).map((toast) => [toast.kind, toast.message, toast.values] as const);

describe('manual rebate', () => {
  it('announces that it is loading until the rebate arrives', async () => {
    let asked = false;
    await renderScreen(<ManualRebateScreen />, [
      http.get(`${origin}/wps/member/rebate`, () => {
        asked = true;
        return new Promise<never>(() => undefined);
      }),
    ]);
    // Asked once the merchant's flags are in: from then on the screen's own placeholder is what shows.
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('shows the rate, the rebate per game type and the total, and a claim pays it with a toast', async () => {
    const { store } = await renderScreen(<ManualRebateScreen />);
    const due = await screen.findByRole('region', { name: 'Rebate to claim' });
    expect(due.textContent).toContain('VIP 3: rebate rate 0.60%');
    expect(due.textContent).toContain('Bets since you joined');
    const table = within(due).getByRole('table', { name: 'Turnover and rebate by game type' });
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(total.textContent).toContain('17,300.00');
    expect(total.textContent).toContain('103.80');

    const claim = within(due).getByRole('button', { name: 'Claim rebate' });
    expect(claim.hasAttribute('disabled')).toBe(false);
    fireEvent.click(claim);
    await waitFor(() => expect(toastMessages(store)).toContainEqual(['success', 'rebate.claimed', { amount: '103.80' }]));
    // Reloaded: nothing due now, so the button is disabled with the minimum as its hint.
    await waitFor(() => expect(within(due).getByRole('button', { name: 'Claim rebate' }).hasAttribute('disabled')).toBe(true));
    expect(within(due).getByRole('button', { name: 'Claim rebate' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(due.textContent).toContain('You can claim once at least 1.00 is due.');
    expect(due.textContent).toContain('Bets since');
    expect(due.textContent).toContain('No bets since then');
    expect(screen.getByRole('heading', { name: 'Rebates received' })).toBeTruthy();
  });

  it('a claim refused because nothing is due says so', async () => {
    const { store } = await renderScreen(<ManualRebateScreen />, [
      mockError('post', '/wps/member/rebate/claim', 'VALIDATION_FAILED', 400, { baseUrl: origin }),
    ]);
    const due = await screen.findByRole('region', { name: 'Rebate to claim' });
    fireEvent.click(within(due).getByRole('button', { name: 'Claim rebate' }));
    await waitFor(() => expect(toastMessages(store)).toContainEqual(['error', 'rebate.nothingDue', undefined]));
  });

  it('a trial account sees the rejection; a site with the rebate off says it is not available', async () => {
    await renderScreen(<ManualRebateScreen />, [mockError('get', '/wps/member/rebate', 'TRIAL_ACCOUNT_REJECTED', 403, { baseUrl: origin })]);
    expect((await screen.findAllByRole('alert')).some((alert) => alert.textContent?.includes('Please log in with a real account'))).toBe(true);
  });

  it('NO_PERMISSION from the server shows the not-available state', async () => {
    await renderScreen(<ManualRebateScreen />, [mockError('get', '/wps/member/rebate', 'NO_PERMISSION', 403, { baseUrl: origin })]);
    expect(await screen.findByText('Not available')).toBeTruthy();
  });

  it('without the MANUAL_REBATE flag the screen is not available and nothing is asked', async () => {
    let asked = false;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/member/rebate')) asked = true;
    });
    await renderScreen(<ManualRebateScreen />, [flagsWithout('MANUAL_REBATE')]);
    expect(await screen.findByText('Not available')).toBeTruthy();
    expect(asked).toBe(false);
    server.events.removeAllListeners();
  });
});

describe('reward centre', () => {
  it('lists the rewards to claim with amount and expiry, and a claim moves one to the history', async () => {
    const { store } = await renderScreen(<RewardCenterScreen />);
    const available = await screen.findByRole('list', { name: 'To claim' });
    const items = within(available).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const weekly = items.find((item) => item.textContent?.includes('Weekly cashback'))!;
    expect(weekly.textContent).toContain('25.50');
    expect(weekly.textContent).toContain('Claim by');
    expect(weekly.querySelector('time')?.getAttribute('dateTime')).toBeTruthy();
    const history = screen.getByRole('list', { name: 'History' });
    expect(history.textContent).toContain('Birthday bonus');
    expect(history.textContent).toContain('Claimed');

    fireEvent.click(within(weekly).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(toastMessages(store)).toContainEqual(['success', 'rewardCentre.claimed', { title: 'Weekly cashback', amount: '25.50' }]));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem')).toHaveLength(2));
    expect(within(screen.getByRole('list', { name: 'To claim' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'History' }).textContent).toContain('Weekly cashback');
  });

  it('with nothing to claim shows the empty state; a claim already done shows its error', async () => {
    await renderScreen(<RewardCenterScreen />, [http.get(`${origin}/wps/member/rewards`, () => HttpResponse.json({ success: true, value: [] }))]);
    expect(await screen.findByText('No rewards to claim right now')).toBeTruthy();
    expect(screen.getByText('No claimed or expired rewards yet')).toBeTruthy();
  });

  it('a refused claim shows the translated error', async () => {
    const { store } = await renderScreen(<RewardCenterScreen />, [
      mockError('post', '/wps/member/rewards/{rewardId}/claim', 'ALREADY_APPLIED', 409, { baseUrl: origin }),
    ]);
    const available = await screen.findByRole('list', { name: 'To claim' });
    fireEvent.click(within(available).getAllByRole('button', { name: 'Claim' })[0]!);
    await waitFor(() => expect(toastMessages(store)).toContainEqual(['error', 'errors.ALREADY_APPLIED', undefined]));
  });

  it('without REWCEN3 the bonus is claimed through customer service', async () => {
    const { store } = await renderScreen(<RewardCenterScreen />, [flagsWithout('REWCEN3')]);
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain('To claim your bonus, please contact customer service.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Contact customer service' }));
    expect(store.get(supportPopupOpenAtom)).toBe(true);
  });

  it('without REWARD_CENTRE the screen is not available', async () => {
    await renderScreen(<RewardCenterScreen />, [flagsWithout('REWARD_CENTRE')]);
    expect(await screen.findByText('Not available')).toBeTruthy();
  });
});
