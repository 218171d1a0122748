import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let member0: string;
beforeAll(async () => {
  server = await startTestServer();
  member0 = await login(server.app, 'member0');
});
afterAll(() => server.close());

const get = (url: string, token = member0, merchant?: string) => call(server.app, { method: 'GET', url, token, merchant });
const post = (url: string, token = member0, merchant?: string) => call(server.app, { method: 'POST', url, token, merchant });
const balance = async (token = member0) => Number((await get('/wps/wallets/gcs', token)).json().value.sumBalance);

describe('manual rebate (spec section 2, manual rebate; flag MANUAL_REBATE)', () => {
  it("shows the turnover since the last claim at the VIP level's rate, pays it once, then starts again", async () => {
    const due = (await get('/wps/member/rebate')).json().value;
    expect(due.since).toBeNull();
    expect(Number(due.turnover)).toBeGreaterThan(0);
    expect(due.items.length).toBeGreaterThan(0);
    expect(Number(due.amount)).toBeCloseTo(
      due.items.reduce((sum: number, item: { amount: string }) => sum + Number(item.amount), 0),
      2,
    );
    const before = await balance();
    // Two claims at once pay once.
    const [first, second] = await Promise.all([post('/wps/member/rebate/claim'), post('/wps/member/rebate/claim')]);
    const paid = [first, second].filter((response) => response.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect([first, second].find((response) => response.statusCode !== 200)!.json().code).toBe('VALIDATION_FAILED');
    expect(paid[0]!.json().value.amount).toBe(due.amount);
    expect(await balance()).toBeCloseTo(before + Number(due.amount), 2);
    const after = (await get('/wps/member/rebate')).json().value;
    expect(after).toMatchObject({ turnover: '0.00', amount: '0.00', items: [] });
    expect(after.since).not.toBeNull();
    expect((await post('/wps/member/rebate/claim')).json().code).toBe('VALIDATION_FAILED');
  });

  it('needs a real session, refuses trial accounts, and follows the merchant flag', async () => {
    expect((await call(server.app, { method: 'GET', url: '/wps/member/rebate' })).json().code).toBe('NOT_LOGGED_IN');
    const trial = (await call(server.app, { method: 'POST', url: '/wps/session/testplay', payload: {} })).json().value;
    expect((await get('/wps/member/rebate', trial.token)).json().code).toBe('TRIAL_ACCOUNT_REJECTED');
    expect((await get('/wps/member/rewards', trial.token)).json().code).toBe('TRIAL_ACCOUNT_REJECTED');
    // goldenlotus switches both off, clearplay both on (src/seed/merchants.ts).
    const golden = await login(server.app, 'member0', { merchant: 'goldenlotus' });
    expect((await get('/wps/member/rebate', golden, 'goldenlotus')).json().code).toBe('NO_PERMISSION');
    expect((await get('/wps/member/rewards', golden, 'goldenlotus')).json().code).toBe('NO_PERMISSION');
    const clear = await login(server.app, 'member0', { merchant: 'clearplay' });
    expect((await get('/wps/member/rebate', clear, 'clearplay')).statusCode).toBe(200);
    expect((await get('/wps/member/rewards', clear, 'clearplay')).statusCode).toBe(200);
  });
});

describe('reward centre (module REWCEN3)', () => {
  it('lists claimable rewards first and claims each into the wallet once', async () => {
    const list = (await get('/wps/member/rewards')).json().value;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0].status).toBe('CLAIMABLE');
    const reward = list[0];
    const before = await balance();
    const claimed = (await post(`/wps/member/rewards/${reward.rewardId}/claim`)).json().value;
    expect(claimed.reward).toMatchObject({ rewardId: reward.rewardId, status: 'CLAIMED' });
    expect(Number(claimed.sumBalance)).toBeCloseTo(before + Number(reward.amount), 2);
    const again = await post(`/wps/member/rewards/${reward.rewardId}/claim`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_APPLIED');
    const relisted = (await get('/wps/member/rewards')).json().value;
    expect(relisted.at(-1)).toMatchObject({ rewardId: reward.rewardId, status: 'CLAIMED' });
  });

  it("never claims someone else's reward, and validates the id", async () => {
    const list = (await get('/wps/member/rewards')).json().value;
    const other = await login(server.app, 'member40');
    expect((await post(`/wps/member/rewards/${list[0].rewardId}/claim`, other)).statusCode).toBe(404);
    expect((await post('/wps/member/rewards/abc/claim')).statusCode).toBe(400);
  });
});
