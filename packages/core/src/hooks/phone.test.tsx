import { createApiClient, type Schema } from '@whitelabel/api';
import { createMockHandlers, mockValue } from '@whitelabel/api/mocks';
import { decryptPayload, generateEncryptionKeyPair, publishedEncryptionKey, type EncryptionKeyPair } from '@whitelabel/api/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneChannelUnavailable, PhoneCodeSendFailed, type FirebasePhoneSignIn } from '../phone/phone-verification.js';
import { useSendPhoneCode } from './account.js';
import { ApiProvider } from './api-context.js';
import type { FirebasePlug } from './phone-channels.js';
import { useLogin, useResetPasswordByVerification } from './session.js';
import { useSiteSettings } from './system.js';
import { tokenAtom } from '../state/atoms.js';

const origin = 'http://api.test';
const server = setupServer();
let keys: EncryptionKeyPair;
beforeAll(async () => {
  keys = await generateEncryptionKeyPair('phone-test');
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const phone = { countryDialingCode: '+66', mobileNum: '812345678' };
const siteSettings: Schema<'SiteSettings'> = {
  merchantCode: 'lucky88',
  merchantName: 'Lucky 88',
  defaultLanguage: 'TH',
  languages: ['TH', 'EN'],
  whitelabel: [],
  features: { mobileCodeLogin: true, resetByMail: true, resetByVerification: true, facebookLogin: false, googleLogin: false, lineLogin: false },
  mobileTemplate: { mem_cen: 1, dep_func: 1 },
  mainDomain: 'lucky88.example',
  imageCDNs: [],
  currency: { code: 'THB', minorUnits: 2 },
};
const firebaseConfig = { projectId: 'lucky88-web', apiKey: 'web-api-key', authDomain: 'lucky88-web.firebaseapp.com' };

/** A Firebase stand-in: a send "texts" 123456; confirming it gives an ID token. */
function fakeFirebase(send: FirebasePhoneSignIn = async () => ({ confirm: async () => ({ user: { getIdToken: async () => 'firebase-id-token' } }) })) {
  const plug = vi.fn<FirebasePlug>(async () => send);
  return plug;
}

/**
 * The mock API with a key whose private half this test holds, so that it reads what the hooks sealed, and the site
 * settings' phone channel as given.
 */
function setup(channel: Schema<'PhoneVerificationSettings'> | undefined, plug?: FirebasePlug) {
  const sealed: unknown[] = [];
  const keep = async (request: Request) => {
    const body = (await request.json()) as { payload: string };
    sealed.push((await decryptPayload(body.payload, keys.privateKey)).payload);
  };
  const sessionValue = { token: 'mock-member-somchai88', merchantCode: 'lucky88', userName: 'somchai88', type: 0, expiresIn: 3600 };
  const sentBySms: unknown[] = [];
  // Later handlers come first: these answer before the mocks.
  server.use(...createMockHandlers({ baseUrl: origin, memberType: 0 }));
  server.use(
    mockValue('get', '/wps/system/encryptionKey', publishedEncryptionKey(keys, new Date(Date.now() + 3_600_000)), { baseUrl: origin }),
    http.post(`${origin}/wps/session/login`, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ success: true, value: sessionValue });
    }),
    http.post(`${origin}/wps/member/password/verification`, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ success: true, value: sessionValue });
    }),
    http.post(`${origin}/wps/verification/sms/noLogin`, async ({ request }) => {
      sentBySms.push(await request.json());
      return HttpResponse.json({ success: true, value: { expirationTime: Date.now() + 60_000, resendAfter: 60 } });
    }),
  );
  if (channel) server.use(mockValue('get', '/wps/system/settings', { ...siteSettings, phoneVerification: channel }, { baseUrl: origin }));
  const store = createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => store.get(tokenAtom) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={{ client, merchantCode: 'lucky88', firebasePhoneSignIn: plug }}>{children}</ApiProvider>
      </QueryClientProvider>
    </Provider>
  );
  return { wrapper, sealed, sentBySms };
}

/** Renders the hooks a phone form uses, once the site settings are in. */
async function phoneForm(wrapper: ({ children }: { children: ReactNode }) => ReactNode) {
  const { result } = renderHook(
    () => ({ settings: useSiteSettings(), send: useSendPhoneCode('noLogin'), login: useLogin(), reset: useResetPasswordByVerification() }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.settings.isSuccess).toBe(true));
  return result;
}

describe('phone proof through the merchant channel (spec 5.026, 7.015, 8.005)', () => {
  it('with Firebase on, sends the code through Firebase and logs in with its ID token instead of the code', async () => {
    const signIn = vi.fn<FirebasePhoneSignIn>(async () => ({ confirm: async (code) => ({ user: { getIdToken: async () => `token-${code}` } }) }));
    const plug = fakeFirebase(signIn);
    const { wrapper, sealed, sentBySms } = setup({ channel: 'firebase', firebase: firebaseConfig }, plug);
    const form = await phoneForm(wrapper);
    await act(() => form.current.send.mutateAsync({ ...phone }));
    expect(plug).toHaveBeenCalledWith(firebaseConfig);
    expect(signIn).toHaveBeenCalledWith('+66812345678');
    expect(sentBySms).toEqual([]);

    await act(() => form.current.login.mutateAsync({ payload: { type: 'sms', ...phone, verificationCode: '123456', portal: 'MEMBER' } }));
    expect(sealed).toEqual([
      { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: 'token-123456', firebaseMobileNo: '812345678', countryDialingCode: '+66', portal: 'MEMBER' },
    ]);
  });

  it('with Firebase on, resets the password with the ID token in place of the code (5.026)', async () => {
    const { wrapper, sealed } = setup({ channel: 'firebase', firebase: firebaseConfig }, fakeFirebase());
    const form = await phoneForm(wrapper);
    await act(() => form.current.send.mutateAsync({ ...phone }));
    await act(() => form.current.reset.mutateAsync({ ...phone, newPassword: 'secret22', verificationCode: '123456' }));
    expect(sealed).toEqual([{ ...phone, newPassword: 'secret22', firebaseIdToken: 'firebase-id-token' }]);
  });

  it('a Firebase send that fails rejects with PhoneCodeSendFailed only (8.005); without the app’s Firebase plug, with PhoneChannelUnavailable for the form to show', async () => {
    const refused = setup(
      { channel: 'firebase', firebase: firebaseConfig },
      fakeFirebase(() => Promise.reject(new Error('auth/captcha-check-failed'))),
    );
    const form = await phoneForm(refused.wrapper);
    await expect(act(() => form.current.send.mutateAsync({ ...phone }))).rejects.toBeInstanceOf(PhoneCodeSendFailed);
    server.resetHandlers();

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unplugged = setup({ channel: 'firebase', firebase: firebaseConfig });
    const bare = await phoneForm(unplugged.wrapper);
    await expect(act(() => bare.current.send.mutateAsync({ ...phone }))).rejects.toBeInstanceOf(PhoneChannelUnavailable);
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/firebasePhoneSignIn/) }));
    consoleError.mockRestore();
  });

  it("on the server's SMS (the default), sends through the server and logs in with the typed code; Firebase is never asked", async () => {
    const plug = fakeFirebase();
    const { wrapper, sealed, sentBySms } = setup(undefined, plug);
    const form = await phoneForm(wrapper);
    await act(() => form.current.send.mutateAsync({ ...phone }));
    expect(sentBySms).toEqual([phone]);
    await act(() => form.current.login.mutateAsync({ payload: { type: 'sms', ...phone, verificationCode: '654321' } }));
    expect(sealed).toEqual([{ type: 'sms', ...phone, verificationCode: '654321' }]);
    expect(plug).not.toHaveBeenCalled();
  });
});
