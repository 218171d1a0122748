import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { affiliateUrls, bankCards, launchTickets, members, outbox, smsCodes } from '../src/db/schema.js';
import { sha256 } from '../src/services/crypto.js';
import { setRateLimitsEnabled } from '../src/services/rate-limit.js';
import { call, encryptedHeaders, encryptFor, login, multipart, startTestServer, type TestServer } from './helpers.js';

// Regressions against a hostile client: authentication and business rules.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const app = () => server.app;
const db = () => server.database.db;

async function postEncrypted(url: string, payload: unknown, options: { merchant?: string; method?: 'POST' | 'PUT'; ip?: string } = {}) {
  const merchant = options.merchant ?? 'lucky88';
  return app().inject({
    method: options.method ?? 'POST',
    url,
    headers: encryptedHeaders(merchant),
    payload: { payload: await encryptFor(app(), payload, merchant) },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

async function captcha(merchant = 'lucky88') {
  const { captchaKey } = (await call(app(), { method: 'GET', url: '/wps/captcha', merchant })).json().value;
  const { answer } = (await call(app(), { method: 'GET', url: `/wps/dev/captcha/${captchaKey}`, merchant })).json().value;
  return { captchaKey: captchaKey as string, captcha: answer as string };
}

async function outboxFor(mobileNum: string) {
  return db()
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, `+66${mobileNum}`));
}

describe('SMS sending (SMS pumping, number enumeration)', () => {
  it('sends a registration code only with a captcha, whatever the merchant registration captcha setting', async () => {
    const number = { mobileNum: '955551001', countryDialingCode: '+63' };
    const without = await call(app(), { method: 'POST', url: '/wps/verification/sms/register', merchant: 'clearplay', payload: number });
    expect(without.statusCode).toBe(400);
    expect(without.json().code).toBe('CAPTCHA_WRONG');
    const bad = await captcha('clearplay');
    const wrong = await call(app(), {
      method: 'POST',
      url: '/wps/verification/sms/register',
      merchant: 'clearplay',
      payload: { ...number, captchaKey: bad.captchaKey, captcha: `${bad.captcha}0` },
    });
    expect(wrong.json().code).toBe('CAPTCHA_WRONG');
    // A wrong answer burns the captcha: the right answer afterwards is refused too.
    expect(
      (await call(app(), { method: 'POST', url: '/wps/verification/sms/register', merchant: 'clearplay', payload: { ...number, ...bad } })).json().code,
    ).toBe('CAPTCHA_WRONG');
    const good = await captcha('clearplay');
    const sent = await call(app(), { method: 'POST', url: '/wps/verification/sms/register', merchant: 'clearplay', payload: { ...number, ...good } });
    expect(sent.statusCode).toBe(200);
    // One captcha, one SMS: the same captcha cannot send a second one (to this or any number).
    const again = await call(app(), {
      method: 'POST',
      url: '/wps/verification/sms/register',
      merchant: 'clearplay',
      payload: { ...number, mobileNum: '955551002', ...good },
    });
    expect(again.json().code).toBe('CAPTCHA_WRONG');
  });

  it('lets the captcha that sent the code still answer its registration form once', async () => {
    const number = { mobileNum: '812345001', countryDialingCode: '+66' };
    const challenge = await captcha();
    expect((await call(app(), { method: 'POST', url: '/wps/verification/sms/register', payload: { ...number, ...challenge } })).statusCode).toBe(200);
    const [message] = await outboxFor(number.mobileNum);
    const base = { registerMethod: 'H5', type: 0, domain: 'lucky88.example', registerUrl: 'https://lucky88.example/m/register' };
    const registered = await postEncrypted(
      '/wps/member/register/mobile',
      { ...base, ...number, password: 'Secret123', confirmPassword: 'Secret123', verificationCode: message!.code, ...challenge },
      { method: 'PUT' },
    );
    expect(registered.statusCode).toBe(200);
  });

  it('limits registration codes per address before anything else', async () => {
    const ip = '203.0.113.10';
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await app().inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        headers: { merchant: 'clearplay' },
        remoteAddress: ip,
        payload: { mobileNum: `9555520${String(i).padStart(2, '0')}`, countryDialingCode: '+63' },
      });
      answers.push(response.statusCode);
    }
    // 20 refusals for the missing captcha, then the address is out of budget.
    expect(answers.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('answers a number without an account like one with an account, and sends it nothing', async () => {
    const known = await call(app(), { method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '812340002', countryDialingCode: '+66' } });
    const unknown = await call(app(), { method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '899990001', countryDialingCode: '+66' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json().value).sort()).toEqual(Object.keys(known.json().value).sort());
    expect(unknown.json().value.resendAfter).toBe(known.json().value.resendAfter);
    expect(await outboxFor('899990001')).toHaveLength(0);
    // Asking again too soon is refused the same way for both.
    const knownAgain = await call(app(), {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '812340002', countryDialingCode: '+66' },
    });
    const unknownAgain = await call(app(), {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '899990001', countryDialingCode: '+66' },
    });
    expect([knownAgain.statusCode, unknownAgain.statusCode]).toEqual([429, 429]);
  });

  it('counts the address budget before looking the number up', async () => {
    const ip = '203.0.113.11';
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = (
        await app().inject({
          method: 'POST',
          url: '/wps/verification/sms/noLogin',
          headers: { merchant: 'lucky88' },
          remoteAddress: ip,
          payload: { mobileNum: `8999911${String(i).padStart(2, '0')}`, countryDialingCode: '+66' },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('SMS password reset', () => {
  it('checks the code before comparing the new password with the current one', async () => {
    const number = { mobileNum: '812340040', countryDialingCode: '+66' };
    // No code sent at all: a password guess must not be confirmed by NEW_PASSWORD_SAME_AS_OLD.
    const guess = await postEncrypted('/wps/member/password/verification', { ...number, verificationCode: '000000', newPassword: 'Demo1234' });
    expect(guess.json().code).toBe('VERIFICATION_CODE_WRONG');
    await call(app(), { method: 'POST', url: '/wps/verification/sms/noLogin', payload: number });
    const [message] = await outboxFor(number.mobileNum);
    const same = await postEncrypted('/wps/member/password/verification', { ...number, verificationCode: message!.code, newPassword: 'Demo1234' });
    expect(same.json().code).toBe('NEW_PASSWORD_SAME_AS_OLD');
    // The form keeps the code after that error (spec section 8): it still works once.
    const done = await postEncrypted('/wps/member/password/verification', { ...number, verificationCode: message!.code, newPassword: 'Changed123' });
    expect(done.statusCode).toBe(200);
    expect(
      (await postEncrypted('/wps/member/password/verification', { ...number, verificationCode: message!.code, newPassword: 'Changed456' })).json().code,
    ).toBe('VERIFICATION_CODE_WRONG');
  });

  it('evaluates at most 5 guesses of a code, even when they arrive at once', async () => {
    const number = { mobileNum: '812340004', countryDialingCode: '+66' };
    await call(app(), { method: 'POST', url: '/wps/verification/sms/noLogin', payload: number });
    const [message] = await outboxFor(number.mobileNum);
    const wrong = message!.code === '000000' ? '111111' : '000000';
    setRateLimitsEnabled(false);
    try {
      const guesses = await Promise.all(
        Array.from({ length: 12 }, () => postEncrypted('/wps/member/password/verification', { ...number, verificationCode: wrong, newPassword: 'Guess1234' })),
      );
      expect(guesses.every((response) => response.json().code === 'VERIFICATION_CODE_WRONG')).toBe(true);
    } finally {
      setRateLimitsEnabled(true);
    }
    const [row] = await db()
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobileNum, number.mobileNum), eq(smsCodes.purpose, 'LOGIN')));
    expect(row!.attempts).toBe(5);
    // The code is spent: even the right one is refused now.
    const right = await postEncrypted('/wps/member/password/verification', { ...number, verificationCode: message!.code, newPassword: 'Right1234' });
    expect(right.json().code).toBe('VERIFICATION_CODE_WRONG');
  });

  it('counts every guess of a code once, however many arrive at once (SMS login uses the same check)', async () => {
    const number = { mobileNum: '812340101', countryDialingCode: '+66' };
    await call(app(), { method: 'POST', url: '/wps/verification/sms/noLogin', payload: number });
    const [message] = await outboxFor(number.mobileNum);
    const wrong = message!.code === '000000' ? '111111' : '000000';
    const bodies = await Promise.all(Array.from({ length: 30 }, () => encryptFor(app(), { type: 'sms', ...number, verificationCode: wrong })));
    setRateLimitsEnabled(false);
    try {
      await Promise.all(
        bodies.map((payload) => app().inject({ method: 'POST', url: '/wps/session/login', headers: encryptedHeaders(), payload: { payload } })),
      );
    } finally {
      setRateLimitsEnabled(true);
    }
    const [row] = await db()
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobileNum, number.mobileNum), eq(smsCodes.purpose, 'LOGIN')));
    expect(row!.attempts).toBe(5);
  });
});

describe('login lockout and replay', () => {
  it('locks an account for the address that failed, not for its owner elsewhere', async () => {
    const attacker = '198.51.100.7';
    setRateLimitsEnabled(true);
    for (let i = 0; i < 10; i += 1) {
      await postEncrypted('/wps/session/login', { type: 'username', username: 'player4', password: 'Wrong1234', ...(await captcha()) }, { ip: attacker });
    }
    const locked = await postEncrypted(
      '/wps/session/login',
      { type: 'username', username: 'player4', password: 'Demo1234', ...(await captcha()) },
      { ip: attacker },
    );
    expect(locked.statusCode).toBe(429);
    const owner = await postEncrypted(
      '/wps/session/login',
      { type: 'username', username: 'player4', password: 'Demo1234', ...(await captcha()) },
      { ip: '192.0.2.44' },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('accepts one encrypted login body once', async () => {
    const body = { payload: await encryptFor(app(), { type: 'username', username: 'member0', password: 'Demo1234' }) };
    const first = await app().inject({ method: 'POST', url: '/wps/session/login', headers: encryptedHeaders(), payload: body });
    expect(first.statusCode).toBe(200);
    const replay = await app().inject({ method: 'POST', url: '/wps/session/login', headers: encryptedHeaders(), payload: body });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('PAYLOAD_DECRYPTION_FAILED');
  });
});

describe('sessions: trials, logout, game tickets', () => {
  it('refuses a trial session that asks for another trial', async () => {
    const trial = (await call(app(), { method: 'POST', url: '/wps/session/testplay', payload: {} })).json().value;
    const more = await call(app(), { method: 'POST', url: '/wps/session/login/freeplay', token: trial.token, payload: {} });
    expect(more.statusCode).toBe(403);
    expect(more.json().code).toBe('TRIAL_ACCOUNT_REJECTED');
  });

  it('limits free-play trials per address across members', async () => {
    const ip = '203.0.113.20';
    const tokens = await Promise.all(['member0', 'agent2'].map((name) => login(app(), name, name === 'agent2' ? { portal: 'AGENT' } : {})));
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = (
        await app().inject({
          method: 'POST',
          url: '/wps/session/login/freeplay',
          headers: { merchant: 'lucky88', authorization: `Bearer ${tokens[i % 2]}` },
          remoteAddress: ip,
          payload: {},
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('ends every token of a login on logout, including one renewed away in its grace', async () => {
    const token = await login(app(), 'player2');
    const renewed = (await call(app(), { method: 'POST', url: '/wps/session/renew', token })).json().value.token as string;
    expect((await call(app(), { method: 'GET', url: '/wps/member/info', token })).statusCode).toBe(200);
    expect((await call(app(), { method: 'DELETE', url: '/wps/session/logout', token: renewed })).statusCode).toBe(200);
    expect((await call(app(), { method: 'GET', url: '/wps/member/info', token })).json().code).toBe('SESSION_EXPIRED');
    // Another login of the same member (another device) is not ended.
    const other = await login(app(), 'player2');
    const third = await login(app(), 'player2');
    await call(app(), { method: 'DELETE', url: '/wps/session/logout', token: other });
    expect((await call(app(), { method: 'GET', url: '/wps/member/info', token: third })).statusCode).toBe(200);
  });

  it('keeps game tickets out of the access log, ends them on logout and never extends them', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      db: db(),
      config: readConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'info' }),
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const token = await login(logged, 'member0');
      const game = (await call(logged, { method: 'GET', url: '/wps/games?gameType=RNG&pageSize=1' })).json().value.games[0];
      const launch = (await call(logged, { method: 'GET', url: `/wps/games/launch?nodeId=${game.nodeId}`, token })).json().value;
      const path = new URL(launch.url).pathname;
      const ticket = path.split('/').at(-1)!;
      expect((await logged.inject({ method: 'GET', url: path })).statusCode).toBe(200);
      const spin = await logged.inject({ method: 'POST', url: `${path}/spin`, payload: { stake: null } });
      expect(spin.statusCode).toBe(200);
      expect(lines.join('\n')).not.toContain(ticket);
      expect(lines.join('\n')).toContain('/wps/play/[redacted]');
      // Spins do not move the ticket's end.
      const ticketRow = () =>
        db()
          .select()
          .from(launchTickets)
          .where(eq(launchTickets.ticketHash, sha256(ticket)));
      const [before] = await ticketRow();
      await logged.inject({ method: 'POST', url: `${path}/spin`, payload: { stake: null } });
      const [after] = await ticketRow();
      expect(after!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());
      // Logout ends the ticket.
      await call(logged, { method: 'DELETE', url: '/wps/session/logout', token });
      expect((await logged.inject({ method: 'POST', url: `${path}/spin`, payload: { stake: null } })).statusCode).toBe(401);
    } finally {
      await logged.close();
    }
  });
});

describe('limits under concurrent requests', () => {
  it('binds at most 5 bank cards when binds race', async () => {
    const token = await login(app(), 'member0');
    const [me] = await db()
      .select()
      .from(members)
      .where(and(eq(members.username, 'member0'), eq(members.merchantCode, 'lucky88')));
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(app(), {
          method: 'POST',
          url: '/wps/security/bankcard',
          token,
          payload: { bankCode: 'SCB', bankName: 'Siam Commercial Bank', accountName: 'Lucky Star', accountNo: `555000110${i}`, withdrawalPassword: '246810' },
        }),
      ),
    );
    expect(results.every((response) => response.statusCode < 500)).toBe(true);
    const cards = await db().select().from(bankCards).where(eq(bankCards.memberId, me!.id));
    expect(cards).toHaveLength(5);
  });

  it('creates at most 20 invite links when creations race', async () => {
    const token = await login(app(), 'agent1', { portal: 'AGENT' });
    const [agent] = await db()
      .select()
      .from(members)
      .where(and(eq(members.username, 'agent1'), eq(members.merchantCode, 'lucky88')));
    const results = await Promise.all(
      Array.from({ length: 25 }, () => call(app(), { method: 'POST', url: '/wps/agent/affiliate/urls', token, payload: { memberType: 0 } })),
    );
    expect(results.every((response) => response.statusCode < 500)).toBe(true);
    expect(await db().select().from(affiliateUrls).where(eq(affiliateUrls.agentId, agent!.id))).toHaveLength(20);
  });

  it('answers 409 ALREADY_APPLIED, never 500, when one transfer reference is submitted twice at once', async () => {
    const token = await login(app(), 'member0');
    const banks = (await call(app(), { method: 'GET', url: '/wps/deposit/banks', token })).json().value;
    const body = {
      bankId: String(banks[0].bankId),
      amount: '500.00',
      depositorName: 'Lucky Star',
      transferTime: new Date().toISOString(),
      referenceNo: 'RACE-1',
    };
    const form = await multipart(body);
    const results = await Promise.all(Array.from({ length: 6 }, () => call(app(), { method: 'POST', url: '/wps/deposit/manual', token, ...form })));
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(results.filter((response) => response.statusCode === 409).every((response) => response.json().code === 'ALREADY_APPLIED')).toBe(true);
    expect(results.filter((response) => response.statusCode === 409)).toHaveLength(5);
  });
});

describe('simulated payment page', () => {
  it("returns only to the merchant's own sites or a path on this one", async () => {
    const token = await login(app(), 'member0');
    const [gateway] = (await call(app(), { method: 'GET', url: '/wps/deposit/gateways?channel=QR', token })).json().value;
    const pay = async (returnUrl: string) => {
      const created = (
        await call(app(), {
          method: 'POST',
          url: '/wps/deposit/gateway',
          token,
          payload: { gatewayId: gateway.gatewayId, channel: 'QR', amount: '1000.00', returnUrl: 'https://lucky88.example/m/voucherCenter' },
        })
      ).json().value;
      const reference = new URL(created.payUrl).pathname;
      const paid = await app().inject({ method: 'POST', url: `${reference}?return=${encodeURIComponent(returnUrl)}` });
      expect(paid.statusCode).toBe(303);
      return paid.headers.location;
    };
    expect(await pay('https://evil.example/phish')).toBe('/m/voucherCenter');
    expect(await pay('//evil.example/phish')).toBe('/m/voucherCenter');
    expect(await pay('/\\evil.example')).toBe('/m/voucherCenter');
    expect(await pay('javascript:alert(1)')).toBe('/m/voucherCenter');
    expect(await pay('https://lucky88.example.evil.example/')).toBe('/m/voucherCenter');
    expect(await pay('https://goldenlotus.example/m/voucherCenter')).toBe('/m/voucherCenter');
    expect(await pay('https://lucky88.example/m/voucherCenter?tab=record')).toBe('https://lucky88.example/m/voucherCenter?tab=record');
    expect(await pay('https://m.lucky88.example/m/home')).toBe('https://m.lucky88.example/m/home');
    expect(await pay('/m/voucherCenter?tab=record')).toBe('/m/voucherCenter?tab=record');
    // The merchant's development host (npm start serves it), not another merchant's.
    expect(await pay('http://lucky88.localhost:5173/m/voucherCenter?tab=record')).toBe('http://lucky88.localhost:5173/m/voucherCenter?tab=record');
    expect(await pay('http://goldenlotus.localhost:5173/m/voucherCenter')).toBe('/m/voucherCenter');
    // Browsers drop tabs and line breaks inside a URL (`/<tab>/host` is `//host`) and ignore leading spaces and controls.
    for (const hostile of [
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r\n/evil.example',
      '\t//evil.example',
      ' //evil.example',
      '\u0000//evil.example',
      '/m/\u0007x',
    ])
      expect(await pay(hostile), JSON.stringify(hostile)).toBe('/m/voucherCenter');
    expect(await pay('/..//evil.example/')).toBe('/m/voucherCenter');
    expect(await pay('/./\\evil.example/')).toBe('/m/voucherCenter');
  });

  it('lets the form go where its answer redirects: the allowed return origin is in form-action, nothing else is', async () => {
    const token = await login(app(), 'member0');
    const [gateway] = (await call(app(), { method: 'GET', url: '/wps/deposit/gateways?channel=QR', token })).json().value;
    const created = (
      await call(app(), {
        method: 'POST',
        url: '/wps/deposit/gateway',
        token,
        payload: { gatewayId: gateway.gatewayId, channel: 'QR', amount: '1000.00', returnUrl: 'https://lucky88.example/m/voucherCenter' },
      })
    ).json().value;
    const reference = new URL(created.payUrl).pathname;
    const page = async (returnUrl: string) => {
      const response = await app().inject({ method: 'GET', url: `${reference}?return=${encodeURIComponent(returnUrl)}` });
      const formAction = /form-action ([^;]*)/.exec(response.headers['content-security-policy'] as string)![1];
      const action = /<form method="post" action="([^"]*)"/.exec(response.body)![1]!.replaceAll('&amp;', '&');
      return { formAction, back: new URL(action, 'https://api.invalid').searchParams.get('return') };
    };
    expect(await page('https://lucky88.example/m/voucherCenter?tab=record')).toEqual({
      formAction: "'self' https://lucky88.example",
      back: 'https://lucky88.example/m/voucherCenter?tab=record',
    });
    expect(await page('/m/voucherCenter')).toEqual({ formAction: "'self'", back: '/m/voucherCenter' });
    expect(await page('/\t/evil.example/')).toEqual({ formAction: "'self'", back: '/m/voucherCenter' });
    expect(await page('https://evil.example/')).toEqual({ formAction: "'self'", back: '/m/voucherCenter' });
  });
});
