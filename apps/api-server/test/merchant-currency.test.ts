import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountRulesOf } from '../src/services/amount-rules.js';
import { percentOf } from '../src/services/money.js';
import { call, login, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const merchant = 'goldenlotus';

describe("amounts in the merchant's currency (a VND merchant: no decimals, VND-sized limits)", () => {
  it('scales the defaults by the currency, rounded up to its smallest amount', () => {
    expect(amountRulesOf('THB').withdrawal).toEqual({ min: 10_000, max: 100_000_000 });
    expect(amountRulesOf('VND')).toMatchObject({ step: 100n, withdrawal: { min: 10_000_000, max: 100_000_000_000 }, rebateMinClaim: 100_000 });
    expect(amountRulesOf('VND').scale(12_345)).toBe(12_345_000);
    expect(amountRulesOf('JPY').scale(150)).toBe(200);
  });

  it('rounds a percentage down to the currency smallest amount (a rebate is never a fraction of a dong)', () => {
    expect(percentOf(12_345_600, '0.50')).toBe(61_728);
    expect(percentOf(12_345_600, '0.50', 100)).toBe(61_700);
    expect(percentOf(-12_345_600, '0.50', 100)).toBe(-61_800);
  });

  it('seeds VND-sized gateways, banks, promotions and balances', async () => {
    const token = await login(server.app, 'member0', { merchant });
    const get = async (url: string) => (await call(server.app, { method: 'GET', url, token, merchant })).json().value;
    const [qr] = await get('/wps/deposit/gateways?channel=QR');
    expect(qr).toMatchObject({ minAmount: '100000.00', maxAmount: '20000000.00', fixedAmounts: ['100000.00', '500000.00', '1000000.00', '5000000.00'] });
    expect((await get('/wps/deposit/banks'))[0]).toMatchObject({ minAmount: '100000.00', maxAmount: '50000000.00' });
    expect(await get('/wps/wallets/gcs')).toMatchObject({ currency: 'VND', sumBalance: '5000000.00' });
  });

  it('pays a deposit bonus in whole dong (a percentage rounded down to the currency smallest amount)', async () => {
    const token = await login(server.app, 'member0', { merchant });
    const [gateway] = (await call(server.app, { method: 'GET', url: '/wps/deposit/gateways?channel=ONLINE_BANKING', token, merchant })).json().value;
    // 5 % of 500,003 dong is 25,000.15: the bonus is 25,000.
    const payload = {
      gatewayId: gateway.gatewayId,
      channel: 'ONLINE_BANKING',
      amount: '500003.00',
      promoId: 'DP5',
      returnUrl: 'https://goldenlotus.example/m/voucherCenter',
    };
    const created = (await call(server.app, { method: 'POST', url: '/wps/deposit/gateway', token, merchant, payload })).json().value;
    const pay = new URL(created.payUrl);
    expect((await server.app.inject({ method: 'POST', url: `${pay.pathname}${pay.search}` })).statusCode).toBe(303);
    const report = (await call(server.app, { method: 'GET', url: '/wps/deposit/report', token, merchant })).json().value;
    expect(report.list.find((order: { orderId: string }) => order.orderId === created.orderId)).toMatchObject({ status: 'SUCCESS', bonus: '25000.00' });
  });

  it('refuses a VND amount with decimals and one below the VND minimum withdrawal', async () => {
    const token = await login(server.app, 'member0', { merchant });
    const [card] = (await call(server.app, { method: 'GET', url: '/wps/withdraw/bankcards', token, merchant })).json().value;
    const withdraw = (amount: string) =>
      call(server.app, { method: 'POST', url: '/wps/withdraw', token, merchant, payload: { cardId: card.cardId, amount, withdrawalPassword: '246810' } });
    expect((await withdraw('100000.50')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'amount', message: 'finer than the currency' }],
    });
    expect((await withdraw('100.00')).json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'amount', message: 'out of range' }] });
    expect((await withdraw('100000.00')).json().value).toMatchObject({ status: 'PENDING', amount: '100000.00' });
  });

  it('plays the demo game in whole dong: stakes from the scaled minimum, a fraction of a dong refused', async () => {
    const token = await login(server.app, 'member0', { merchant });
    const get = async (url: string) => (await call(server.app, { method: 'GET', url, token, merchant })).json().value;
    const [game] = (await get('/wps/games?gameType=RNG&pageSize=1')).games as { nodeId: string; minBet: string }[];
    const path = new URL((await get(`/wps/games/launch?nodeId=${game!.nodeId}`)).url).pathname;
    const minimum = ((Number(game!.minBet) * 100 * 1_000) / 100).toFixed(2);
    expect((await server.app.inject({ method: 'GET', url: path })).body).toContain(`const min=Number("${minimum}")`);
    const spin = (stake: string) => server.app.inject({ method: 'POST', url: `${path}/spin`, payload: { stake } });
    expect((await spin(game!.minBet)).json().message).toMatch(/^Stake must be between/);
    expect((await spin(`${Number(minimum) + 0.5}`.replace(/\.5$/, '.50'))).statusCode).toBe(400);
    const round = (await spin(minimum)).json();
    expect(round.balance).toMatch(/^\d+\.00$/);
  });
});
