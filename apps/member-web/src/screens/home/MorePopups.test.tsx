import { createApiClient } from '@whitelabel/api';
import { createMockHandlers } from '@whitelabel/api/mocks';
import { ApiProvider } from '@whitelabel/core/hooks';
import { createI18n, memberSiteTexts } from '@whitelabel/core/i18n';
import { infoPopupAtom, infoPopups, type InfoPopup } from '@whitelabel/core/state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { TermsLink } from '../account/account-common.js';
import { MorePopups } from './MorePopups.js';
import ShellPopups from './ShellPopups.js';

const origin = 'http://popups.test';
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** The popups with a form under them: a typed field and the terms link, as the login popup has. */
/** A customer-service path as the server sends it: base64url of the address XORed with the 8-character key that ends it. */
function customerServicePath(address: string, key = 'K3y8Ab2Q'): string {
  const keyBytes = new TextEncoder().encode(key);
  const bytes = new TextEncoder().encode(address).map((byte, i) => byte ^ keyBytes[i % keyBytes.length]!);
  return btoa(String.fromCharCode(...bytes)) + key;
}

async function renderPopups(language: 'EN' | 'AR' = 'EN', Popups: () => ReactNode = MorePopups) {
  server.use(
    http.get(`${origin}/wps/system/customerService`, () =>
      HttpResponse.json({ success: true, value: [{ csType: 'LIVECHAT', path: customerServicePath('https://chat.lucky88.example/'), label: 'Live chat' }] }),
    ),
    ...createMockHandlers({ baseUrl: origin, memberType: 0 }),
  );
  const store = createStore();
  const i18n = await createI18n(language, memberSiteTexts);
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={['/m/login']}>
              <Routes>
                <Route
                  path="*"
                  element={
                    <>
                      <form aria-label="Login">
                        <label>
                          Username
                          <input name="username" />
                        </label>
                        <TermsLink />
                      </form>
                      <Where />
                      <Popups />
                    </>
                  }
                />
              </Routes>
            </MemoryRouter>
          </I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { store, open: (popup: InfoPopup) => act(() => store.set(infoPopupAtom, popup)) };
}

describe('help popup over the login and register forms (spec section 2: help centre popup, terms link)', () => {
  it('opens at the terms over the form without leaving it, keeps what was typed, and gives focus back to the link', async () => {
    const { store } = await renderPopups();
    const username = screen.getByRole('textbox', { name: 'Username' });
    fireEvent.change(username, { target: { value: 'somchai88' } });
    const terms = screen.getByRole('link', { name: 'terms and conditions' });
    expect(terms.getAttribute('href')).toBe('/m/help?tag=terms');
    expect(terms.getAttribute('aria-haspopup')).toBe('dialog');
    terms.focus();
    fireEvent.click(terms);

    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(dialog).findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    expect(within(dialog).getByText(/at least 21 years old/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Terms and conditions' }).getAttribute('aria-current')).toBe('true');
    // Still on the form's route, with the typed name.
    expect(screen.getByRole('status', { name: 'location', hidden: true }).textContent).toBe('/m/login');
    expect((screen.getByRole('textbox', { name: 'Username', hidden: true }) as HTMLInputElement).value).toBe('somchai88');

    // Another topic from the popup's own list.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Privacy policy' }));
    expect(within(dialog).getByRole('heading', { name: 'Privacy policy' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.get(infoPopupAtom)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(terms);
    expect(username).toHaveProperty('value', 'somchai88');
  });

  it('still follows the address on a modified click (new tab)', async () => {
    const { store } = await renderPopups();
    const terms = screen.getByRole('link', { name: 'terms and conditions' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    terms.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(store.get(infoPopupAtom)).toBeNull();
  });
});

describe('the other popups of spec section 2 (server content)', () => {
  it("policy: the help centre's privacy topic", async () => {
    const { open } = await renderPopups();
    open('policy');
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(await within(dialog).findByText('We keep your personal data safe and never sell it.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See all help topics' }).getAttribute('href')).toBe('/m/help?tag=privacy');
  });

  it('category: every category of the menus, each a link to its page; choosing one closes the popup', async () => {
    const { open, store } = await renderPopups();
    open('category');
    const dialog = await screen.findByRole('dialog', { name: 'Game categories' });
    const links = await within(dialog).findAllByRole('link');
    expect(links.length).toBeGreaterThan(2);
    const slots = within(dialog).getByRole('link', { name: 'Slots' });
    expect(slots.getAttribute('href')).toBe('/m/slot-games');
    fireEvent.click(slots);
    expect(store.get(infoPopupAtom)).toBeNull();
    expect(screen.getByRole('status', { name: 'location', hidden: true }).textContent).toBe('/m/slot-games');
  });

  it('hot match: the hot announcements with their dates', async () => {
    const { open } = await renderPopups();
    open('hotMatch');
    const dialog = await screen.findByRole('dialog', { name: 'Hot matches' });
    expect(await within(dialog).findByRole('heading', { name: 'New games from PG Soft' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Faster withdrawals' })).toBeTruthy();
    expect(within(dialog).getAllByText(/^\d{4}\/\d{2}\/\d{2}$/)).toHaveLength(2);
  });

  it('agent: the programme, customer service and the agent login', async () => {
    const { open, store } = await renderPopups();
    open('agent');
    const dialog = await screen.findByRole('dialog', { name: 'Become an agent' });
    expect(within(dialog).getByText(/earn a commission on their play/)).toBeTruthy();
    const contact = await within(dialog).findByRole('link', { name: 'Contact customer service' });
    expect(contact.getAttribute('href')).toBe('https://chat.lucky88.example/');
    expect(contact.getAttribute('target')).toBe('_blank');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agent login' }));
    expect(store.get(infoPopupAtom)).toBeNull();
    expect(screen.getByRole('status', { name: 'location', hidden: true }).textContent).toBe('/m/agent');
  });

  it('iOS tutorial: the add-to-home-screen steps and the recommended version', async () => {
    const { open } = await renderPopups();
    open('iosTutorial');
    const dialog = await screen.findByRole('dialog', { name: 'Add to home screen' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByText('iOS 12.4 or later is recommended.')).toBeTruthy();
  });

  it('in Arabic the popups read in Arabic', async () => {
    const { open } = await renderPopups('AR');
    open('category');
    expect(await screen.findByRole('dialog', { name: 'فئات الألعاب' })).toBeTruthy();
  });
});

describe('every popup core declares opens and closes (spec 2.204)', () => {
  it('shows a dialog for each of them in the shell, and none once closed', async () => {
    const { store, open } = await renderPopups('EN', ShellPopups);
    expect(infoPopups.length).toBeGreaterThan(0);
    for (const popup of infoPopups) {
      open(popup);
      await waitFor(() => expect(screen.queryAllByRole('dialog').length, popup).toBe(1));
      act(() => store.set(infoPopupAtom, null));
      await waitFor(() => expect(screen.queryAllByRole('dialog').length, popup).toBe(0));
    }
  });
});
