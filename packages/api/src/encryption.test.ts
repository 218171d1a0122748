import { CompactEncrypt, importJWK } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import { ENCRYPTION_SCHEME, createPayloadEncryptor, encryptPayload } from './encryption.js';
import {
  PayloadDecryptionError,
  decryptPayload,
  generateEncryptionKeyPair,
  isEncryptionScheme,
  publishedEncryptionKey,
  type EncryptionKeyPair,
} from './server.js';
import type { LoginPayload } from './types.js';

const origin = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const login: LoginPayload = { type: 'username', username: 'somchai88', password: 's3cret-Pass', portal: 'MEMBER' };
let pair: EncryptionKeyPair;
beforeAll(async () => {
  pair = await generateEncryptionKeyPair('test-key');
});

describe('payload encryption (JWE RSA-OAEP-256 + A256GCM) for login, register and set password', () => {
  it('round-trips a login payload through a real key pair', async () => {
    const jwe = await encryptPayload(login, publishedEncryptionKey(pair, new Date(Date.now() + 60_000)));
    expect(jwe.split('.')).toHaveLength(5);
    expect(jwe).not.toContain('s3cret');
    const header = JSON.parse(Buffer.from(jwe.split('.')[0] ?? '', 'base64url').toString()) as Record<string, string>;
    expect(header).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'test-key' });
    await expect(decryptPayload(jwe, pair.privateKey)).resolves.toMatchObject({
      payload: login,
      kid: 'test-key',
      jti: expect.any(String),
      iat: expect.any(Number),
    });
  });

  it('refuses a tampered payload, another key and other algorithms', async () => {
    const key = publishedEncryptionKey(pair, new Date(Date.now() + 60_000));
    const jwe = await encryptPayload(login, key);
    const parts = jwe.split('.');
    const tampered = [...parts.slice(0, 3), `${parts[3]?.slice(0, -2)}AA`, parts[4]].join('.');
    await expect(decryptPayload(tampered, pair.privateKey)).rejects.toBeInstanceOf(PayloadDecryptionError);
    const other = await generateEncryptionKeyPair('other');
    await expect(decryptPayload(jwe, other.privateKey)).rejects.toMatchObject({ code: 'PAYLOAD_DECRYPTION_FAILED' });
    const weaker = await new CompactEncrypt(new TextEncoder().encode('{}'))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A128GCM' })
      .encrypt(await importJWK({ ...pair.publicJwk }, 'RSA-OAEP-256'));
    await expect(decryptPayload(weaker, pair.privateKey)).rejects.toBeInstanceOf(PayloadDecryptionError);
  });

  it('names the scheme in the Encryption header and fetches the published key once', async () => {
    let keyRequests = 0;
    let seen: { encryption: string | null; body: { payload: string } } | undefined;
    server.use(
      http.get(`${origin}/wps/system/encryptionKey`, () => {
        keyRequests += 1;
        return HttpResponse.json({ success: true, value: publishedEncryptionKey(pair, new Date(Date.now() + 60_000)) });
      }),
      http.post(`${origin}/wps/session/login`, async ({ request }) => {
        seen = { encryption: request.headers.get('Encryption'), body: (await request.json()) as { payload: string } };
        return HttpResponse.json({
          success: true,
          value: {
            token: 't',
            merchantCode: 'lucky88',
            userName: 'somchai88',
            type: 0,
            firstTimeLogin: false,
            trial: false,
            expiresAt: new Date().toISOString(),
          },
        });
      }),
    );
    const client = createApiClient({ baseUrl: origin, merchantCode: 'lucky88' });
    const encryptor = createPayloadEncryptor(client);
    await client.POST('/wps/session/login', await encryptor.seal(login));
    await client.POST('/wps/session/login', await encryptor.seal(login));
    expect(keyRequests).toBe(1);
    expect(seen?.encryption).toBe(ENCRYPTION_SCHEME);
    expect(isEncryptionScheme(seen?.encryption)).toBe(true);
    await expect(decryptPayload(seen?.body.payload ?? '', pair.privateKey)).resolves.toMatchObject({ payload: login });
  });

  it('refetches the key after it expires or is invalidated, and does not cache a failed fetch', async () => {
    let now = Date.now();
    let keyRequests = 0;
    let fail = true;
    server.use(
      http.get(`${origin}/wps/system/encryptionKey`, () => {
        keyRequests += 1;
        if (fail) return HttpResponse.json({ success: false, code: 'SYSTEM_BUSY', message: 'busy' }, { status: 503 });
        return HttpResponse.json({ success: true, value: publishedEncryptionKey(pair, new Date(now + 60_000)) });
      }),
    );
    const encryptor = createPayloadEncryptor(createApiClient({ baseUrl: origin, merchantCode: 'lucky88' }), { now: () => now });
    await expect(encryptor.seal(login)).rejects.toMatchObject({ code: 'SYSTEM_BUSY' });
    fail = false;
    await encryptor.seal(login);
    await encryptor.seal(login);
    expect(keyRequests).toBe(2);
    now += 120_000;
    await encryptor.seal(login);
    expect(keyRequests).toBe(3);
    encryptor.invalidate();
    await encryptor.seal(login);
    expect(keyRequests).toBe(4);
  });

  it("dates each sealed payload on the server's clock with a fresh jti, so that the server can accept it once", async () => {
    const deviceNow = Date.parse('2026-01-01T00:00:00Z');
    const serverTime = '2026-01-01T02:00:00.000Z';
    server.use(
      http.get(`${origin}/wps/system/encryptionKey`, () =>
        HttpResponse.json({ success: true, value: { ...publishedEncryptionKey(pair, new Date(deviceNow + 86_400_000)), serverTime } }),
      ),
    );
    const encryptor = createPayloadEncryptor(createApiClient({ baseUrl: origin, merchantCode: 'lucky88' }), { now: () => deviceNow });
    const headers = await Promise.all([encryptor.seal(login), encryptor.seal(login)]).then((sealed) =>
      sealed.map((one) => JSON.parse(Buffer.from(one.body.payload.split('.')[0] ?? '', 'base64url').toString()) as { jti: string; iat: number }),
    );
    // The device's clock is two hours behind: iat follows the server's.
    expect(headers.map((header) => header.iat)).toEqual([Date.parse(serverTime) / 1000, Date.parse(serverTime) / 1000]);
    expect(headers[0]!.jti).toMatch(/^[0-9a-f]{32}$/);
    expect(headers[0]!.jti).not.toBe(headers[1]!.jti);
  });
});
