import { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrustedProxies } from '../src/config.js';
import { contractDocuments } from '../src/app.js';
import { jsonBodyLimit, transportRules } from '../src/transport.js';
import { call, encryptedHeaders, encryptFor, login, multipart, pngBytes, startTestServer, type TestServer } from './helpers.js';

/**
 * Transport rules against hostile clients: limits and session checks before a body is read, only
 * the contract's media types, trusted proxies only, 4xx (never 5xx) for hostile values, capped error lists and
 * the error envelope on every refusal. Each case here failed on the server before these rules.
 */

let server: TestServer;
const app = () => server.app;
let member: string;
let subAgent: string;
beforeAll(async () => {
  server = await startTestServer();
  member = await login(app(), 'member0');
  subAgent = await login(app(), 'agent2', { portal: 'AGENT' });
});
afterAll(() => server.close());

/** A body that announces `length` bytes, sends a few and then never ends: answered only if nobody waits for it. */
function endlessBody(length: number, contentType = 'application/json') {
  let sent = false;
  const stream = new Readable({
    read() {
      if (!sent) this.push('[[[[[[[[');
      sent = true;
    },
  });
  return { stream, headers: { 'content-length': String(length), 'content-type': contentType, merchant: 'lucky88' } };
}

/** Resolves with the answer, or with 'no answer' when the server is still waiting for the body. */
async function answerWithin(instance: FastifyInstance, options: InjectOptions, ms = 3_000) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ms);
  });
  try {
    return await Promise.race([instance.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function expectEnvelope(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ success: false, code, message: expect.any(String) });
}

describe('body limits and authentication before the body is read', () => {
  it.each([
    ['PUT', '/wps/member/feedback'],
    ['POST', '/wps/promotion/reward/apply'],
    ['POST', '/wps/deposit/manual'],
  ])('answers an anonymous %s %s with 401 before reading its 20 MB upload', async (method, url) => {
    const { stream, headers } = endlessBody(20 * 1024 * 1024, 'multipart/form-data; boundary=----upload');
    const response = await answerWithin(app(), { method: method as 'PUT', url, headers, payload: stream });
    expect(response).not.toBe('no answer');
    if (response !== 'no answer') expectEnvelope(response, 401, 'NOT_LOGGED_IN');
  });

  it('refuses a body announced past the JSON limit with 413 before reading it, even anonymously', async () => {
    const { stream, headers } = endlessBody(jsonBodyLimit + 1);
    const response = await answerWithin(app(), {
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...headers, encryption: 'JWE-RSA-OAEP-256-A256GCM' },
      payload: stream,
    });
    expect(response).not.toBe('no answer');
    if (response !== 'no answer') expectEnvelope(response, 413, 'REQUEST_TOO_LARGE');
  });

  it('holds ordinary JSON operations to 64 KB, members included (413 REQUEST_TOO_LARGE)', async () => {
    const response = await call(app(), {
      method: 'POST',
      url: '/wps/games/favourites',
      token: member,
      payload: { nodeId: '1', padding: 'x'.repeat(jsonBodyLimit) },
    });
    expectEnvelope(response, 413, 'REQUEST_TOO_LARGE');
  });

  it('still takes a member feedback with a picture larger than the JSON limit (multipart)', async () => {
    const picture = { field: 'images', name: 'problem.png', type: 'image/png', bytes: Buffer.concat([pngBytes, Buffer.alloc(200 * 1024, 1)]) };
    const response = await call(app(), {
      method: 'PUT',
      url: '/wps/member/feedback',
      token: member,
      ...(await multipart({ category: 'OTHER', content: 'A picture of the problem' }, [picture])),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('media types: only what the contract declares, always validated', () => {
  it('refuses an agent-making invite link sent as a form by a sub-agent, as it refuses the JSON one', async () => {
    const asJson = await call(app(), { method: 'POST', url: '/wps/agent/affiliate/urls', token: subAgent, payload: { memberType: 1 } });
    expectEnvelope(asJson, 403, 'NO_PERMISSION');
    const asForm = await call(app(), {
      method: 'POST',
      url: '/wps/agent/affiliate/urls',
      token: subAgent,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'memberType=1',
    });
    expectEnvelope(asForm, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const links = (await call(app(), { method: 'GET', url: '/wps/agent/affiliate/urls', token: subAgent })).json().value as { memberType: number }[];
    expect(links.filter((link) => link.memberType === 1)).toEqual([]);
  });

  it('refuses feedback sent as text/plain (it bypassed the 500-character limit)', async () => {
    const response = await call(app(), {
      method: 'PUT',
      url: '/wps/member/feedback',
      token: member,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ category: 'OTHER', content: 'x'.repeat(3_000_000) }),
    });
    expectEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a bank card sent as a form (its number was stored as HTML)', async () => {
    const response = await call(app(), {
      method: 'POST',
      url: '/wps/security/bankcard',
      token: member,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'bankCode=KBANK&bankName=K&accountName=A&accountNo=%3Cb%3E1%3C%2Fb%3E&withdrawalPassword=246810',
    });
    expectEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a head icon sent as JSON and validates the form one (NaN was stored and broke member info)', async () => {
    expectEnvelope(
      await call(app(), { method: 'POST', url: '/wps/member/headIcon', token: member, payload: { headIcon: 'NaN' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expectEnvelope(
      await call(app(), { method: 'POST', url: '/wps/member/headIcon', token: member, headers: form, payload: 'headIcon=NaN' }),
      400,
      'VALIDATION_FAILED',
    );
    expectEnvelope(
      await call(app(), { method: 'POST', url: '/wps/member/headIcon', token: member, headers: form, payload: 'headIcon=3&admin=1' }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await call(app(), { method: 'GET', url: '/wps/member/info', token: member })).statusCode).toBe(200);
  });

  it('refuses JSON to a form operation, and a body to an operation that takes none', async () => {
    expectEnvelope(
      await call(app(), { method: 'POST', url: '/wps/member/password/email', payload: { username: 'player4', email: 'player4@lucky88.example' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectEnvelope(
      await call(app(), { method: 'POST', url: '/wps/session/renew', token: member, payload: { extend: 'forever' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('accepts a declared media type whatever its case and parameters', async () => {
    const favourite = JSON.stringify({ nodeId: 'x', vendor: 'PG' });
    const response = await call(app(), {
      method: 'POST',
      url: '/wps/games/favourites',
      token: member,
      headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
      payload: favourite,
    });
    expect(response.statusCode).not.toBe(415);
    expect(response.json().code).not.toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body that is not JSON, or a missing one, with 400 VALIDATION_FAILED', async () => {
    expectEnvelope(
      await call(app(), {
        method: 'POST',
        url: '/wps/games/favourites',
        token: member,
        headers: { 'content-type': 'application/json' },
        payload: '{"nodeId":',
      }),
      400,
      'VALIDATION_FAILED',
    );
    // A register without a body reached the handler and answered 500.
    expectEnvelope(
      await call(app(), { method: 'PUT', url: '/wps/member/register', headers: { encryption: 'JWE-RSA-OAEP-256-A256GCM' } }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('empty bodies: the media type is checked whatever the length', () => {
  // Content-Length: 0 in an undeclared media type skipped the 415 check and the schema: 500 (a NOT NULL violation)
  // on the first four, the handlers of the last three ran on an unvalidated body.
  const operations: [string, 'POST' | 'PUT', string, 'member' | 'agent' | undefined][] = [
    ['sendSmsCodeNoLogin', 'POST', '/wps/verification/sms/noLogin', undefined],
    ['resetPasswordByEmail', 'POST', '/wps/member/password/email', undefined],
    ['applyDailySalary', 'POST', '/wps/agent/salary/apply', 'agent'],
    ['createAffiliateUrl', 'POST', '/wps/agent/affiliate/urls', 'agent'],
    ['loginFreePlay', 'POST', '/wps/session/login/freeplay', undefined],
    ['testPlay', 'POST', '/wps/session/testplay', undefined],
    ['updateMemberInfo', 'PUT', '/wps/member/info', 'member'],
  ];
  let agent: string;
  beforeAll(async () => {
    agent = await login(app(), 'agent1', { portal: 'AGENT' });
  });
  const tokenOf = (who: 'member' | 'agent' | undefined) => (who === 'member' ? member : who === 'agent' ? agent : undefined);

  it.each(operations)('answers an empty %s body in an undeclared media type with 415', async (operationId, method, url, who) => {
    const declared = transportRules(contractDocuments).get(operationId)!.mediaTypes;
    const undeclared = ['text/plain', 'application/octet-stream', 'application/xml', 'application/x-www-form-urlencoded', 'application/json'].filter(
      (type) => !declared.includes(type),
    );
    for (const contentType of undeclared) {
      const response = await call(app(), { method, url, token: tokenOf(who), headers: { 'content-type': contentType, 'content-length': '0' } });
      expectEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it.each(operations.filter(([operationId]) => !['loginFreePlay', 'testPlay'].includes(operationId)))(
    'answers %s without its required body with 400 in the envelope',
    async (_operationId, method, url, who) => {
      const response = await call(app(), { method, url, token: tokenOf(who), headers: { 'content-length': '0' } });
      expectEnvelope(response, 400, 'VALIDATION_FAILED');
      expect(response.json().details).toEqual([{ field: 'body', message: 'is required' }]);
    },
  );
});

describe('response headers: nosniff on every answer, no-store on every signed-in or token-bearing one', () => {
  const headersOf = (response: { headers: Record<string, unknown> }) => ({
    nosniff: response.headers['x-content-type-options'],
    cache: response.headers['cache-control'],
  });
  const noStore = { nosniff: 'nosniff', cache: 'no-store' };

  it('keeps the token a login answers out of every cache', async () => {
    const payload = await encryptFor(app(), { type: 'username', username: 'member4', password: 'Demo1234', portal: 'MEMBER' });
    const response = await app().inject({ method: 'POST', url: '/wps/session/login', headers: encryptedHeaders(), payload: { payload } });
    expect(response.json().value.token).toEqual(expect.any(String));
    expect(headersOf(response)).toEqual(noStore);
  });

  it("keeps a member's answers out of every cache, whatever the route chose, and errors too", async () => {
    expect(headersOf(await call(app(), { method: 'GET', url: '/wps/member/info', token: member }))).toEqual(noStore);
    expect(headersOf(await call(app(), { method: 'GET', url: '/wps/games?pageSize=1', token: member }))).toEqual(noStore);
    expect(headersOf(await call(app(), { method: 'GET', url: '/wps/member/info' }))).toEqual(noStore);
    expect(headersOf(await call(app(), { method: 'GET', url: '/wps/no/such/operation' }))).toEqual(noStore);
    expect(headersOf(await call(app(), { method: 'GET', url: '/wps/games/%zz' }))).toEqual(noStore);
    expect(
      headersOf(await call(app(), { method: 'POST', url: '/wps/verification/sms/noLogin', headers: { 'content-type': 'text/plain' }, payload: 'x' })),
    ).toEqual(noStore);
  });

  it('leaves public answers their own cache policy, with nosniff', async () => {
    const catalogue = await call(app(), { method: 'GET', url: '/wps/games?pageSize=1' });
    expect(headersOf(catalogue)).toEqual({ nosniff: 'nosniff', cache: 'no-cache' });
    const status = await call(app(), { method: 'GET', url: '/wps/system/status' });
    expect(status.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('client addresses: X-Forwarded-For only from configured proxies', () => {
  const status = (instance: FastifyInstance, remoteAddress: string) =>
    instance.inject({ method: 'GET', url: '/wps/system/status', remoteAddress, headers: { merchant: 'lucky88', 'x-forwarded-for': '203.0.113.9' } });

  it('ignores X-Forwarded-For by default', async () => {
    expect((await status(app(), '127.0.0.1')).json().value.location.ip).toBe('127.0.0.1');
  });

  it('believes it only from a listed proxy', async () => {
    const behindProxy = await server.withConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    expect((await status(behindProxy, '10.1.2.3')).json().value.location.ip).toBe('203.0.113.9');
    expect((await status(behindProxy, '198.51.100.7')).json().value.location.ip).toBe('198.51.100.7');
  });

  it('keeps the per-address captcha limit against rotating X-Forwarded-For', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      const response = await app().inject({
        method: 'GET',
        url: '/wps/captcha',
        remoteAddress: '192.0.2.50',
        headers: { merchant: 'lucky88', 'x-forwarded-for': `198.51.100.${index}` },
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(answers[60]).toBe(429);
  });

  it('reads TRUST_PROXY as addresses, ranges and proxy-addr names, and refuses anything else', () => {
    expect(readTrustedProxies(undefined)).toEqual([]);
    expect(readTrustedProxies(' 10.0.0.1, 192.168.0.0/16 ,::1, fd00::/8, loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/8', '2']) expect(() => readTrustedProxies(bad)).toThrow(/TRUST_PROXY/);
  });
});

describe('hostile values get 4xx, never 5xx', () => {
  it('refuses NUL in text anywhere: query, body, path and inside an encrypted payload', async () => {
    const query = await call(app(), { method: 'GET', url: '/wps/check/username?username=ab%00cd' });
    expectEnvelope(query, 400, 'VALIDATION_FAILED');
    expect(query.json().details).toEqual([{ field: 'querystring.username', message: 'must not contain NUL characters' }]);
    const body = await call(app(), { method: 'POST', url: '/wps/games/favourites', token: member, payload: { nodeId: 'hello\u0000world', vendor: 'PG' } });
    expect(body.json().details).toEqual([{ field: 'body.nodeId', message: 'must not contain NUL characters' }]);
    expectEnvelope(await call(app(), { method: 'DELETE', url: '/wps/games/favourites/1%00', token: member }), 400, 'VALIDATION_FAILED');
    const payload = await encryptFor(app(), { type: 'username', username: 'member0\u0000', password: 'Demo1234', portal: 'MEMBER' });
    const sealed = await app().inject({ method: 'POST', url: '/wps/session/login', headers: encryptedHeaders(), payload: { payload } });
    expectEnvelope(sealed, 400, 'VALIDATION_FAILED');
    expect(sealed.json().details).toEqual([{ field: 'payload.username', message: 'must not contain NUL characters' }]);
  });

  it('answers ids past the integer range as unknown (404), not as a database error', async () => {
    expectEnvelope(await call(app(), { method: 'POST', url: '/wps/member/rewards/99999999999/claim', token: member }), 404, 'NOT_FOUND');
    expectEnvelope(await call(app(), { method: 'GET', url: '/lgw/orders/2147483648', token: member }), 404, 'NOT_FOUND');
    expectEnvelope(
      await call(app(), {
        method: 'POST',
        url: '/wps/withdraw',
        token: member,
        payload: { cardId: '99999999999', amount: '100.00', withdrawalPassword: '246810' },
      }),
      404,
      'NOT_FOUND',
    );
    expect((await call(app(), { method: 'GET', url: '/wps/assets/banners/99999999999.svg' })).statusCode).toBe(404);
  });

  it('bounds pageNo (huge or 1e309) with 400 VALIDATION_FAILED', async () => {
    for (const pageNo of ['100001', '99999999999999', '1e309']) {
      const response = await call(app(), { method: 'GET', url: `/wps/games/hot?pageNo=${pageNo}` });
      expectEnvelope(response, 400, 'VALIDATION_FAILED');
      expect(response.json().details[0].field).toBe('querystring.pageNo');
    }
  });

  it('takes any calendar date the contract allows: 9999-12-31 has no upper bound, year 0 starts at year 1', async () => {
    for (const url of [
      '/wps/member/transactions?endDate=9999-12-31',
      '/wps/member/transactions?startDate=0000-01-01&endDate=0000-06-01',
      '/wps/deposit/report?startDate=0001-01-01&endDate=9999-12-31',
      '/lgw/orders?endDate=9999-12-31',
    ]) {
      expect((await call(app(), { method: 'GET', url, token: member })).statusCode, url).toBe(200);
    }
    const agent = await login(app(), 'agent1', { portal: 'AGENT' });
    for (const url of [
      '/wps/agent/team/kpi?startDate=0000-01-01&endDate=9999-12-31',
      '/wps/agent/salary/history?endDate=0001-01-03',
      '/wps/agent/dividend/history?startDate=0000-02-29',
    ]) {
      expect((await call(app(), { method: 'GET', url, token: agent })).statusCode, url).toBe(200);
    }
  });
});

describe('error answers: bounded, in the envelope, declared', () => {
  it('lists at most 20 problems of a large invalid body, in a small answer', async () => {
    const fields = Object.fromEntries(Array.from({ length: 3_000 }, (_, index) => [`field${index}`, index]));
    const response = await call(app(), { method: 'POST', url: '/wps/games/favourites', token: member, payload: fields });
    expectEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(response.json().details).toHaveLength(20);
    expect(response.body.length).toBeLessThan(4_000);
  });

  it('answers a 0.95 MB invalid JSON body with one small refusal, not a multi-megabyte list of its problems', async () => {
    const response = await call(app(), {
      method: 'POST',
      url: '/wps/games/favourites',
      token: member,
      payload: { nodeId: 'x', vendor: 'y', images: Array.from({ length: 120_000 }, () => 1) },
    });
    expectEnvelope(response, 413, 'REQUEST_TOO_LARGE');
    expect(response.body.length).toBeLessThan(1_000);
  });

  it('answers a path parameter past the router limit with 414 in the envelope', async () => {
    expectEnvelope(await call(app(), { method: 'GET', url: `/lgw/orders/${'9'.repeat(120)}`, token: member }), 414, 'REQUEST_TOO_LARGE');
  });

  it('answers a malformed URL escape in the envelope', async () => {
    expectEnvelope(await call(app(), { method: 'GET', url: '/lgw/orders/%E0%A4%A', token: member }), 400, 'VALIDATION_FAILED');
  });
});
