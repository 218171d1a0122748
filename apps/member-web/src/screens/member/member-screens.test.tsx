import { createApiClient, type LanguageCode } from '@whitelabel/api';
import { createMockHandlers, mockError } from '@whitelabel/api/mocks';
import { ApiProvider } from '@whitelabel/core/hooks';
import { createI18n, memberSiteTexts } from '@whitelabel/core/i18n';
import { accountPopupAtom, loginAtom, tokenAtom } from '@whitelabel/core/state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import DepositScreen from './DepositScreen.js';
import GameRecordScreen from './GameRecordScreen.js';
import WithdrawScreen from './WithdrawScreen.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function renderScreen(screenElement: ReactNode, options: { loggedIn?: boolean; path?: string; handlers?: HttpHandler[]; language?: LanguageCode } = {}) {
  server.use(...createMockHandlers({ baseUrl: origin, memberType: 0 }));
  // Handlers given here answer before the mocks (msw uses the latest first).
  if (options.handlers) server.use(...options.handlers);
  const store = createStore();
  if (options.loggedIn ?? true) store.set(loginAtom, { token: 'mock-member-somchai88', merchantCode: 'lucky88', userName: 'somchai88', type: 0 });
  const i18n = await createI18n(options.language ?? 'EN', memberSiteTexts);
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => store.get(tokenAtom) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={[options.path ?? '/']}>{screenElement}</MemoryRouter>
          </I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { store };
}

describe('member-only screens', () => {
  it('a guest gets the login popup and a sign-in prompt, not an empty page', async () => {
    const { store } = await renderScreen(<DepositScreen />, { loggedIn: false });
    expect(await screen.findByText('Please log in')).toBeTruthy();
    expect(store.get(accountPopupAtom)).toBe('login');
    store.set(accountPopupAtom, null);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(accountPopupAtom)).toBe('login');
  });

  it("a trial account sees the server's rejection translated", async () => {
    await renderScreen(<DepositScreen />, { handlers: [mockError('get', '/wps/deposit/gateways', 'TRIAL_ACCOUNT_REJECTED', 403, { baseUrl: origin })] });
    expect((await screen.findByRole('alert')).textContent).toContain('Please log in with a real account');
  });

  it('a trial account on Withdraw is offered log in and register, not a retry that cannot help (spec 6.006)', async () => {
    const { store } = await renderScreen(<WithdrawScreen />, {
      handlers: [mockError('get', '/wps/withdraw/bankcards', 'TRIAL_ACCOUNT_REJECTED', 403, { baseUrl: origin })],
    });
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert.textContent).toContain('Please log in with a real account');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Register' }));
    expect(store.get(accountPopupAtom)).toBe('register');
    fireEvent.click(within(alert).getByRole('button', { name: 'Log in' }));
    expect(store.get(accountPopupAtom)).toBe('login');
  });

  it('a section loaded for a trial account offers log in and register too', async () => {
    const { store } = await renderScreen(<DepositScreen />, {
      handlers: [mockError('get', '/wps/deposit/gateways', 'TRIAL_ACCOUNT_REJECTED', 403, { baseUrl: origin })],
    });
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Log in' }));
    expect(store.get(accountPopupAtom)).toBe('login');
  });
});

describe('deposit', () => {
  it('checks the amount against the bank limits before calling the server, keeping what was typed', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/wps/deposit/manual')) calls += 1;
    });
    await renderScreen(<DepositScreen />);
    fireEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    const form = await screen.findByRole('form', { name: 'Bank transfer' });
    const bankLimits = within(form).getAllByRole('radio')[0]!.closest('label')!.textContent!;
    expect(bankLimits).toMatch(/Min [\d,]+\.\d{2} – max [\d,]+\.\d{2}/);
    fireEvent.change(within(form).getByRole('textbox', { name: /Amount/ }), { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Depositor name/ }), { target: { value: 'Somchai' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit transfer' }));
    expect(await within(form).findByText(/The minimum is/)).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: /Depositor name/ }) as HTMLInputElement).value).toBe('Somchai');
    expect(calls).toBe(0);
    server.events.removeAllListeners();
  });
});

describe('a merchant whose currency has no decimals (VND)', () => {
  /** The mocks' settings with VND, and one QR gateway with VND-sized limits. */
  const vndMerchant = [
    http.get(`${origin}/wps/system/settings`, () =>
      HttpResponse.json({
        success: true,
        value: {
          merchantCode: 'lucky88',
          merchantName: 'Lucky 88',
          defaultLanguage: 'VI',
          languages: ['VI', 'EN'],
          whitelabel: ['DEPOSIT', 'WITHDRAW'],
          features: { mobileCodeLogin: false, resetByMail: true, resetByVerification: false, facebookLogin: false, googleLogin: false, lineLogin: false },
          mobileTemplate: { mem_cen: 1, dep_func: 0 },
          mainDomain: 'lucky88.example',
          imageCDNs: [],
          currency: { code: 'VND', minorUnits: 0 },
        },
      }),
    ),
    http.get(`${origin}/wps/deposit/gateways`, () =>
      HttpResponse.json({
        success: true,
        value: [
          {
            gatewayId: 'gw-vn',
            name: 'VietQR',
            channel: 'QR',
            iconUrl: 'https://cdn.example/qr.png',
            minAmount: '100000.00',
            maxAmount: '200000000.00',
            fixedAmounts: [],
            feeRate: '0.00',
          },
        ],
      }),
    ),
  ];

  it('shows the limits without decimals, grouped as Vietnamese groups them, and refuses a decimal amount', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/wps/deposit/gateway')) calls += 1;
    });
    await renderScreen(<DepositScreen />, { handlers: vndMerchant, language: 'VI' });
    const form = await screen.findByRole('form', { name: 'Thanh toán qua VietQR' });
    await waitFor(() => expect(form.textContent).toContain('Tối thiểu 100.000 – tối đa 200.000.000'));
    const amount = within(form).getByRole('textbox', { name: /Số tiền/ });
    expect(amount.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(amount, { target: { value: '150000.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Thanh toán ngay' }));
    expect(await within(form).findByText('Nhập số tiền chẵn, không có phần thập phân')).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('150000.5');
    fireEvent.change(amount, { target: { value: '50000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Thanh toán ngay' }));
    expect(await within(form).findByText('Tối thiểu là 100.000')).toBeTruthy();
    expect(calls).toBe(0);
    server.events.removeAllListeners();
  });
});

describe('withdraw', () => {
  it('a wrong withdrawal password is shown at the field and the amount is kept', async () => {
    await renderScreen(<WithdrawScreen />);
    const form = await screen.findByRole('form', { name: 'Withdrawal' });
    server.use(mockError('post', '/wps/withdraw', 'PAYMENT_PASSWORD_WRONG', 400, { baseUrl: origin }));
    const amount = within(form).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '12a0.555' } });
    expect(amount.value).toBe('120.55');
    fireEvent.change(within(form).getByLabelText(/Withdrawal password/), { target: { value: '000000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('The withdrawal password is wrong')).toBeTruthy();
    expect(amount.value).toBe('120.55');
  });

  it("shows the merchant's range of one withdrawal and refuses an amount outside it before sending", async () => {
    const sent: unknown[] = [];
    await renderScreen(<WithdrawScreen />);
    server.use(
      http.post(`${origin}/wps/withdraw`, async ({ request }) => {
        sent.push(await request.json());
        return undefined;
      }),
    );
    const form = await screen.findByRole('form', { name: 'Withdrawal' });
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    // The mock's range: 100.00 to 1,000,000.00.
    await waitFor(() => expect(amount.getAttribute('aria-describedby')).toBeTruthy());
    const hint = document.getElementById(amount.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toMatch(/^Min .*100\.00 – max .*1,000,000\.00$/);
    fireEvent.change(amount, { target: { value: '99.99' } });
    fireEvent.change(within(form).getByLabelText(/Withdrawal password/), { target: { value: '246810' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText(/^The minimum is .*100\.00$/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('betting record', () => {
  it('asks the server for the chosen type and period and loads more pages', async () => {
    const seen: URLSearchParams[] = [];
    await renderScreen(<GameRecordScreen />);
    server.use(
      http.get(`${origin}/wps/member/transactions`, ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return undefined;
      }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Game wins' }));
    await waitFor(() => expect(seen.some((params) => params.get('txCode') === 'PAYOUT')).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => {
      const last = seen.at(-1)!;
      expect(last.get('startDate')).toBe(last.get('endDate'));
    });
  });

  it('a next page that fails says why and keeps the rows shown; the button tries again', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({
      id: `tx-${index}`,
      txCode: 'PAYOUT',
      txName: 'Game win',
      amount: '10.00',
      balanceAfter: '100.00',
      status: 'SUCCESS',
      createdAt: new Date(Date.UTC(2026, 10, 20, 10, index)).toISOString(),
      remark: null,
    }));
    let failing = false;
    const transactions = http.get(`${origin}/wps/member/transactions`, ({ request }) => {
      const pageNo = Number(new URL(request.url).searchParams.get('pageNo') ?? 1);
      if (pageNo > 1 && failing) return HttpResponse.json({ success: false, code: 'INTERNAL_ERROR', message: 'down' }, { status: 503 });
      return HttpResponse.json({
        success: true,
        value: { list: rows.slice((pageNo - 1) * 20, pageNo * 20), pageNum: pageNo, totalPages: 2, totalCount: rows.length },
      });
    });
    await renderScreen(<GameRecordScreen />, { handlers: [transactions] });
    const more = await screen.findByRole('button', { name: 'Load more' });
    const shown = screen.getAllByRole('listitem').length;
    failing = true;
    fireEvent.click(more);
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.getAllByRole('listitem')).toHaveLength(shown);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(shown + 5));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
