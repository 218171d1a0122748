import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, multipart, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'member0');
});
afterAll(() => server.close());

const get = (url: string, t = token) => call(server.app, { method: 'GET', url, token: t });
const post = (url: string, payload: object, t = token) => call(server.app, { method: 'POST', url, token: t, payload });
const balance = async (t = token) => (await get('/wps/wallets/gcs', t)).json().value.sumBalance as string;

describe('wallet and transactions (spec sections 3, 7)', () => {
  it('shows the balance in decimal strings and the ledger as transactions', async () => {
    const wallet = (await get('/wps/wallets/gcs')).json().value;
    expect(wallet).toMatchObject({ sumBalance: '5000.00', currency: 'THB' });
    const page = (await get('/wps/member/transactions?pageSize=5')).json().value;
    expect(page.totalCount).toBeGreaterThan(5);
    expect(page.list[0].balanceAfter).toBe('5000.00');
    const bets = (await get('/wps/member/transactions?txCode=BET&pageSize=200')).json().value;
    expect(bets.list.every((t: { txCode: string; amount: string }) => t.txCode === 'BET' && t.amount.startsWith('-'))).toBe(true);
    expect((await get('/wps/member/transactions?txCode=NOPE')).statusCode).toBe(400);
    expect((await get('/wps/member/transactions/codes')).json().value.length).toBeGreaterThan(5);
    expect((await get('/wps/wallets/merchant?merchantCode=lucky88')).json().value.lockedBalance).toBe('0.00');
    expect((await get('/wps/wallets/merchant?merchantCode=clearplay')).statusCode).toBe(404);
  });

  it('runs a seamless wallet: transfers to providers are refused, unknown wallets are 404', async () => {
    expect((await post('/wps/wallets/transfer', { from: 'MAIN', to: 'JL', amount: '10.00' })).statusCode).toBe(403);
    expect((await post('/wps/wallets/transfer', { from: 'MAIN', to: 'NOPE', amount: '10.00' })).statusCode).toBe(404);
  });
});

describe('deposit: manual transfer and payment gateway (spec section 7)', () => {
  it('records a manual transfer as pending and refuses amounts out of range and unknown banks', async () => {
    const banks = (await get('/wps/deposit/banks')).json().value;
    const body = { bankId: banks[0].bankId, amount: '500.00', depositorName: 'Lucky Star', transferTime: new Date().toISOString(), referenceNo: 'REF-1' };
    const manual = async (fields: Record<string, string>) =>
      call(server.app, { method: 'POST', url: '/wps/deposit/manual', token, ...(await multipart(fields)) });
    const order = (await manual(body)).json().value;
    expect(order).toMatchObject({ method: 'MANUAL', status: 'PENDING', amount: '500.00' });
    expect((await manual(body)).json().code).toBe('ALREADY_APPLIED');
    expect((await manual({ ...body, referenceNo: 'REF-2', amount: '1.00' })).statusCode).toBe(400);
    expect((await manual({ ...body, bankId: 'B9' })).statusCode).toBe(404);
    expect((await post('/wps/deposit/promos/accept', { promoId: 'DP20', orderId: order.orderId })).statusCode).toBe(200);
    expect((await post('/wps/deposit/promos/accept', { promoId: 'DP20', orderId: order.orderId })).json().code).toBe('ALREADY_APPLIED');
    const report = (await get('/wps/deposit/report')).json().value;
    expect(report.list[0]).toMatchObject({ orderId: order.orderId, status: 'PENDING' });
  });

  it('credits a gateway deposit and its bonus once the simulated payment page is paid', async () => {
    const before = Number(await balance());
    const [gateway] = (await get('/wps/deposit/gateways?channel=QR')).json().value;
    expect(
      (
        await post('/wps/deposit/gateway', {
          gatewayId: gateway.gatewayId,
          channel: 'QR',
          amount: '123.00',
          returnUrl: 'https://lucky88.example/m/voucherCenter',
        })
      ).statusCode,
    ).toBe(400);
    const created = (
      await post('/wps/deposit/gateway', {
        gatewayId: gateway.gatewayId,
        channel: 'QR',
        amount: '1000.00',
        promoId: 'DP20',
        returnUrl: 'https://lucky88.example/m/voucherCenter',
      })
    ).json().value;
    const path = new URL(created.payUrl);
    const page = await server.app.inject({ method: 'GET', url: `${path.pathname}${path.search}` });
    expect(page.body).toContain('1000.00');
    const paid = await server.app.inject({ method: 'POST', url: `${path.pathname}${path.search}` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('https://lucky88.example/m/voucherCenter');
    await server.app.inject({ method: 'POST', url: `${path.pathname}${path.search}` });
    expect(Number(await balance())).toBeCloseTo(before + 1000 + 200, 2);
    const report = (await get('/wps/deposit/report')).json().value;
    expect(report.list.find((o: { orderId: string }) => o.orderId === created.orderId)).toMatchObject({ status: 'SUCCESS', bonus: '200.00' });
  });
});

describe('withdraw and security (spec section 7)', () => {
  it('withdraws to a bound card with the withdrawal password; never more than the balance, even concurrently', async () => {
    const [card] = (await get('/wps/withdraw/bankcards')).json().value;
    expect(card.accountNoMasked).toMatch(/^\*{4}\d{4}$/);
    expect((await post('/wps/withdraw', { cardId: card.cardId, amount: '100.00', withdrawalPassword: '000000' })).json().code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await post('/wps/withdraw', { cardId: '999', amount: '100.00', withdrawalPassword: '246810' })).statusCode).toBe(404);
    const before = Number(await balance());
    const ok = (await post('/wps/withdraw', { cardId: card.cardId, amount: '100.00', withdrawalPassword: '246810' })).json().value;
    expect(ok).toMatchObject({ status: 'PENDING', amount: '100.00', fee: '0.00' });
    expect(Number(await balance())).toBeCloseTo(before - 100, 2);
    const remaining = Number(await balance());
    const share = (Math.floor(remaining / 3) + 1).toFixed(2);
    const results = await Promise.all([1, 2, 3].map(() => post('/wps/withdraw', { cardId: card.cardId, amount: share, withdrawalPassword: '246810' })));
    expect(results.filter((r) => r.statusCode === 200).length).toBe(2);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(Number(await balance())).toBeGreaterThanOrEqual(0);
    expect((await get('/wps/withdraw/report')).json().value.totalCount).toBe(3);
  });

  it('sets withdrawal and payment passwords, binds cards and answers security questions', async () => {
    const t = await login(server.app, 'player1');
    expect((await get('/wps/security/config', t)).json().value).toMatchObject({ withdrawalPasswordSet: false, bankCardBound: false });
    expect((await post('/wps/security/password/withdrawal', { newPassword: '12345', confirmNewPassword: '12345' }, t)).json().code).toBe(
      'PASSWORD_FORMAT_INVALID',
    );
    expect((await post('/wps/security/password/withdrawal', { newPassword: '135790', confirmNewPassword: '135790' }, t)).statusCode).toBe(200);
    expect((await post('/wps/security/password/withdrawal', { newPassword: '111111', confirmNewPassword: '111111' }, t)).json().code).toBe(
      'PAYMENT_PASSWORD_WRONG',
    );
    const card = { bankCode: 'SCB', bankName: 'Siam Commercial Bank', accountName: 'Player One', accountNo: '9876543210', withdrawalPassword: '135790' };
    expect((await post('/wps/security/bankcard', card, t)).json().value.isDefault).toBe(true);
    expect((await post('/wps/security/bankcard', card, t)).json().code).toBe('ALREADY_APPLIED');
    expect((await post('/wps/security/password/payment', { newPassword: '246802', confirmNewPassword: '246802' }, t)).statusCode).toBe(200);
    const questions = (await get('/wps/security/questions', t)).json().value.questions;
    const put = await call(server.app, {
      method: 'PUT',
      url: '/wps/security/questions',
      token: t,
      payload: { answers: [{ questionId: questions[0].questionId, answer: 'Bangkok' }], withdrawalPassword: '135790' },
    });
    expect(put.statusCode).toBe(200);
    expect((await get('/wps/security/config', t)).json().value).toMatchObject({
      withdrawalPasswordSet: true,
      paymentPasswordSet: true,
      bankCardBound: true,
      securityQuestionsSet: true,
    });
  });

  it('resets the payment password with an SMS code to the account number', async () => {
    const t = await login(server.app, 'player2');
    await call(server.app, { method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '812340102', countryDialingCode: '+66' } });
    const code = (await call(server.app, { method: 'GET', url: '/wps/dev/sms?mobileNum=812340102' })).json().value[0].code as string;
    const body = { mobileNum: '812340102', countryDialingCode: '+66', verificationCode: code, newPassword: '555555', confirmNewPassword: '555555' };
    expect((await post('/wps/security/password/payment/reset', { ...body, mobileNum: '812340103' }, t)).json().code).toBe('MOBILE_NUMBER_INVALID');
    expect((await post('/wps/security/password/payment/reset', body, t)).statusCode).toBe(200);
  });
});
