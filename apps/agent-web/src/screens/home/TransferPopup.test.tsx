import { createApiClient, type Schema } from '@whitelabel/api';
import { ApiProvider } from '@whitelabel/core/hooks';
import { createI18n, agentSiteTexts } from '@whitelabel/core/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { TransferPopup } from './TransferPopup.js';

const member: Schema<'TeamMember'> = {
  memberId: 'm-1',
  account: 'downline01',
  nickname: null,
  type: 0,
  level: 1,
  balance: '120.00',
  teamSize: 0,
  registeredAt: '2026-01-05T08:00:00Z',
  lastLoginAt: null,
};

/** Answers every call with one failure of the catalogue, as the server would. */
const refuse = (code: string) => () => Promise.resolve(Response.json({ success: false, code, message: code }, { status: 400 }));

async function renderPopup(fetch: typeof globalThis.fetch = refuse('PAYMENT_PASSWORD_WRONG')) {
  const i18n = await createI18n('EN', agentSiteTexts);
  await i18n.loadLanguages('th');
  const client = createApiClient({ baseUrl: 'http://api.test', merchantCode: 'lucky88', getToken: () => 'token', fetch });
  render(
    <Provider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>
          <I18nextProvider i18n={i18n}>
            <TransferPopup member={member} onClose={() => undefined} />
          </I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { i18n, dialog: await screen.findByRole('dialog') };
}

describe('agent forms after a language switch (spec section 4: messages follow the language)', () => {
  it('shows the field errors and the server’s answer of a transfer in the new language', async () => {
    const { i18n, dialog } = await renderPopup();
    const en = i18n.getFixedT('en');
    const th = i18n.getFixedT('th');
    fireEvent.click(within(dialog).getByRole('button', { name: en('agent.transfer.submit') }));
    expect(within(dialog).getByText(en('agent.transfer.amountInvalid'))).toBeTruthy();
    await act(async () => void (await i18n.changeLanguage('th')));
    expect(within(dialog).getByText(th('agent.transfer.amountInvalid'))).toBeTruthy();
    expect(within(dialog).getByText(th('agent.transfer.passwordRequired'))).toBeTruthy();
    expect(within(dialog).queryByText(en('agent.transfer.amountInvalid'))).toBeNull();

    fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${th('agent.transfer.amount')}`) }), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${th('agent.transfer.password')}`)), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: th('agent.transfer.submit') }));
    expect(await within(dialog).findByText(th('errors.PAYMENT_PASSWORD_WRONG'), undefined, { timeout: 5000 })).toBeTruthy();
    await act(async () => void (await i18n.changeLanguage('en')));
    expect(within(dialog).getByRole('alert').textContent).toBe(en('errors.PAYMENT_PASSWORD_WRONG'));
  }, 15_000);
});

describe('a transfer in the merchant’s currency', () => {
  it('takes whole dong only in a VND merchant, with a numeric keypad, and sends the amount as typed', async () => {
    const sent: unknown[] = [];
    const { i18n, dialog } = await renderPopup(async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/wps/system/settings') return Response.json({ success: true, value: { currency: { code: 'VND', minorUnits: 0 } } });
      sent.push(await request.json());
      return Response.json({ success: true, value: { sumBalance: '4000000' } });
    });
    const en = i18n.getFixedT('en');
    const amount = within(dialog).getByRole('textbox', { name: new RegExp(`^${en('agent.transfer.amount')}`) });
    await expect.poll(() => amount.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(amount, { target: { value: '50000.5' } });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${en('agent.transfer.password')}`)), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en('agent.transfer.submit') }));
    expect(within(dialog).getByText(en('agent.transfer.amountWholeInvalid'))).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(amount, { target: { value: '50000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en('agent.transfer.submit') }));
    await expect.poll(() => sent).toEqual([expect.objectContaining({ memberId: 'm-1', amount: '50000.00' })]);
  }, 15_000);
});
