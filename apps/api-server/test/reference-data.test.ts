import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { agentTerms, depositBanks, depositPromos, paymentGateways, securityQuestions, vipRanks, withdrawBanks } from '../src/db/schema.js';
import { seed } from '../src/seed/index.js';
import { call, login, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let db: Database;
beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
});
afterAll(() => server.close());

const value = async (url: string, options: { token?: string; merchant?: string } = {}) =>
  (await call(server.app, { method: 'GET', url, ...options })).json().value;

describe("the operator's reference data is read from the database", () => {
  it('answers the deposit banks, promotions and gateways of the merchant as stored', async () => {
    const token = await login(server.app, 'member0');
    expect((await value('/wps/deposit/banks', { token }))[0]).toMatchObject({ bankId: 'B1', minAmount: '100.00', branch: 'Silom' });
    await db
      .update(depositBanks)
      .set({ minAmount: 25_050, branch: 'Sathorn' })
      .where(and(eq(depositBanks.merchantCode, 'lucky88'), eq(depositBanks.bankId, 'B1')));
    expect((await value('/wps/deposit/banks', { token }))[0]).toMatchObject({ bankId: 'B1', minAmount: '250.50', branch: 'Sathorn' });
    // Another merchant's rows are its own, in its currency (VND: a thousand times the THB defaults).
    const lotus = await login(server.app, 'member0', { merchant: 'goldenlotus' });
    expect((await value('/wps/deposit/banks', { token: lotus, merchant: 'goldenlotus' }))[0]).toMatchObject({ minAmount: '100000.00', branch: 'Silom' });

    await db
      .update(depositPromos)
      .set({ bonusRate: '12.50' })
      .where(and(eq(depositPromos.merchantCode, 'lucky88'), eq(depositPromos.promoId, 'DP5')));
    expect((await value('/wps/deposit/promos', { token })).find((promo: { promoId: string }) => promo.promoId === 'DP5').bonusRate).toBe('12.50');

    await db
      .update(paymentGateways)
      .set({ fixedAmounts: [20_000, 40_000] })
      .where(and(eq(paymentGateways.merchantCode, 'lucky88'), eq(paymentGateways.gatewayId, 'G1')));
    expect((await value('/wps/deposit/gateways?channel=QR', { token }))[0].fixedAmounts).toEqual(['200.00', '400.00']);
    const refused = await call(server.app, {
      method: 'POST',
      url: '/wps/deposit/gateway',
      token,
      payload: { gatewayId: 'G1', channel: 'QR', amount: '100.00', returnUrl: 'https://www.lucky88.example/m/deposit' },
    });
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'amount', message: 'not a preset amount' }] });
  });

  it('answers the withdrawal banks of the currency and the security questions as stored', async () => {
    const token = await login(server.app, 'member0');
    await db
      .insert(withdrawBanks)
      .values({ currency: 'THB', bankCode: 'UOB', bankName: 'UOB Thailand', accountNoMinLength: 10, accountNoMaxLength: 10, sort: 99 });
    const banks = (await value('/wps/withdraw/banks', { token })).banks as { bankCode: string }[];
    expect(banks.at(-1)).toEqual({ bankCode: 'UOB', bankName: 'UOB Thailand', accountNoMinLength: 10, accountNoMaxLength: 10 });
    await db.update(securityQuestions).set({ question: 'What was your first car?' }).where(eq(securityQuestions.questionId, 'Q3'));
    const { questions } = await value('/wps/security/questions', { token });
    expect(questions[2]).toEqual({ questionId: 'Q3', question: 'What was your first car?' });
  });

  it('lists the VIP ranks and pays the manual rebate at the rates stored', async () => {
    await db
      .update(vipRanks)
      // An operator's own rank name, without translations: every language reads it as written.
      .set({ name: 'Ruby', translations: {}, upgradeBonus: 9_950, birthdayBonus: null })
      .where(and(eq(vipRanks.merchantCode, 'lucky88'), eq(vipRanks.level, 2)));
    const ranks = await value('/wps/member/rank/list');
    expect(ranks[2]).toMatchObject({
      level: 2,
      name: 'Ruby',
      benefits: [
        { key: 'rebateRate', value: '0.50' },
        { key: 'upgradeBonus', value: '99.50' },
      ],
    });
    // member0 is VIP 2: its rebate follows the stored rate.
    await db
      .update(vipRanks)
      .set({ rebateRate: '0.75' })
      .where(and(eq(vipRanks.merchantCode, 'lucky88'), eq(vipRanks.level, 2)));
    const token = await login(server.app, 'member0');
    expect(await value('/wps/member/rebate', { token })).toMatchObject({ vipLevel: 2, rate: '0.75' });
  });

  it("gives agents the merchant's rebate card, salary rate and dividend tiers as stored", async () => {
    await db
      .update(agentTerms)
      .set({
        rebateCard: { RNG: '2.55', FISH: '1.00', PVP: '0.80', LIVE: '0.80', SPORTS: '0.60', LOTT: '1.50', ELOTT: '1.50' },
        salaryRate: '0.75',
        dividendTiers: [{ minProfit: 0, rate: '15.00' }],
      })
      .where(eq(agentTerms.merchantCode, 'lucky88'));
    const agent1 = await login(server.app, 'agent1', { portal: 'AGENT' });
    const agent2 = await login(server.app, 'agent2', { portal: 'AGENT' });
    expect((await value('/wps/agent/rebate', { token: agent1 }))[0]).toMatchObject({ gameType: 'RNG', rate: '2.55' });
    // A sub-agent has 80 % of the card, cut to the hundredth: 2.04.
    expect((await value('/wps/agent/rebate', { token: agent2 }))[0]).toMatchObject({ gameType: 'RNG', rate: '2.04' });
    // agent1 has no accepted contract: the merchant's terms apply.
    expect((await value('/wps/agent/salary/current', { token: agent1 })).rate).toBe('0.75');
    expect((await value('/wps/agent/dividend/info', { token: agent1 })).tiers).toEqual([{ minProfit: '0.00', rate: '15.00' }]);
  });

  it('seeds each row only when missing, so that the operator’s changes stay', async () => {
    await db
      .update(depositBanks)
      .set({ accountNo: '9990001112' })
      .where(and(eq(depositBanks.merchantCode, 'clearplay'), eq(depositBanks.bankId, 'B2')));
    await db.delete(depositBanks).where(and(eq(depositBanks.merchantCode, 'clearplay'), eq(depositBanks.bankId, 'B1')));
    await seed(db);
    const rows = await db.select().from(depositBanks).where(eq(depositBanks.merchantCode, 'clearplay')).orderBy(depositBanks.sort);
    expect(rows.map((row) => [row.bankId, row.accountNo])).toEqual([
      ['B1', '0481234567'],
      ['B2', '9990001112'],
    ]);
  });
});
