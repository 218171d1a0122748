import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantSettings } from '@whitelabel/merchants';
import { amountRulesOf, storedAmountRules } from '../src/services/amount-rules.js';
import { percentOf } from '../src/services/money.js';
import { games } from '../src/db/schema.js';
import { eq } from 'drizzle-orm';
import { call, login, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const merchant = 'goldenlotus';
/** The VND merchant's folder: its limits and presets. */
const folder = merchantSettings(merchant).amounts;
const money = (amount: number) => amount.toFixed(2);

describe("amounts in the merchant's currency (a VND merchant: no decimals, VND-sized limits)", () => {
  it("takes the limits from the folder, and sizes the demo data by its deposit minimum, rounded up to the currency's smallest amount", () => {
    const vnd = amountRulesOf({ currency: 'VND', amountRules: storedAmountRules(folder) });
    expect(vnd).toMatchObject({ step: 100n, withdrawal: { min: 10_000_000, max: 100_000_000_000 }, rebateMinClaim: 100_000 });
    expect(vnd.bet).toEqual({ min: 10_000, max: 100_000_000, presets: [100_000, 500_000, 1_000_000, 5_000_000, 10_000_000, 50_000_000] });
    expect(vnd.scale(12_345)).toBe(12_345_000);
    // A row with no rules (its folder gone before they existed): the reference merchant's, THB-sized.
    expect(amountRulesOf({ currency: 'THB', amountRules: null }).withdrawal).toEqual({ min: 10_000, max: 100_000_000 });
    expect(amountRulesOf({ currency: 'JPY', amountRules: null }).scale(150)).toBe(200);
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
    expect(qr).toMatchObject({ minAmount: money(folder.deposit.min), maxAmount: '20000000.00', fixedAmounts: folder.deposit.presets.map(money) });
    for (const gateway of await get('/wps/deposit/gateways'))
      expect(Number(gateway.minAmount) >= folder.deposit.min && Number(gateway.maxAmount) <= folder.deposit.max, JSON.stringify(gateway)).toBe(true);
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
    // The form shows the range before the member types (getWithdrawBanks), the folder's.
    const banks = (await call(server.app, { method: 'GET', url: '/wps/withdraw/banks', token, merchant })).json().value;
    expect(banks).toMatchObject({ minAmount: money(folder.withdrawal.min), maxAmount: money(folder.withdrawal.max) });
    expect((await withdraw(money(folder.withdrawal.min - 1))).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'amount', message: 'out of range' }],
    });
    expect((await withdraw(money(folder.withdrawal.min))).json().value).toMatchObject({ status: 'PENDING', amount: money(folder.withdrawal.min) });
  });

  it("plays the demo game in whole dong: stakes from the scaled minimum, then the folder's presets, a fraction of a dong refused", async () => {
    const token = await login(server.app, 'member0', { merchant });
    const get = async (url: string) => (await call(server.app, { method: 'GET', url, token, merchant })).json().value;
    const [game] = (await get('/wps/games?gameType=RNG&pageSize=1')).games as { nodeId: string; minBet: string }[];
    const path = new URL((await get(`/wps/games/launch?nodeId=${game!.nodeId}`)).url).pathname;
    // The list and the game page give the same minimum: the catalogue's, sized like the demo data (×1,000 here).
    const [row] = await server.database.db
      .select({ minBet: games.minBet })
      .from(games)
      .where(eq(games.nodeId, Number(game!.nodeId)));
    const minimum = game!.minBet;
    expect(Number(minimum)).toBe(Math.max((row!.minBet * 1_000) / 100, folder.bet.min));
    // The filter reads the merchant's amounts too: 5,000 ₫ is a VND minimum, not a THB one.
    const filtered = (await get('/wps/games?gameType=RNG&minBet=5000.00&pageSize=50')).games as { minBet: string }[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((each) => Number(each.minBet) >= 5_000)).toBe(true);
    const presetsAbove = folder.bet.presets.filter((preset) => preset > Number(minimum)).map(money);
    expect((await server.app.inject({ method: 'GET', url: path })).body).toContain(`for(const v of ${JSON.stringify([minimum, ...presetsAbove])})`);
    const spin = (stake: string) => server.app.inject({ method: 'POST', url: `${path}/spin`, payload: { stake } });
    expect((await spin(money(Number(minimum) - 1))).json().message).toMatch(/^Stake must be between/);
    expect((await spin(`${Number(minimum) + 0.5}`.replace(/\.5$/, '.50'))).statusCode).toBe(400);
    const round = (await spin(minimum)).json();
    expect(round.balance).toMatch(/^\d+\.00$/);
  });
});
