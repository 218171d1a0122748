import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, unwrap } from './client.js';
import { ApiClientError } from './errors.js';

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
    const client = createApiClient({
      baseUrl: origin,
      merchantCode: 'lucky88',
      getLanguage: () => 'TH',
      getToken: () => 'token-1',
    });
    const value = await unwrap(client.GET('/wps/system/status'));
    expect(value).toEqual(status);
    expect(seen?.get('Merchant')).toBe('lucky88');
    expect(seen?.get('Language')).toBe('TH');
    expect(seen?.get('Device')).toBe('OTHERS');
    expect(seen?.get('Authorization')).toBe('Bearer token-1');
  });

  it('omits Authorization for guests', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${origin}/wps/system/status`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ success: true, value: status });
      }),
    );
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => null });
    await unwrap(client.GET('/wps/system/status'));
    expect(seen?.has('Authorization')).toBe(false);
  });
});

describe('error normalisation (spec section 8)', () => {
  it('rejects with a typed ApiClientError carrying the catalogue code and message key', async () => {
    server.use(
      http.get(`${origin}/wps/system/settings`, () =>
        HttpResponse.json({ success: false, code: 'PLATFORM_MAINTENANCE', message: 'Platform under maintenance' }, { status: 503 }),
      ),
    );
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88' });
    const failure = await unwrap(client.GET('/wps/system/settings')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiClientError);
    expect(failure).toMatchObject({ code: 'PLATFORM_MAINTENANCE', status: 503, family: 'availability', messageKey: 'errors.PLATFORM_MAINTENANCE' });
  });

  it('calls onUnauthorized when the session has expired', async () => {
    server.use(
      http.get(`${origin}/wps/system/settings`, () =>
        HttpResponse.json({ success: false, code: 'SESSION_EXPIRED', message: 'Logged out' }, { status: 401 }),
      ),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', onUnauthorized });
    await expect(unwrap(client.GET('/wps/system/settings'))).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('maps a body without a catalogue code to a code from the HTTP status', async () => {
    server.use(http.get(`${origin}/wps/system/settings`, () => new HttpResponse('<html>bad gateway</html>', { status: 503 })));
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88' });
    await expect(unwrap(client.GET('/wps/system/settings'))).rejects.toMatchObject({
      code: 'SYSTEM_BUSY',
      status: 503,
    });
  });

  it('maps a network failure to NETWORK_ERROR', async () => {
    server.use(http.get(`${origin}/wps/system/settings`, () => HttpResponse.error()));
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88' });
    await expect(unwrap(client.GET('/wps/system/settings'))).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      family: 'network',
    });
  });
});
