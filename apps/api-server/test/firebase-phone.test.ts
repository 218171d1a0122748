import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFirebase } from '../src/config.js';
import { encryptedHeaders, encryptFor, startTestServer, type TestServer } from './helpers.js';

/**
 * Firebase phone verification (5.026, 7.015, 8.005) against a local JWKS and self-signed tokens: no network. The key
 * set is served over loopback HTTP so the verifier's real remote key-set path (fetch, cache, kid lookup) is tested.
 */
const projectId = 'wl-demo-project';
const member0 = { countryDialingCode: '+66', mobileNum: '812340000' };

let server: TestServer;
let firebaseApp: FastifyInstance;
let jwksServer: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const file = join(mkdtempSync(join(tmpdir(), 'wl-firebase-')), 'firebase.json');
  writeFileSync(
    file,
    JSON.stringify({ lucky88: { projectId, apiKey: 'web-api-key', jwksUrl: `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks` } }),
  );
  server = await startTestServer();
  firebaseApp = await server.withConfig({ FIREBASE_FILE: file });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

interface TokenOptions {
  phone?: string;
  audience?: string;
  issuer?: string;
  key?: CryptoKey;
  expiresIn?: string | number;
}

function firebaseToken({
  phone = `${member0.countryDialingCode}${member0.mobileNum}`,
  audience = projectId,
  issuer = `https://securetoken.google.com/${projectId}`,
  key = signingKey,
  expiresIn = '1h',
}: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return (
    new SignJWT({ phone_number: phone, auth_time: now - 5, firebase: { sign_in_provider: 'phone' } })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject('firebase-user-1')
      .setIssuedAt(now - 5)
      // Two tokens signed within one second would otherwise be byte-identical and the second refused as a replay.
      .setJti(randomUUID())
      .setExpirationTime(expiresIn)
      .sign(key)
  );
}

async function post(app: FastifyInstance, url: string, payload: Record<string, unknown>, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: encryptedHeaders(),
    payload: { payload: await encryptFor(app, payload) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const firebaseLogin = async (app: FastifyInstance, token: string, number = member0, remoteAddress?: string) =>
  post(
    app,
    '/wps/session/login',
    {
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: token,
      firebaseMobileNo: number.mobileNum,
      countryDialingCode: number.countryDialingCode,
    },
    remoteAddress,
  );

describe('phone verification through Firebase', () => {
  it('logs in with a valid Firebase ID token for the number, once', async () => {
    const token = await firebaseToken();
    const response = await firebaseLogin(firebaseApp, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().value.userName).toBe('member0');
    // The same token does not prove the phone a second time.
    expect((await firebaseLogin(firebaseApp, token)).json().code).toBe('VERIFICATION_CODE_WRONG');
  });

  it('refuses tokens of another number, project, issuer or key, expired ones and garbage as a wrong code', async () => {
    const bad = [
      await firebaseToken({ phone: '+66899999999' }),
      await firebaseToken({ audience: 'another-project' }),
      await firebaseToken({ issuer: 'https://securetoken.google.com/another-project' }),
      await firebaseToken({ key: strangerKey }),
      await firebaseToken({ expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      'not.a.jwt',
    ];
    for (const token of bad) {
      const response = await firebaseLogin(firebaseApp, token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json().code).toBe('VERIFICATION_CODE_WRONG');
    }
  });

  it('keys the one-time check on the token, not its text: no base64url variant of a used token proves again', async () => {
    const token = await firebaseToken();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const bytes = Buffer.from(signature, 'base64url');
    // A 256-byte signature leaves 4 unused bits in its last character: 15 other texts decode to the same bytes.
    const variants = [...alphabet]
      .map((last) => `${signature.slice(0, -1)}${last}`)
      .filter((text) => text !== signature && Buffer.from(text, 'base64url').equals(bytes))
      .map((text) => `${header}.${payload}.${text}`);
    expect(variants).toHaveLength(15);
    expect((await firebaseLogin(firebaseApp, token)).statusCode).toBe(200);
    // Each from its own address, so that the per-address login limit does not answer in the verifier's place.
    for (const [index, variant] of variants.entries())
      expect((await firebaseLogin(firebaseApp, variant, member0, `198.51.100.${index + 1}`)).json().code).toBe('VERIFICATION_CODE_WRONG');
    // Used first as a variant, the token is spent for every other spelling too, the password reset included.
    const fresh = await firebaseToken();
    const [freshHeader, freshPayload, freshSignature] = fresh.split('.') as [string, string, string];
    const spelledOtherwise = [...alphabet]
      .map((last) => `${freshHeader}.${freshPayload}.${freshSignature.slice(0, -1)}${last}`)
      .find((text) => text !== fresh && Buffer.from(text.split('.')[2]!, 'base64url').equals(Buffer.from(freshSignature, 'base64url')))!;
    expect((await firebaseLogin(firebaseApp, spelledOtherwise, member0, '198.51.100.20')).statusCode).toBe(200);
    const reset = await post(
      firebaseApp,
      '/wps/member/password/verification',
      { ...member0, firebaseIdToken: fresh, newPassword: 'Variant123' },
      '198.51.100.21',
    );
    expect(reset.json().code).toBe('VERIFICATION_CODE_WRONG');
  });

  it('resets the password with a Firebase token instead of an SMS code (5.026)', async () => {
    const reset = await post(firebaseApp, '/wps/member/password/verification', {
      ...member0,
      firebaseIdToken: await firebaseToken(),
      newPassword: 'Firebase123',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().value.userName).toBe('member0');
    // A Firebase merchant takes no SMS code in its place.
    const withCode = await post(firebaseApp, '/wps/member/password/verification', { ...member0, verificationCode: '123456', newPassword: 'Firebase456' });
    expect(withCode.json().code).toBe('VERIFICATION_CODE_WRONG');
  });

  it("tells the site its merchant's channel and Firebase's public web configuration (7.015)", async () => {
    const settings = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/wps/system/settings', headers: { merchant: 'lucky88' } });
    expect((await settings(firebaseApp)).json().value.phoneVerification).toEqual({
      channel: 'firebase',
      firebase: { projectId, apiKey: 'web-api-key', authDomain: `${projectId}.firebaseapp.com` },
    });
    expect((await settings(server.app)).json().value.phoneVerification).toEqual({ channel: 'sms' });
  });

  it('keeps the server SMS as the default channel: a merchant without Firebase refuses Firebase tokens', async () => {
    const response = await firebaseLogin(server.app, await firebaseToken());
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NO_PERMISSION');
  });

  it('reads FIREBASE_FILE strictly at start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-firebase-'));
    const file = (content: unknown) => {
      const path = join(dir, `${Math.random()}.json`);
      writeFileSync(path, JSON.stringify(content));
      return path;
    };
    expect(readFirebase(undefined)).toEqual({});
    const read = readFirebase(file({ lucky88: { projectId: 'p', apiKey: 'k' } })).lucky88;
    expect(read?.jwksUrl).toMatch(/^https:\/\/www\.googleapis\.com\//);
    expect(read?.authDomain).toBe('p.firebaseapp.com');
    expect(() => readFirebase(file({ lucky88: { projectId: '', apiKey: 'k' } }))).toThrow(/projectId/);
    expect(() => readFirebase(file({ lucky88: { projectId: 'p' } }))).toThrow(/apiKey/);
    expect(() => readFirebase(file({ lucky88: { projectId: 'p', apiKey: 'k', jwksUrl: 'ftp://x' } }))).toThrow(/jwksUrl/);
  });
});
