import { createMockHandlers, mockError } from '@whitelabel/api/mocks';
import type { MerchantConfig } from '@whitelabel/core';
import { loginAtom, tokenAtom } from '@whitelabel/core/state';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../src/services.js';
import { createLazyScreen, preloadScreen } from '../src/lazy-screen.js';
import { toastsAtom } from '../src/toast.js';

const thai: MerchantConfig = { code: 'lucky88', name: 'Lucky 88', themeId: 'classic', defaultLanguage: 'TH', languages: ['TH', 'EN', 'TW'], ageLimit: 18 };
const english: MerchantConfig = {
  code: 'goldenlotus',
  name: 'Golden Lotus',
  themeId: 'light',
  defaultLanguage: 'EN',
  languages: ['EN', 'CN', 'VI', 'AR'],
  ageLimit: 21,
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

describe('app services', () => {
  it('drops an expired session, says so, then lets the site decide (the member site opens its login popup)', async () => {
    server.use(...createMockHandlers({ baseUrl: location.origin }));
    server.use(mockError('get', '/wps/member/info', 'SESSION_EXPIRED', 401, { baseUrl: location.origin }));
    const onSessionExpired = vi.fn();
    const services = createAppServices({ merchant: thai, baseUrl: location.origin, onSessionExpired });
    services.store.set(loginAtom, { token: 'expired-token', merchantCode: 'lucky88', userName: 'somchai88', type: 0 });
    await expect(services.client.GET('/wps/member/info')).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(services.store.get(tokenAtom)).toBeNull();
    expect(services.store.get(toastsAtom).map((toast) => toast.message)).toEqual(['errors.SESSION_EXPIRED']);
    expect(onSessionExpired).toHaveBeenCalledWith(services.store);
  });

  it('sends the merchant, and the Device header only when the site gives one (spec 7.004)', async () => {
    const seen: (string | null)[][] = [];
    server.use(
      http.get(`${location.origin}/wps/system/status`, ({ request }) => {
        seen.push([request.headers.get('Merchant'), request.headers.get('Device')]);
        return HttpResponse.json({ success: true, value: { maintenance: false, regionRestriction: false, location: { ip: '127.0.0.1' } } });
      }),
    );
    await createAppServices({ merchant: english, baseUrl: location.origin }).client.GET('/wps/system/status');
    await createAppServices({ merchant: thai, baseUrl: location.origin, device: () => 'OTHERS' }).client.GET('/wps/system/status');
    expect(seen).toEqual([
      ['goldenlotus', null],
      ['lucky88', 'OTHERS'],
    ]);
  });
});

describe('lazy screens (spec section 2)', () => {
  it('shows the loading screen while loading, and keeps it after a failed load, which is logged', async () => {
    const lazyScreen = createLazyScreen(() => <p>Loading</p>);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(lazyScreen(() => Promise.reject(new Error('chunk gone'))));
    expect(screen.getByText('Loading')).toBeTruthy();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('Screen failed to load', expect.any(Error)));
    expect(screen.getByText('Loading')).toBeTruthy();
    consoleError.mockRestore();
  });

  it('shows the screen once it has loaded', async () => {
    const lazyScreen = createLazyScreen(() => <p>Loading</p>);
    render(lazyScreen(() => Promise.resolve({ default: () => <h1>Home</h1> })));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('loads a screen ahead of its render, and only once', async () => {
    const lazyScreen = createLazyScreen(() => <p>Loading</p>);
    const Home = () => <h1>Home</h1>;
    const load = vi.fn(() => Promise.resolve({ default: Home }));
    const element = lazyScreen(load);
    expect(await preloadScreen(element)).toBe(Home);
    expect(load).toHaveBeenCalledTimes(1);
    render(element);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resolves a preload of a failed screen with the loading screen once the failure is logged, and ignores what is not a lazy screen', async () => {
    const Loading = () => <p>Loading</p>;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await preloadScreen(createLazyScreen(Loading)(() => Promise.reject(new Error('chunk gone'))))).toBe(Loading);
    expect(consoleError).toHaveBeenCalledWith('Screen failed to load', expect.any(Error));
    consoleError.mockRestore();
    await expect(preloadScreen(<p>Not lazy</p>)).resolves.toBeUndefined();
    await expect(preloadScreen(undefined)).resolves.toBeUndefined();
  });
});
