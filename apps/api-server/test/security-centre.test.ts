import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, token: string, merchant?: string) => call(server.app, { method: 'GET', url, token, ...(merchant ? { merchant } : {}) });
const send = (method: 'POST' | 'PUT', url: string, payload: object, token: string, merchant?: string) =>
  call(server.app, { method, url, token, payload, ...(merchant ? { merchant } : {}) });

describe('bank cards: the bank list, account-number length, the limit and unbinding', () => {
  it('lists the banks of the merchant currency with the card limit', async () => {
    const lucky = (await get('/wps/withdraw/banks', await login(server.app, 'player3'))).json().value;
    expect(lucky.maxCards).toBe(5);
    expect(lucky.banks).toContainEqual({ bankCode: 'GSB', bankName: 'Government Savings Bank', accountNoMinLength: 12, accountNoMaxLength: 12 });
    const lotus = (await get('/wps/withdraw/banks', await login(server.app, 'player3', { merchant: 'goldenlotus' }), 'goldenlotus')).json().value;
    expect(lotus.banks.map((bank: { bankCode: string }) => bank.bankCode)).toContain('VCB');
  });

  it('checks the bank and the length of its account numbers, stores the bank name of the list, stops at the limit', async () => {
    const t = await login(server.app, 'player3');
    await send('POST', '/wps/security/password/withdrawal', { newPassword: '135790', confirmNewPassword: '135790' }, t);
    const card = (bankCode: string, accountNo: string) => ({
      bankCode,
      bankName: 'typed by the client',
      accountName: 'Player Three',
      accountNo,
      withdrawalPassword: '135790',
    });
    const unknown = await send('POST', '/wps/security/bankcard', card('NOPE', '1234567890'), t);
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const short = await send('POST', '/wps/security/bankcard', card('GSB', '1234567890'), t);
    expect(short.json().details).toEqual([{ field: 'accountNo', message: 'wrong length' }]);
    const bound = (await send('POST', '/wps/security/bankcard', card('GSB', '123456789012'), t)).json().value;
    expect(bound).toMatchObject({ bankName: 'Government Savings Bank', accountNoMasked: '****9012', isDefault: true });
    for (const n of [1, 2, 3, 4]) expect((await send('POST', '/wps/security/bankcard', card('SCB', `100000000${n}`), t)).statusCode).toBe(200);
    const sixth = await send('POST', '/wps/security/bankcard', card('SCB', '1000000009'), t);
    expect([sixth.statusCode, sixth.json().code]).toEqual([409, 'NO_PERMISSION']);
  });

  it('unbinds with the withdrawal password; the next card becomes the default; a card paid to stays', async () => {
    const t = await login(server.app, 'player4');
    await send('POST', '/wps/security/password/withdrawal', { newPassword: '135790', confirmNewPassword: '135790' }, t);
    const card = (accountNo: string) => ({ bankCode: 'KBANK', bankName: 'Kasikornbank', accountName: 'Player Four', accountNo, withdrawalPassword: '135790' });
    const first = (await send('POST', '/wps/security/bankcard', card('2000000001'), t)).json().value;
    const second = (await send('POST', '/wps/security/bankcard', card('2000000002'), t)).json().value;
    const third = (await send('POST', '/wps/security/bankcard', card('2000000003'), t)).json().value;
    expect((await send('POST', `/wps/security/bankcard/${first.cardId}/unbind`, { withdrawalPassword: '000000' }, t)).json().code).toBe(
      'PAYMENT_PASSWORD_WRONG',
    );
    expect((await send('POST', '/wps/security/bankcard/999999/unbind', { withdrawalPassword: '135790' }, t)).statusCode).toBe(404);
    expect((await send('POST', `/wps/security/bankcard/${first.cardId}/unbind`, { withdrawalPassword: '135790' }, t)).statusCode).toBe(200);
    const cards = (await get('/wps/withdraw/bankcards', t)).json().value;
    expect(cards.map((c: { cardId: string; isDefault: boolean }) => [c.cardId, c.isDefault])).toEqual([
      [second.cardId, true],
      [third.cardId, false],
    ]);
    expect((await send('POST', '/wps/withdraw', { cardId: third.cardId, amount: '100.00', withdrawalPassword: '135790' }, t)).statusCode).toBe(200);
    const paid = await send('POST', `/wps/security/bankcard/${third.cardId}/unbind`, { withdrawalPassword: '135790' }, t);
    expect([paid.statusCode, paid.json().code]).toEqual([409, 'NO_PERMISSION']);
    // Another member cannot unbind it.
    const other = await login(server.app, 'member0');
    expect((await send('POST', `/wps/security/bankcard/${second.cardId}/unbind`, { withdrawalPassword: '246810' }, other)).statusCode).toBe(404);
  });
});

describe('profile edits and head icons', () => {
  it('edits the fields the registration settings switch on, by their rules; the real name only while empty', async () => {
    const lotus = await login(server.app, 'player1', { merchant: 'goldenlotus' });
    const put = (body: object) => send('PUT', '/wps/member/info', body, lotus, 'goldenlotus');
    const badEmail = await put({ email: 'not-an-email' });
    expect([badEmail.statusCode, badEmail.json().code]).toEqual([400, 'EMAIL_FORMAT_INVALID']);
    expect((await put({ email: '' })).json().code).toBe('VALIDATION_FAILED');
    expect((await put({ email: ' fan@example.com ' })).json().value).toMatchObject({ email: 'fan@example.com', account: 'player1' });
    expect((await get('/wps/member/info', lotus, 'goldenlotus')).json().value.email).toBe('fan@example.com');
    // goldenlotus does not use nicknames.
    expect((await put({ nickname: 'Lotus Fan' })).statusCode).toBe(403);
    expect((await put({})).statusCode).toBe(400);
    expect((await put({ payeeName: 'Nguyen Van A' })).json().value.payeeName).toBe('Nguyen Van A');
    const again = await put({ payeeName: 'Someone Else' });
    expect([again.statusCode, again.json().code]).toEqual([403, 'NO_PERMISSION']);

    const lucky = await login(server.app, 'player2');
    expect((await send('PUT', '/wps/member/info', { nickname: ' LuckyFan ' }, lucky)).json().value.nickname).toBe('LuckyFan');
    expect((await send('PUT', '/wps/member/info', { nickname: 'x' }, lucky)).json().code).toBe('VALIDATION_FAILED');
    // A nickname is a name shown to others: words with spaces pass, markup and line breaks do not.
    expect((await send('PUT', '/wps/member/info', { nickname: 'Lucky Star 88' }, lucky)).json().value.nickname).toBe('Lucky Star 88');
    expect((await send('PUT', '/wps/member/info', { nickname: 'Lucky<b>' }, lucky)).json().code).toBe('VALIDATION_FAILED');
    expect((await send('PUT', '/wps/member/info', { nickname: 'Lucky\nStar' }, lucky)).json().code).toBe('VALIDATION_FAILED');
    const rules = (await get('/wps/system/setting/register', lucky)).json().value;
    const nicknameField = rules.fields.find((field: { name: string }) => field.name === 'nickname');
    expect(nicknameField.patternId).toBe('nickname');
    expect((await send('PUT', '/wps/member/info', { email: 'a@b.com' }, lucky)).statusCode).toBe(403);
  });

  it('lists the preset head icons and accepts only those', async () => {
    const t = await login(server.app, 'player2');
    const presets = (await get('/wps/member/headIcon/presets', t)).json().value;
    expect(presets).toHaveLength(12);
    expect(presets[4]).toMatchObject({ headIcon: '5' });
    expect(presets[4].url).toMatch(/\/wps\/assets\/avatars\/5\.svg$/);
    const form = (headIcon: string) =>
      call(server.app, {
        method: 'POST',
        url: '/wps/member/headIcon',
        token: t,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `headIcon=${headIcon}`,
      });
    expect((await form('13')).statusCode).toBe(404);
    expect((await form('12')).json().value.headIcon).toBe('12');
    expect((await get('/wps/member/headIcon/presets', '')).statusCode).toBe(401);
  });
});
