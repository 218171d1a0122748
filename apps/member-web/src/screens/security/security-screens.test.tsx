import { createApiClient } from '@whitelabel/api';
import { createMockHandlers, mockError, mockValue } from '@whitelabel/api/mocks';
import { ApiProvider } from '@whitelabel/core/hooks';
import { createI18n, memberSiteTexts } from '@whitelabel/core/i18n';
import { loginAtom, tokenAtom } from '@whitelabel/core/state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import BankCardsScreen from './BankCardsScreen.js';
import ProfileScreen from './ProfileScreen.js';
import SecurityCentreScreen from './SecurityCentreScreen.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function renderScreen(element: ReactNode, options: { path?: string; handlers?: HttpHandler[] } = {}) {
  server.use(...createMockHandlers({ baseUrl: origin, memberType: 0 }));
  if (options.handlers) server.use(...options.handlers);
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
            <MemoryRouter initialEntries={[options.path ?? '/']}>{element}</MemoryRouter>
          </I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { i18n };
}

/** Switches the interface language with the screen open (the Thai file loads first, as on a real switch). */
async function switchTo(i18n: I18n, language: string) {
  await act(async () => void (await i18n.changeLanguage(language)));
  return i18n.getFixedT(language);
}

/** First renders load the language, the lazy parts and the mocks: allow a busy machine more than the default second. */
const loaded = { timeout: 5000 };
/** A test that renders, fails a check and switches the language twice: the Thai file loads on the first switch. */
const slow = 15_000;

/** Records the bodies the screen sends to one operation. */
function recorder(method: 'post' | 'put', path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  return { bodies, handler: http[method](`${origin}${path}`, async ({ request }) => (bodies.push(await request.json()), answer())) };
}

describe('security centre', () => {
  it('shows what is set and checks a new payment password before calling the server', async () => {
    const sent = recorder('post', '/wps/security/password/payment', () => HttpResponse.json({ success: true, value: {} }));
    await renderScreen(<SecurityCentreScreen />, { path: '/m/member/security?edit=payment', handlers: [sent.handler] });
    const payment = await screen.findByRole('heading', { name: 'Payment password' }, loaded);
    expect(payment.parentElement?.textContent).toContain('Not set');
    const dialog = await screen.findByRole('dialog', { name: 'Set payment password' }, loaded);
    fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: '12a4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter 6 digits', undefined, loaded)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^New password/) as HTMLInputElement).value).toBe('124');
    expect(sent.bodies).toEqual([]);
  });

  it('shows a wrong current withdrawal password at its field and keeps the new one', async () => {
    await renderScreen(<SecurityCentreScreen />, {
      path: '/m/member/security?edit=withdrawal',
      handlers: [mockError('post', '/wps/security/password/withdrawal', 'PAYMENT_PASSWORD_WRONG', 400, { baseUrl: origin })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change withdrawal password' }, loaded);
    fireEvent.change(within(dialog).getByLabelText(/^Current password/), { target: { value: '111111' } });
    fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: '222222' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm new password/), { target: { value: '222222' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The current password is wrong', undefined, loaded)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^New password/) as HTMLInputElement).value).toBe('222222');
    // Editing the refused field takes the server's answer away; it was about the value typed before.
    fireEvent.change(within(dialog).getByLabelText(/^Current password/), { target: { value: '111112' } });
    expect(within(dialog).queryByText('The current password is wrong')).toBeNull();
  });

  it('drops "The two passwords do not match" as soon as the confirmation is corrected, before any new submit', async () => {
    await renderScreen(<SecurityCentreScreen />, { path: '/m/member/security?edit=withdrawal' });
    const dialog = await screen.findByRole('dialog', { name: 'Change withdrawal password' }, loaded);
    fireEvent.change(within(dialog).getByLabelText(/^Current password/), { target: { value: '111111' } });
    fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: '222222' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm new password/), { target: { value: '222223' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The two passwords do not match', undefined, loaded)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Confirm new password/), { target: { value: '222222' } });
    expect(within(dialog).queryByText('The two passwords do not match')).toBeNull();
    // Emptying another field adds no message before the next submit.
    fireEvent.change(within(dialog).getByLabelText(/^Current password/), { target: { value: '' } });
    expect(dialog.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});

describe('security forms after a language switch (spec section 4: messages follow the language)', () => {
  it(
    'shows a field error and the server’s answer in the new language',
    async () => {
      const { i18n } = await renderScreen(<SecurityCentreScreen />, {
        path: '/m/member/security?edit=withdrawal',
        handlers: [mockError('post', '/wps/security/password/withdrawal', 'PAYMENT_PASSWORD_WRONG', 400, { baseUrl: origin })],
      });
      const dialog = await screen.findByRole('dialog', { name: 'Change withdrawal password' }, loaded);
      fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: '12' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Enter 6 digits', undefined, loaded)).toBeTruthy();
      let thai = await switchTo(i18n, 'th');
      expect(within(dialog).getByText(thai('security.errors.sixDigits'))).toBeTruthy();
      expect(within(dialog).queryByText('Enter 6 digits')).toBeNull();

      await switchTo(i18n, 'en');
      fireEvent.change(within(dialog).getByLabelText(/^Current password/), { target: { value: '111111' } });
      fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: '222222' } });
      fireEvent.change(within(dialog).getByLabelText(/^Confirm new password/), { target: { value: '222222' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('The current password is wrong', undefined, loaded)).toBeTruthy();
      thai = await switchTo(i18n, 'th');
      expect(within(dialog).getByText(thai('security.errors.currentWrong'))).toBeTruthy();
    },
    slow,
  );

  it(
    're-translates a bank card error with its values',
    async () => {
      const { i18n } = await renderScreen(<BankCardsScreen />, { path: '/m/member/bankCards?add=1' });
      const dialog = await screen.findByRole('dialog', { name: 'Add bank card' }, loaded);
      fireEvent.change(await within(dialog).findByRole('combobox', { name: /^Bank/ }, loaded), { target: { value: 'GSB' } });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Account number/ }), { target: { value: '123' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Bind card' }));
      expect(await within(dialog).findByText("This bank's account numbers have 12 digits", undefined, loaded)).toBeTruthy();
      const thai = await switchTo(i18n, 'th');
      expect(within(dialog).getByText(thai('security.card.errors.lengthExact', { length: 12 }))).toBeTruthy();
      expect(within(dialog).getByText(thai('security.card.errors.accountNameRequired'))).toBeTruthy();
    },
    slow,
  );
});

describe('bank cards', () => {
  it('checks the account number against the chosen bank before binding', async () => {
    const sent = recorder('post', '/wps/security/bankcard', () =>
      HttpResponse.json({ success: false, code: 'UNKNOWN_ERROR', message: 'unexpected' }, { status: 500 }),
    );
    await renderScreen(<BankCardsScreen />, { path: '/m/member/bankCards?add=1', handlers: [sent.handler] });
    const dialog = await screen.findByRole('dialog', { name: 'Add bank card' }, loaded);
    fireEvent.change(await within(dialog).findByRole('combobox', { name: /^Bank/ }, loaded), { target: { value: 'GSB' } });
    expect(within(dialog).getByText('12 digits')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Account holder/ }), { target: { value: 'Somchai Jaidee' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Account number/ }), { target: { value: '1234-5678-90' } });
    fireEvent.change(within(dialog).getByLabelText(/^Withdrawal password/), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind card' }));
    expect(await within(dialog).findByText("This bank's account numbers have 12 digits", undefined, loaded)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /^Account number/ }) as HTMLInputElement).value).toBe('1234567890');
    expect(sent.bodies).toEqual([]);
  });

  it('offers no binding at the card limit and says why', async () => {
    await renderScreen(<BankCardsScreen />, {
      path: '/m/member/bankCards?add=1',
      handlers: [
        mockValue(
          'get',
          '/wps/withdraw/banks',
          {
            banks: [{ bankCode: 'KBANK', bankName: 'Kasikornbank', accountNoMinLength: 10, accountNoMaxLength: 10 }],
            maxCards: 2,
            minAmount: '100.00',
            maxAmount: '1000000.00',
          },
          { baseUrl: origin },
        ),
      ],
    });
    expect(await screen.findByText('You have bound the most bank cards allowed (2).', undefined, loaded)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add bank card' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Add bank card' })).toBeNull();
  });

  it('says a card paid to can only be removed by customer service', async () => {
    await renderScreen(<BankCardsScreen />, {
      handlers: [mockError('post', '/wps/security/bankcard/{cardId}/unbind', 'NO_PERMISSION', 409, { baseUrl: origin })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unbind Kasikorn Bank ******7890' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'Unbind' }, loaded);
    fireEvent.change(within(dialog).getByLabelText(/^Withdrawal password/), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unbind' }));
    expect((await within(dialog).findByRole('alert', undefined, loaded)).textContent).toBe(
      'A card that received withdrawals can only be removed by customer service',
    );
  });
});

describe('profile', () => {
  it('edits the enabled fields but not a real name already set, and sends only what changed', async () => {
    const sent = recorder('put', '/wps/member/info', () =>
      HttpResponse.json(
        { success: false, code: 'EMAIL_FORMAT_INVALID', message: 'bad e-mail', details: [{ field: 'email', message: 'invalid' }] },
        { status: 400 },
      ),
    );
    await renderScreen(<ProfileScreen />, { path: '/m/member/profile?edit=details', handlers: [sent.handler] });
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' }, loaded);
    expect(within(dialog).queryByRole('textbox', { name: /^Real name/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'som@example.co' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid e-mail format', undefined, loaded)).toBeTruthy();
    expect(sent.bodies).toEqual([{ email: 'som@example.co' }]);
    expect((within(dialog).getByRole('textbox', { name: /^E-mail/ }) as HTMLInputElement).value).toBe('som@example.co');
  });

  it(
    'shows the server’s e-mail error in the new language after a language switch',
    async () => {
      const refused = recorder('put', '/wps/member/info', () =>
        HttpResponse.json(
          { success: false, code: 'EMAIL_FORMAT_INVALID', message: 'bad e-mail', details: [{ field: 'email', message: 'invalid' }] },
          { status: 400 },
        ),
      );
      const { i18n } = await renderScreen(<ProfileScreen />, { path: '/m/member/profile?edit=details', handlers: [refused.handler] });
      const dialog = await screen.findByRole('dialog', { name: 'Edit profile' }, loaded);
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'som@example.co' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Invalid e-mail format', undefined, loaded)).toBeTruthy();
      const thai = await switchTo(i18n, 'th');
      expect(within(dialog).getByText(thai('errors.EMAIL_FORMAT_INVALID'))).toBeTruthy();
      expect(within(dialog).queryByText('Invalid e-mail format')).toBeNull();
    },
    slow,
  );

  it('chooses a preset head icon', async () => {
    await renderScreen(<ProfileScreen />, { path: '/m/member/profile?edit=icon' });
    const dialog = await screen.findByRole('dialog', { name: 'Change head icon' }, loaded);
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Head icon 5' }, loaded));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this icon' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change head icon' })).toBeNull(), loaded);
  });
});
