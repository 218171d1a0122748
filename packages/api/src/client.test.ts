import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, unwrap } from './client.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const status = { maintenance: false, regionRestriction: false, location: { ip: '127.0.0.1' } };

describe('createApiClient (spec section 7: headers, token, Device)', () => {
  it('sends merchant, language, device and bearer token headers', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${origin}/wps/system/status`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ success: true, value: status });
      }),
    );
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getLanguage: () => 'TH', getToken: () => 'token-1' });
    const value = await unwrap(client.GET('/wps/system/status'));
    expect(value).toEqual(status);
    expect(seen?.get('Merchant')).toBe('lucky88');
    expect(seen?.get('Language')).toBe('TH');
    expect(seen?.has('Device')).toBe(false);
    expect(seen?.get('Authorization')).toBe('Bearer token-1');
  });

  it('reads language and token on every request, and omits Authorization for guests', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get(`${origin}/lgw/lottery/menu`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ success: true, value: { categories: [] } });
      }),
    );
    let token: string | null = null;
    let language: 'EN' | 'AR' = 'EN';
    let standalone = false;
    const device = () => (standalone ? ('OTHERS' as const) : undefined);
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', device, getLanguage: () => language, getToken: () => token });
    await unwrap(client.GET('/lgw/lottery/menu'));
    token = 'token-2';
    language = 'AR';
    standalone = true;
    await unwrap(client.GET('/lgw/lottery/menu'));
    expect(seen[0]?.has('Authorization')).toBe(false);
    expect(seen[0]?.get('Language')).toBe('EN');
    expect(seen[1]?.get('Authorization')).toBe('Bearer token-2');
    expect(seen[1]?.get('Language')).toBe('AR');
    expect(seen[0]?.has('Device')).toBe(false);
    expect(seen[1]?.get('Device')).toBe('OTHERS');
  });

  it('serialises query parameters and path parameters of both documents', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${origin}/lgw/orders/:orderId`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ success: false, code: 'NOT_FOUND', message: 'no order' }, { status: 404 });
      }),
    );
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => 't' });
    await expect(unwrap(client.GET('/lgw/orders/{orderId}', { params: { path: { orderId: 'lo 1' } } }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      family: 'notFound',
    });
    expect(url?.pathname).toBe('/lgw/orders/lo%201');
  });
});

describe('unauthorised hook (spec section 4: expired session)', () => {
  it.each(['SESSION_EXPIRED', 'NOT_LOGGED_IN'] as const)('calls onUnauthorized once for %s', async (code) => {
    server.use(http.get(`${origin}/wps/member/info`, () => HttpResponse.json({ success: false, code, message: 'Logged out' }, { status: 401 })));
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => 'expired', onUnauthorized });
    await expect(unwrap(client.GET('/wps/member/info'))).rejects.toMatchObject({ code, status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ code, family: 'auth' });
  });

  it('does not call it for wrong credentials or other failures', async () => {
    server.use(
      http.post(`${origin}/wps/session/login`, () =>
        HttpResponse.json({ success: false, code: 'ACCOUNT_OR_PASSWORD_WRONG', message: 'Wrong', value: { captchaRequired: true } }, { status: 401 }),
      ),
      http.get(`${origin}/wps/system/settings`, () => HttpResponse.json({ success: false, code: 'NO_PERMISSION', message: 'No' }, { status: 403 })),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', onUnauthorized });
    const failure = await unwrap(
      client.POST('/wps/session/login', { params: { header: { Encryption: 'JWE-RSA-OAEP-256-A256GCM' } }, body: { payload: 'a.b.c.d.e' } }),
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'ACCOUNT_OR_PASSWORD_WRONG', family: 'credentials', captchaRequired: true });
    await expect(unwrap(client.GET('/wps/system/settings'))).rejects.toMatchObject({ code: 'NO_PERMISSION' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
