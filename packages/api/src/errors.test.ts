import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, unwrap } from './client.js';
import { ApiClientError, errorFamilies, normaliseError, type ErrorCode, type ErrorFamily } from './errors.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// One representative per family, with the status the contract documents for it.
const families: [ErrorFamily, ErrorCode, number][] = [
  ['validation', 'CONFIRM_PASSWORD_MISMATCH', 400],
  ['credentials', 'CAPTCHA_WRONG', 400],
  ['auth', 'SESSION_EXPIRED', 401],
  ['permission', 'TRIAL_ACCOUNT_REJECTED', 403],
  ['notFound', 'NOT_FOUND', 404],
  ['conflict', 'USERNAME_EXISTS', 409],
  ['availability', 'RATE_LIMITED', 429],
  ['availability', 'PLATFORM_MAINTENANCE', 503],
  ['unknown', 'UNKNOWN_ERROR', 500],
];

describe('error normalisation (spec section 8): one typed error per catalogue code', () => {
  it.each(families)('%s: %s (HTTP %i) becomes an ApiClientError with its message key', async (family, code, status) => {
    server.use(http.post(`${origin}/wps/member/password/v2`, () => HttpResponse.json({ success: false, code, message: 'text for logs' }, { status })));
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => 'token' });
    const failure = await unwrap(client.POST('/wps/member/password/v2', { body: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' } })).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiClientError);
    expect(failure).toMatchObject({ code, status, family, messageKey: `errors.${code}`, message: 'text for logs' });
  });

  it('gives every catalogue code a family (the map is total over ErrorCode)', () => {
    expect(Object.keys(errorFamilies)).toHaveLength(37);
    expect(new Set(Object.values(errorFamilies))).toEqual(
      new Set(['validation', 'credentials', 'auth', 'permission', 'conflict', 'notFound', 'availability', 'unknown']),
    );
  });

  it('keeps per-field details and the captcha flag of a failed login', () => {
    const error = normaliseError(
      {
        success: false,
        code: 'ACCOUNT_OR_PASSWORD_WRONG',
        message: 'Wrong account or password',
        value: { captchaRequired: true },
        details: [{ field: 'body.password', message: 'wrong' }],
      },
      401,
    );
    expect(error.captchaRequired).toBe(true);
    expect(error.details).toEqual([{ field: 'body.password', message: 'wrong' }]);
    expect(normaliseError({ success: false, code: 'CAPTCHA_WRONG', message: 'x' }, 400).captchaRequired).toBe(false);
  });

  it.each([
    [401, 'NOT_LOGGED_IN'],
    [403, 'NO_PERMISSION'],
    [404, 'URL_EMPTY'],
    [413, 'REQUEST_TOO_LARGE'],
    [414, 'REQUEST_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'RATE_LIMITED'],
    [502, 'SYSTEM_BUSY'],
    [503, 'SYSTEM_BUSY'],
    [422, 'VALIDATION_FAILED'],
    [500, 'UNKNOWN_ERROR'],
  ] as const)('maps HTTP %i without a catalogue body to %s', (status, code) => {
    expect(normaliseError('<html>proxy error</html>', status).code).toBe(code);
    expect(normaliseError({ code: 'NOT_A_CATALOGUE_CODE' }, status).code).toBe(code);
  });

  it('maps a network failure to NETWORK_ERROR', async () => {
    server.use(http.get(`${origin}/wps/system/settings`, () => HttpResponse.error()));
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88' });
    await expect(unwrap(client.GET('/wps/system/settings'))).rejects.toMatchObject({ code: 'NETWORK_ERROR', family: 'network', status: 0 });
  });
});
