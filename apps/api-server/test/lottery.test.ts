import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleLotteries } from '../src/services/lottery.js';
import { call, login, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'player3');
});
afterAll(() => server.close());

const get = (url: string, t?: string) => call(server.app, { method: 'GET', url, token: t });

describe('lottery draws on a schedule (spec sections 4, 7, 9)', () => {
  it('lists lotteries with their open issue and next draw, and the menu', async () => {
    const list = (await get('/lgw/lottery/list?gameType=ELOTT')).json().value as { lotteryCode: string; currentIssue: string; nextDrawAt: string; gameType: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const lottery of list) {
      expect(lottery.gameType).toBe('ELOTT');
      expect(new Date(lottery.nextDrawAt).getTime()).toBeGreaterThan(Date.now() - 1000);
    }
    expect((await get('/lgw/lottery/menu')).json().value.categories.map((c: { code: string }) => c.code)).toEqual(['FAST', 'VN', 'TH']);
  });

  it('answers past draws with numbers; an issue not yet drawn is 404', async () => {
    const draws = (await get('/lgw/lottery/numero?lotteryCode=TCG_LOTTO_VN_1M&limit=5')).json().value as { issue: string; numbers: string[] }[];
    expect(draws).toHaveLength(5);
    expect(draws[0]!.numbers).toHaveLength(5);
    const again = (await get(`/lgw/lottery/numero?lotteryCode=TCG_LOTTO_VN_1M&issue=${draws[1]!.issue}`)).json().value;
    expect(again[0].numbers).toEqual(draws[1]!.numbers);
    const next = (await get('/lgw/lottery/list')).json().value.find((l: { lotteryCode: string }) => l.lotteryCode === 'TCG_LOTTO_VN_1M').currentIssue;
    expect((await get(`/lgw/lottery/numero?lotteryCode=TCG_LOTTO_VN_1M&issue=${next}`)).statusCode).toBe(404);
    expect((await get('/lgw/lottery/numero?lotteryCode=NOPE')).statusCode).toBe(404);
  });

  it('publishes Vietnam draws by region with prize tiers', async () => {
    const north = (await get('/lgw/lottery/vn/recent?region=NORTH')).json().value;
    expect(north).toHaveLength(1);
    expect(north[0].prizes[0]).toMatchObject({ tier: 'DB' });
    expect(north[0].prizes[0].numbers[0]).toMatch(/^\d{5}$/);
    expect((await get('/lgw/lottery/vn/numero?lotteryCode=TCG_LOTTO_VN_HCM&limit=2')).json().value).toHaveLength(2);
  });
});

describe('lottery orders and cancellation (spec section 7)', () => {
  it('settles due orders and lists them with sub-orders', async () => {
    await settleLotteries({ db: server.database.db } as never);
    const page = (await get('/lgw/orders', token)).json().value;
    expect(page.totalCount).toBe(2);
    const settled = page.list.find((o: { lotteryCode: string }) => o.lotteryCode === 'TCG_LOTTO_VN_1M');
    expect(['WON', 'LOST']).toContain(settled.status);
    expect((await get('/lgw/orders/999999', token)).statusCode).toBe(404);
  });

  it('cancels an open sub-order with a refund, once', async () => {
    const open = (await get('/lgw/orders?lotteryCode=TCG_LOTTO_VN_HN', token)).json().value.list[0];
    const detail = (await get(`/lgw/orders/${open.orderId}`, token)).json().value;
    const sub = detail.subOrders[0];
    expect(sub.cancellable).toBe(true);
    const cancel = () => call(server.app, { method: 'POST', url: `/lgw/orders/${open.orderId}/sub/${sub.subOrderId}/cancel`, token });
    const first = (await cancel()).json().value;
    expect(first).toMatchObject({ refundAmount: sub.betAmount, subOrder: { status: 'CANCELLED', cancellable: false } });
    expect((await cancel()).statusCode).toBe(409);
    const settled = (await get('/lgw/orders?lotteryCode=TCG_LOTTO_VN_1M', token)).json().value.list[0];
    const closedSub = (await get(`/lgw/orders/${settled.orderId}`, token)).json().value.subOrders[0];
    expect((await call(server.app, { method: 'POST', url: `/lgw/orders/${settled.orderId}/sub/${closedSub.subOrderId}/cancel`, token })).statusCode).toBe(403);
  });
});
