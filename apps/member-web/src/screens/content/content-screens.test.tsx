import { createApiClient } from '@whitelabel/api';
import { createMockHandlers } from '@whitelabel/api/mocks';
import { ApiProvider } from '@whitelabel/core/hooks';
import { createI18n, memberSiteTexts } from '@whitelabel/core/i18n';
import { loginAtom, tokenAtom } from '@whitelabel/core/state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastsAtom } from '@whitelabel/app-shell';
import ApplyRewardScreen from './ApplyRewardScreen.js';
import HelpScreen from './HelpScreen.js';
import NoticeScreen from './NoticeScreen.js';

const origin = 'http://content.test';
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no layout: scrolling is a no-op here.
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function renderAt(path: string, element: ReactElement, options: { loggedIn?: boolean; handlers?: HttpHandler[] } = {}) {
  server.use(...(options.handlers ?? []), ...createMockHandlers({ baseUrl: origin, memberType: 0 }));
  const store = createStore();
  if (options.loggedIn) store.set(loginAtom, { token: 'mock-member-somchai88', merchantCode: 'lucky88', userName: 'somchai88', type: 0 });
  const i18n = await createI18n('EN', memberSiteTexts);
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => store.get(tokenAtom) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88' }}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/m/activity" element={<p>promotions page</p>} />
                <Route path="*" element={element} />
              </Routes>
            </MemoryRouter>
          </I18nextProvider>
        </ApiProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { store };
}

const pngFile = (name = 'receipt.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('reward application (spec sections 2, 5 and 8)', () => {
  it('sends a guest to /m/activity', async () => {
    await renderAt('/m/applyReward?id=promo-1', <ApplyRewardScreen />);
    expect(await screen.findByText('promotions page')).toBeTruthy();
  });

  it('sends a member without a promotion id to /m/activity', async () => {
    await renderAt('/m/applyReward', <ApplyRewardScreen />, { loggedIn: true });
    expect(await screen.findByText('promotions page')).toBeTruthy();
  });

  it('enables submit once the required remarks and picture are there, refuses a gif for 1.5 s, and goes to /m/activity on success', async () => {
    const { store } = await renderAt('/m/applyReward?id=promo-1', <ApplyRewardScreen />, { loggedIn: true });
    const remarks = await screen.findByRole('textbox', { name: /Remarks/ });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    fireEvent.change(remarks, { target: { value: 'Deposit reference 4821' } });
    expect(submit.hasAttribute('disabled')).toBe(true);

    pick(new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }));
    await waitFor(() => expect(store.get(toastsAtom).find((toast) => toast.message === 'reward.errors.imageType')?.duration).toBe(1500));

    pick(pngFile());
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toBeTruthy();
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));

    await act(async () => {
      fireEvent.click(submit);
    });
    expect(await screen.findByText('promotions page')).toBeTruthy();
    const messages = store.get(toastsAtom).map((toast) => toast.message);
    expect(messages).toContain('reward.success');
    expect(messages).not.toContain('reward.submitting');
  });

  it('shows nothing and stays on the form when the answer has no success flag; the loading message goes (spec section 8)', async () => {
    const handlers = [
      http.post(`${origin}/wps/promotion/reward/apply`, () =>
        HttpResponse.json({ success: false, value: { applicationId: 'a-1', status: 'PENDING', submittedAt: '2026-01-01T00:00:00Z' } }),
      ),
    ];
    const { store } = await renderAt('/m/applyReward?id=promo-2', <ApplyRewardScreen />, { loggedIn: true, handlers });
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await act(async () => {
      fireEvent.click(submit);
    });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText('promotions page')).toBeNull();
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('cancel clears the remarks and the pictures', async () => {
    await renderAt('/m/applyReward?id=promo-1', <ApplyRewardScreen />, { loggedIn: true });
    const remarks = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /Remarks/ });
    fireEvent.change(remarks, { target: { value: 'x'.repeat(200) } });
    expect(remarks.value).toHaveLength(140);
    pick(pngFile());
    await screen.findByRole('img', { name: 'Picture 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(remarks.value).toBe('');
    expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();
  });

  it('asks only for what the promotion requires', async () => {
    // promo-2: neither pictures nor remarks.
    await renderAt('/m/applyReward?id=promo-2', <ApplyRewardScreen />, { loggedIn: true });
    expect(await screen.findByText('This promotion needs no extra information: submit to apply.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('notices (spec sections 2 and 4)', () => {
  it('falls back to one placeholder entry with the no-announcement text', async () => {
    await renderAt('/m/notice', <NoticeScreen />, { handlers: [http.get(`${origin}/wps/notice`, () => HttpResponse.json({ success: true, value: [] }))] });
    const heading = await screen.findByRole('heading', { level: 2, name: 'No announcements yet' });
    expect(within(heading).getByRole('button')).toBeTruthy();
  });

  it('opens the item of ?index=, marks unread items and clears the marker on opening', async () => {
    await renderAt('/m/notice?index=0', <NoticeScreen />, { loggedIn: true });
    const triggers = await screen.findAllByRole('button', { expanded: false });
    const open = screen.getByRole('button', { expanded: true });
    expect(open.textContent).not.toContain('Unread');
    const unread = triggers.find((trigger) => trigger.textContent?.includes('Unread'))!;
    expect(unread).toBeTruthy();
    fireEvent.click(unread);
    await waitFor(() => expect(unread.textContent).not.toContain('Unread'));
  });
});

describe('help centre (spec section 2)', () => {
  it('opens the topic of the tag and marks it in the side navigation', async () => {
    await renderAt('/m/help?tag=privacy', <HelpScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens a sub-topic by index i and sub-index c', async () => {
    await renderAt('/m/help?i=2&c=1', <HelpScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: 'How long does a withdrawal take?' })).toBeTruthy();
  });
});
