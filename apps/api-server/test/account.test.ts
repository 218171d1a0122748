import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, sessions } from '../src/db/schema.js';
import { sha256 } from '../src/services/crypto.js';
import { setRateLimitsEnabled } from '../src/services/rate-limit.js';
import { renewalGraceMs } from '../src/services/sessions.js';
import { call, encryptedHeaders, encryptFor, login, multipart, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const app = () => server.app;

async function postEncrypted(url: string, payload: unknown, merchant = 'lucky88', method: 'POST' | 'PUT' = 'POST') {
  return app().inject({ method, url, headers: encryptedHeaders(merchant), payload: { payload: await encryptFor(app(), payload, merchant) } });
}

async function captcha(merchant = 'lucky88') {
  const { captchaKey, image } = (await call(app(), { method: 'GET', url: '/wps/captcha', merchant })).json().value;
  const { answer } = (await call(app(), { method: 'GET', url: `/wps/dev/captcha/${captchaKey}`, merchant })).json().value;
  expect(image).toMatch(/^data:image\/png;base64,iVBOR/);
  return { captchaKey: captchaKey as string, captcha: answer as string };
}

async function smsCode(mobileNum: string, merchant = 'lucky88') {
  const list = (await call(app(), { method: 'GET', url: `/wps/dev/sms?mobileNum=${mobileNum}`, merchant })).json().value;
  return list[0].code as string;
}

describe('login (spec sections 3, 4, 6, 8)', () => {
  it('logs a member in with username and password over an encrypted payload', async () => {
    const response = await postEncrypted('/wps/session/login', { type: 'username', username: 'Member0', password: 'Demo1234' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ merchantCode: 'lucky88', userName: 'member0', type: 0, trial: false, firstTimeLogin: false });
  });

  it('asks for a captcha after a failed login, refuses a wrong one and accepts the right one', async () => {
    const wrong = await postEncrypted('/wps/session/login', { type: 'username', username: 'player1', password: 'nope1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'ACCOUNT_OR_PASSWORD_WRONG', value: { captchaRequired: true } });
    const without = await postEncrypted('/wps/session/login', { type: 'username', username: 'player1', password: 'Demo1234' });
    expect(without.json()).toMatchObject({ code: 'CAPTCHA_WRONG', value: { captchaRequired: true } });
    const bad = await captcha();
    const badAnswer = await postEncrypted('/wps/session/login', {
      type: 'username',
      username: 'player1',
      password: 'Demo1234',
      captchaKey: bad.captchaKey,
      captcha: `${bad.captcha}9`,
    });
    expect(badAnswer.json().code).toBe('CAPTCHA_WRONG');
    const good = await captcha();
    const ok = await postEncrypted('/wps/session/login', { type: 'username', username: 'player1', password: 'Demo1234', ...good });
    expect(ok.statusCode).toBe(200);
    // A used captcha cannot be replayed.
    const again = await postEncrypted('/wps/session/login', { type: 'username', username: 'nobody', password: 'Demo1234', ...good });
    expect(again.statusCode).toBe(401);
  });

  it('still asks for the captcha after a failure when rate limits are off (benchmarks, journeys)', async () => {
    setRateLimitsEnabled(false);
    try {
      await postEncrypted('/wps/session/login', { type: 'username', username: 'player2', password: 'nope1234' });
      const without = await postEncrypted('/wps/session/login', { type: 'username', username: 'player2', password: 'Demo1234' });
      expect(without.json()).toMatchObject({ code: 'CAPTCHA_WRONG', value: { captchaRequired: true } });
      expect(
        (await postEncrypted('/wps/session/login', { type: 'username', username: 'player2', password: 'Demo1234', ...(await captcha()) })).statusCode,
      ).toBe(200);
    } finally {
      setRateLimitsEnabled(true);
    }
  });

  it('refuses a payload it cannot decrypt with 400 PAYLOAD_DECRYPTION_FAILED', async () => {
    const response = await app().inject({ method: 'POST', url: '/wps/session/login', headers: encryptedHeaders(), payload: { payload: 'a.b.c.d.e' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PAYLOAD_DECRYPTION_FAILED');
  });

  it('validates the decrypted payload against the contract', async () => {
    const response = await postEncrypted('/wps/session/login', { type: 'username', username: 'member0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('rejects non-agents on the agent side and agents on the member side', async () => {
    const member = await postEncrypted('/wps/session/login', { type: 'username', username: 'member4', password: 'Demo1234', portal: 'AGENT' });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('NON_AGENT_LOGIN');
    const agent = await postEncrypted('/wps/session/login', { type: 'username', username: 'agent1', password: 'Demo1234', portal: 'MEMBER' });
    expect(agent.json().code).toBe('NON_MEMBER_LOGIN');
    const agentSide = await postEncrypted('/wps/session/login', { type: 'username', username: 'agent1', password: 'Demo1234', portal: 'AGENT' });
    expect(agentSide.json().value).toMatchObject({ userName: 'agent1', type: 1 });
  });

  it('logs in by SMS code from the outbox; wrong codes and resends too soon are refused', async () => {
    const number = { mobileNum: '812340000', countryDialingCode: '+66' };
    // A number without an account gets the same answer (and no message): see hardening.test.ts.
    const unknown = await call(app(), { method: 'POST', url: '/wps/verification/sms/noLogin', payload: { ...number, mobileNum: '899999999' } });
    expect(unknown.statusCode).toBe(200);
    const sent = await call(app(), { method: 'POST', url: '/wps/verification/sms/noLogin', payload: number });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.resendAfter).toBe(60);
    expect(sent.json().value.expirationTime).toBeGreaterThan(Date.now());
    const tooSoon = await call(app(), { method: 'POST', url: '/wps/verification/sms/noLogin', payload: number });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    const code = await smsCode(number.mobileNum);
    const wrong = await postEncrypted('/wps/session/login', { type: 'sms', ...number, verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().code).toBe('VERIFICATION_CODE_WRONG');
    const ok = await postEncrypted('/wps/session/login', { type: 'sms', ...number, verificationCode: code });
    expect(ok.json().value.userName).toBe('member0');
    const reused = await postEncrypted('/wps/session/login', { type: 'sms', ...number, verificationCode: code });
    expect(reused.json().code).toBe('VERIFICATION_CODE_WRONG');
  });
});

describe('sessions: renewal, logout, trial and free play (spec sections 4, 6)', () => {
  it('renews a session with a new token; the old one ends after a short grace, so concurrent requests survive', async () => {
    const token = await login(app(), 'player2');
    // Two renewals at once (two tabs, or a request in flight) both succeed.
    const [renewed, again] = await Promise.all([
      call(app(), { method: 'POST', url: '/wps/session/renew', token }),
      call(app(), { method: 'POST', url: '/wps/session/renew', token }),
    ]);
    expect([renewed.statusCode, again.statusCode]).toEqual([200, 200]);
    const fresh = renewed.json().value.token as string;
    expect(fresh).not.toBe(token);
    expect((await call(app(), { method: 'GET', url: '/wps/member/info', token })).statusCode).toBe(200);
    expect((await call(app(), { method: 'GET', url: '/wps/member/info', token: fresh })).statusCode).toBe(200);
    // Once the grace is over the old token is refused.
    const [row] = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(renewalGraceMs);
    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await call(app(), { method: 'GET', url: '/wps/member/info', token })).json().code).toBe('SESSION_EXPIRED');
    expect((await call(app(), { method: 'GET', url: '/wps/member/info', token: fresh })).statusCode).toBe(200);
  });

  it('logs out: the token stops working; no token is NOT_LOGGED_IN', async () => {
    const token = await login(app(), 'player2');
    expect((await call(app(), { method: 'DELETE', url: '/wps/session/logout', token })).json()).toEqual({ success: true, value: {} });
    const after = await call(app(), { method: 'GET', url: '/wps/member/info', token });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
    expect((await call(app(), { method: 'GET', url: '/wps/member/info' })).json().code).toBe('NOT_LOGGED_IN');
  });

  it('opens a trial session with demo credit that real-money functions refuse', async () => {
    const trial = (await call(app(), { method: 'POST', url: '/wps/session/testplay', payload: {} })).json().value;
    expect(trial).toMatchObject({ trial: true, type: 0 });
    const change = await call(app(), {
      method: 'POST',
      url: '/wps/member/password/v2',
      token: trial.token,
      payload: { oldPassword: 'x', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().code).toBe('TRIAL_ACCOUNT_REJECTED');
    const user = (await call(app(), { method: 'GET', url: '/wps/member/trialuser' })).json().value;
    expect(user.username).toMatch(/^trial/);
  });

  it('allows free play for member types 0, 1 and 2 only', async () => {
    const member = await login(app(), 'member0');
    const free = await call(app(), { method: 'POST', url: '/wps/session/login/freeplay', token: member, payload: {} });
    expect(free.json().value).toMatchObject({ trial: true });
    const agent = await login(app(), 'agent2', { portal: 'AGENT' });
    expect((await call(app(), { method: 'POST', url: '/wps/session/login/freeplay', token: agent, payload: {} })).statusCode).toBe(200);
    const four = await login(app(), 'member4');
    const refused = await call(app(), { method: 'POST', url: '/wps/session/login/freeplay', token: four, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FREE_PLAY_REJECTED');
    const forty = await login(app(), 'member40');
    expect((await call(app(), { method: 'POST', url: '/wps/session/login/freeplay', token: forty, payload: {} })).json().code).toBe('FREE_PLAY_REJECTED');
  });
});

describe('registration by merchant settings (spec sections 2, 5)', () => {
  const base = { registerMethod: 'H5', type: 0, domain: 'lucky88.example', registerUrl: 'https://lucky88.example/m/register' };

  it('registers by username with captcha and logs in; the same name again is USERNAME_EXISTS', async () => {
    const first = await postEncrypted(
      '/wps/member/register',
      { ...base, username: 'newbie01', password: 'Secret123', confirmPassword: 'Secret123', nickname: 'Newbie', ...(await captcha()) },
      'lucky88',
      'PUT',
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ userName: 'newbie01', firstTimeLogin: true, trial: false });
    const again = await postEncrypted(
      '/wps/member/register',
      { ...base, username: 'NEWBIE01', password: 'Secret123', confirmPassword: 'Secret123', ...(await captcha()) },
      'lucky88',
      'PUT',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USERNAME_EXISTS');
  });

  it.each([
    [{ username: 'ab', password: 'Secret123', confirmPassword: 'Secret123' }, 'ACCOUNT_FORMAT_INVALID'],
    [{ username: 'goodname1', password: 'short', confirmPassword: 'short' }, 'PASSWORD_FORMAT_INVALID'],
    [{ username: 'goodname2', password: 'Secret123', confirmPassword: 'Secret124' }, 'CONFIRM_PASSWORD_MISMATCH'],
    [{ username: 'goodname3', password: 'Secret123', confirmPassword: 'Secret123', affiliateCode: 'NOPE9999' }, 'INVALID_INVITATION_CODE'],
    [{ username: 'goodname4', password: 'Secret123', confirmPassword: 'Secret123', payeeName: 'R2D2' }, 'REAL_NAME_FORMAT_INVALID'],
  ])('refuses %j with %s', async (fields, code) => {
    const response = await postEncrypted('/wps/member/register', { ...base, ...fields, ...(await captcha()) }, 'lucky88', 'PUT');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('requires the captcha when the merchant switches it on', async () => {
    const response = await postEncrypted(
      '/wps/member/register',
      { ...base, username: 'nocaptcha1', password: 'Secret123', confirmPassword: 'Secret123' },
      'lucky88',
      'PUT',
    );
    expect(response.json().code).toBe('CAPTCHA_WRONG');
  });

  it('puts a player under the agent whose invitation code was used', async () => {
    const response = await postEncrypted(
      '/wps/member/register',
      { ...base, username: 'invited01', password: 'Secret123', confirmPassword: 'Secret123', affiliateCode: 'AG01001', ...(await captcha()) },
      'lucky88',
      'PUT',
    );
    expect(response.statusCode).toBe(200);
    const agent = await login(app(), 'agent1', { portal: 'AGENT' });
    const check = await call(app(), { method: 'GET', url: '/wps/agent/affiliate?code=AG01001&domain=lucky88.example', token: agent });
    expect(check.json().value).toMatchObject({ success: true, agentName: 'Top Agent' });
    expect((await call(app(), { method: 'GET', url: '/wps/agent/affiliate?code=AG01001&domain=elsewhere.example' })).json().value.success).toBe(false);
  });

  it('registers by mobile number with an SMS code where the merchant allows it', async () => {
    const number = { mobileNum: '955550001', countryDialingCode: '+63' };
    const sent = await call(app(), {
      method: 'POST',
      url: '/wps/verification/sms/register',
      merchant: 'clearplay',
      payload: { ...number, ...(await captcha('clearplay')) },
    });
    expect(sent.statusCode).toBe(200);
    const code = await smsCode(number.mobileNum, 'clearplay');
    const response = await postEncrypted(
      '/wps/member/register/mobile',
      { ...base, domain: 'clearplay.example', ...number, verificationCode: code },
      'clearplay',
      'PUT',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().value.userName).toBe('m955550001');
    // A registered number (the seeded member0 of clearplay) gets no registration code.
    const taken = await call(app(), {
      method: 'POST',
      url: '/wps/verification/sms/register',
      merchant: 'clearplay',
      payload: { mobileNum: '812342000', countryDialingCode: '+63', ...(await captcha('clearplay')) },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses a recommender who is not a member of the merchant with REFERRER_LINK_ERROR and keeps a known one (spec section 8)', async () => {
    const lotus = {
      ...base,
      domain: 'goldenlotus.example',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      email: 'referred@lotus.com',
      payeeName: 'Referred Player',
    };
    const unknown = await postEncrypted(
      '/wps/member/register',
      { ...lotus, username: 'referred01', recommenderId: 'nobody77', ...(await captcha('goldenlotus')) },
      'goldenlotus',
      'PUT',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'REFERRER_LINK_ERROR', details: [{ field: 'recommenderId' }] });
    // Another merchant's member is no recommender here either.
    const elsewhere = await postEncrypted(
      '/wps/member/register',
      { ...lotus, username: 'referred01', recommenderId: 'newbie01', ...(await captcha('goldenlotus')) },
      'goldenlotus',
      'PUT',
    );
    expect(elsewhere.json().code).toBe('REFERRER_LINK_ERROR');
    const known = await postEncrypted(
      '/wps/member/register',
      { ...lotus, username: 'referred01', recommenderId: 'Member0', ...(await captcha('goldenlotus')) },
      'goldenlotus',
      'PUT',
    );
    expect(known.statusCode).toBe(200);
    const [row] = await server.database.db.select({ recommender: members.recommender }).from(members).where(eq(members.username, 'referred01'));
    expect(row?.recommender).toBe('member0');
  });

  it('refuses a registration method the merchant switched off', async () => {
    const response = await postEncrypted(
      '/wps/member/register/mobile',
      { ...base, mobileNum: '955550002', countryDialingCode: '+84', verificationCode: '123456' },
      'goldenlotus',
      'PUT',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NO_PERMISSION');
  });

  it('answers whether a username and an e-mail are free', async () => {
    expect((await call(app(), { method: 'GET', url: '/wps/check/username?username=member0' })).json().value).toEqual({ available: false });
    expect((await call(app(), { method: 'GET', url: '/wps/check/username?username=freename77' })).json().value).toEqual({ available: true });
    expect((await call(app(), { method: 'GET', url: '/wps/check/email?email=member0@lucky88.example' })).json().value).toEqual({ available: false });
  });
});

describe('passwords: change and reset (spec sections 4, 5, 8)', () => {
  it('changes the password: new must differ from old, confirmation must match, old must be right', async () => {
    const token = await login(app(), 'player3');
    const post = (body: object) => call(app(), { method: 'POST', url: '/wps/member/password/v2', token, payload: body });
    expect((await post({ oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' })).json().code).toBe('NEW_PASSWORD_SAME_AS_OLD');
    expect((await post({ oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh12345' })).json().code).toBe('CONFIRM_PASSWORD_MISMATCH');
    expect((await post({ oldPassword: 'Wrong1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' })).json().code).toBe('ACCOUNT_OR_PASSWORD_WRONG');
    expect((await post({ oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' })).statusCode).toBe(200);
    expect(await login(app(), 'player3', { password: 'Fresh1234' })).toBeTruthy();
  });

  it('resets by e-mail: a one-time link arrives, and nothing changes (password, sessions) until it is used', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', merchant: 'lucky88' };
    const reset = (payload: string) => app().inject({ method: 'POST', url: '/wps/member/password/email', headers: form, payload });
    const confirm = (payload: object) => call(app(), { method: 'POST', url: '/wps/member/password/email/confirm', payload });
    const signedIn = await login(app(), 'player4');
    const sent = await reset('username=player4&email=player4%40lucky88.example');
    expect(sent.statusCode).toBe(200);
    // Only a username and its e-mail (seeded as username@domain) once replaced the password and logged the member out.
    expect(await login(app(), 'player4')).toBeTruthy();
    expect((await call(app(), { method: 'GET', url: '/wps/member/info', token: signedIn })).statusCode).toBe(200);
    const mail = (await call(app(), { method: 'GET', url: '/wps/dev/mailbox?email=player4@lucky88.example' })).json().value[0];
    expect(mail.text).not.toMatch(/temporary password/i);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/m/forget');
    const resetToken = new URLSearchParams(link.hash.slice(1)).get('resetToken')!;

    expect((await confirm({ resetToken: resetToken.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')), newPassword: 'Mailed1234' })).json().code).toBe(
      'VERIFICATION_CODE_WRONG',
    );
    // The password rules answer without using the link up.
    expect((await confirm({ resetToken, newPassword: 'Demo1234' })).json().code).toBe('NEW_PASSWORD_SAME_AS_OLD');
    expect((await confirm({ resetToken, newPassword: 'short' })).json().code).toBe('PASSWORD_FORMAT_INVALID');
    const done = await confirm({ resetToken, newPassword: 'Mailed1234' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.token).toEqual(expect.any(String));
    expect(await login(app(), 'player4', { password: 'Mailed1234' })).toBeTruthy();
    // The other sessions ended with the change; the link works once.
    expect((await call(app(), { method: 'GET', url: '/wps/member/info', token: signedIn })).statusCode).toBe(401);
    expect((await confirm({ resetToken, newPassword: 'Again12345' })).json().code).toBe('VERIFICATION_CODE_WRONG');
  });

  it('resets by e-mail: a link dies once the password changes some other way', async () => {
    // player3's password is Fresh1234 since the first test of this block.
    const form = { 'content-type': 'application/x-www-form-urlencoded', merchant: 'lucky88' };
    await app().inject({ method: 'POST', url: '/wps/member/password/email', headers: form, payload: 'username=player3&email=player3%40lucky88.example' });
    const mail = (await call(app(), { method: 'GET', url: '/wps/dev/mailbox?email=player3@lucky88.example' })).json().value[0];
    const resetToken = /resetToken=(\S+)/.exec(mail.text)![1]!;
    const token = await login(app(), 'player3', { password: 'Fresh1234' });
    const changed = await call(app(), {
      method: 'POST',
      url: '/wps/member/password/v2',
      token,
      payload: { oldPassword: 'Fresh1234', newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
    });
    expect(changed.statusCode).toBe(200);
    const late = await call(app(), { method: 'POST', url: '/wps/member/password/email/confirm', payload: { resetToken, newPassword: 'Hijack1234' } });
    expect(late.json().code).toBe('VERIFICATION_CODE_WRONG');
    expect(await login(app(), 'player3', { password: 'Changed123' })).toBeTruthy();
  });

  it('resets by e-mail: a wrong username/e-mail pair gets the same answer as a right one, and nothing changes', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', merchant: 'lucky88' };
    const reset = (payload: string) => app().inject({ method: 'POST', url: '/wps/member/password/email', headers: form, payload });
    const right = await reset('username=player2&email=player2%40lucky88.example');
    for (const payload of [
      'username=member40&email=someone%40else.example',
      'username=nobody4242&email=member40%40lucky88.example',
      'username=member40&email=player2%40lucky88.example',
    ]) {
      const wrong = await reset(payload);
      expect({ status: wrong.statusCode, body: wrong.json() }, payload).toEqual({ status: right.statusCode, body: right.json() });
    }
    expect(right.statusCode).toBe(200);
    // Only the matching pair got a message; the other accounts keep their password.
    for (const email of ['someone@else.example', 'member40@lucky88.example']) {
      expect((await call(app(), { method: 'GET', url: `/wps/dev/mailbox?email=${encodeURIComponent(email)}` })).json().value).toEqual([]);
    }
    expect((await call(app(), { method: 'GET', url: '/wps/dev/mailbox?email=player2@lucky88.example' })).json().value).toHaveLength(1);
    expect(await login(app(), 'member40')).toBeTruthy();
  });

  it('resets by SMS code and logs in; the old password is refused as the new one', async () => {
    const number = { mobileNum: '812340101', countryDialingCode: '+66' };
    await call(app(), { method: 'POST', url: '/wps/verification/sms/noLogin', payload: number });
    const code = await smsCode(number.mobileNum);
    const same = await postEncrypted('/wps/member/password/verification', { ...number, verificationCode: code, newPassword: 'Demo1234' });
    expect(same.json().code).toBe('NEW_PASSWORD_SAME_AS_OLD');
    const done = await postEncrypted('/wps/member/password/verification', { ...number, verificationCode: code, newPassword: 'Renewed123' });
    expect(done.statusCode).toBe(200);
    expect(done.json().value.userName).toBe('player1');
  });
});

describe('profile: info, head icon, VIP, feedback (spec sections 3, 7)', () => {
  it('returns the member info with a masked mobile number', async () => {
    const token = await login(app(), 'member0');
    const info = (await call(app(), { method: 'GET', url: '/wps/member/info', token })).json().value;
    expect(info).toMatchObject({ account: 'member0', type: 0, nickname: 'Lucky Star', trial: false, vipLevel: 2 });
    expect(info.mobileNum).toMatch(/^\d{3}\*+\d{2}$/);
  });

  it('sets a head icon from the preset set and refuses others', async () => {
    const token = await login(app(), 'member0');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const set = await call(app(), { method: 'POST', url: '/wps/member/headIcon', token, headers: form, payload: 'headIcon=7' });
    expect(set.json().value.headIcon).toBe('7');
    expect((await call(app(), { method: 'GET', url: '/wps/member/headIcon', token })).json().value.url).toMatch(/\/wps\/assets\/avatars\/7\.svg$/);
    expect((await call(app(), { method: 'POST', url: '/wps/member/headIcon', token, headers: form, payload: 'headIcon=99' })).statusCode).toBe(404);
  });

  it('reports VIP progress as completed conditions and lists the ranks', async () => {
    const token = await login(app(), 'member0');
    const progress = (await call(app(), { method: 'GET', url: '/wps/member/rank/progress', token })).json().value;
    expect(progress.currentProgress.totalExpectedConditions).toBe(2);
    const ranks = (await call(app(), { method: 'GET', url: '/wps/member/rank/list' })).json().value;
    expect(ranks.map((rank: { level: number }) => rank.level)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('records feedback', async () => {
    const token = await login(app(), 'member0');
    const response = await call(app(), {
      method: 'PUT',
      url: '/wps/member/feedback',
      token,
      ...(await multipart({ category: 'SUGGESTION', content: 'More fishing games please' })),
    });
    expect(response.json().value.id).toMatch(/^\d+$/);
  });
});

describe('development endpoints exist only outside production', () => {
  it('answers 404 URL_EMPTY for the outbox in production', async () => {
    const production = await server.withConfig({ NODE_ENV: 'production' });
    const response = await production.inject({ method: 'GET', url: '/wps/dev/sms?mobileNum=812340000', headers: { merchant: 'lucky88' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('URL_EMPTY');
  });
});
