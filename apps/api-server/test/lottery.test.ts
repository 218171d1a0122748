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
    const list = (await get('/lgw/lottery/list?gameType=ELOTT')).json().value as {
      lotteryCode: string;
      currentIssue: string;
      nextDrawAt: string;
      gameType: string;
    }[];
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
    const two = (await get('/lgw/lottery/vn/numero?lotteryCode=TCG_LOTTO_VN_HCM&limit=2')).json().value;
    expect(two).toHaveLength(2);
    expect((await get('/lgw/lottery/vn/numero?lotteryCode=TCG_LOTTO_VN_HCM')).json().value).toHaveLength(7);
    // One day: that day's draw, the same numbers; a day not drawn yet or long gone answers none.
    expect((await get(`/lgw/lottery/vn/numero?lotteryCode=TCG_LOTTO_VN_HCM&drawDate=${two[1].drawDate}`)).json().value).toEqual([two[1]]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await get(`/lgw/lottery/vn/numero?lotteryCode=TCG_LOTTO_VN_HCM&drawDate=${tomorrow}`)).json().value).toEqual([]);
    expect((await get('/lgw/lottery/vn/numero?lotteryCode=TCG_LOTTO_VN_HCM&drawDate=2001-01-01')).json().value).toEqual([]);
  });
});

describe('lottery orders and cancellation (spec section 7)', () => {
  type Order = { orderId: string; lotteryCode: string; status: string; createdAt: string; betAmount: string; subOrderCount: number };
  type Sub = { subOrderId: string; betAmount: string; status: string; cancellable: boolean };
  const balance = async (t: string) => (await get('/wps/wallets/gcs', t)).json().value.sumBalance as string;
  const refunds = async (t: string) =>
    (await get('/wps/member/transactions?txCode=LOTTERY_REFUND&pageSize=100', t)).json().value.list as { amount: string; remark: string }[];
  const cancel = (orderId: string, subOrderId: string, t = token) =>
    call(server.app, { method: 'POST', url: `/lgw/orders/${orderId}/sub/${subOrderId}/cancel`, token: t });
  const openSubOf = async (code: string) => {
    const order = (await get(`/lgw/orders?lotteryCode=${code}`, token))
      .json()
      .value.list.find((o: Order) => o.status === 'PENDING' || o.status === 'PARTIAL') as Order;
    const detail = (await get(`/lgw/orders/${order.orderId}`, token)).json().value as { order: Order; subOrders: Sub[] };
    return { order, sub: detail.subOrders.find((s) => s.cancellable)! };
  };

  it('settles due orders and lists the seeded history newest first, page by page', async () => {
    await settleLotteries({ db: server.database.db });
    const first = (await get('/lgw/orders?pageSize=10', token)).json().value;
    // 22 settled orders of the last two weeks, two open ones on tomorrow's Vietnam draws and one fast draw just due.
    expect(first).toMatchObject({ totalCount: 25, totalPages: 3, pageNum: 1 });
    const pages = [first, ...(await Promise.all([2, 3].map(async (n) => (await get(`/lgw/orders?pageSize=10&pageNo=${n}`, token)).json().value)))];
    const all = pages.flatMap((page) => page.list as Order[]);
    expect(all.map((o) => o.orderId)).toHaveLength(25);
    expect(new Set(all.map((o) => o.orderId)).size).toBe(25);
    const times = all.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      all
        .filter((o) => o.status === 'PENDING')
        .map((o) => o.lotteryCode)
        .sort(),
    ).toEqual(['TCG_LOTTO_VN_HCM', 'TCG_LOTTO_VN_HN']);
    expect(all.filter((o) => o.status === 'PARTIAL')).toHaveLength(2);
    expect(all.some((o) => o.status === 'WON')).toBe(true);
    const settled = all.find((o) => o.lotteryCode === 'TCG_LOTTO_VN_1M' && Date.now() - Date.parse(o.createdAt) < 86_400_000)!;
    expect(['WON', 'LOST']).toContain(settled.status);
    const won = (await get('/lgw/orders?status=WON&pageSize=50', token)).json().value;
    expect(won.list.every((o: Order) => o.status === 'WON')).toBe(true);
    expect(won.totalCount).toBe(won.list.length);
    expect((await get('/lgw/orders/999999', token)).statusCode).toBe(404);
  });

  it('shows a settled order with its draw-settled sub-orders, none cancellable', async () => {
    const won = (await get('/lgw/orders?status=WON', token)).json().value.list[0] as Order;
    const detail = (await get(`/lgw/orders/${won.orderId}`, token)).json().value as { order: Order; subOrders: (Sub & { winAmount: string })[] };
    expect(detail.subOrders).toHaveLength(won.subOrderCount);
    expect(detail.subOrders.some((s) => s.status === 'WON' && Number(s.winAmount) > 0)).toBe(true);
    expect(detail.subOrders.every((s) => !s.cancellable)).toBe(true);
  });

  it('cancels an open sub-order: the stake goes back to the wallet with a ledger entry, once', async () => {
    const { order, sub } = await openSubOf('TCG_LOTTO_VN_HN');
    expect(sub.cancellable).toBe(true);
    const before = await balance(token);
    const first = await cancel(order.orderId, sub.subOrderId);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({
      refundAmount: sub.betAmount,
      subOrder: { subOrderId: sub.subOrderId, status: 'CANCELLED', cancellable: false },
    });
    // Money as minor units: "2000.00" + "10.00" is exactly "2010.00", as the wallet says.
    const after = await balance(token);
    expect(toCents(after)).toBe(toCents(before) + toCents(sub.betAmount));
    expect(first.json().value.sumBalance).toBe(after);
    const reference = `lottery-${order.orderId}-${sub.subOrderId}`;
    expect((await refunds(token)).filter((row) => row.remark === reference)).toEqual([expect.objectContaining({ amount: sub.betAmount })]);
    // The same call again answers the same cancellation and refunds nothing more.
    const again = await cancel(order.orderId, sub.subOrderId);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toMatchObject({ refundAmount: sub.betAmount, sumBalance: after, subOrder: { status: 'CANCELLED' } });
    expect(await balance(token)).toBe(after);
    expect((await refunds(token)).filter((row) => row.remark === reference)).toHaveLength(1);
    const detail = (await get(`/lgw/orders/${order.orderId}`, token)).json().value;
    expect(detail.subOrders.find((s: Sub) => s.subOrderId === sub.subOrderId)).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(detail.order.status).toBe('PENDING');
  });

  it('refunds once when cancellations of one sub-order race', async () => {
    const { order, sub } = await openSubOf('TCG_LOTTO_VN_HCM');
    const before = await balance(token);
    const answers = await Promise.all(Array.from({ length: 4 }, () => cancel(order.orderId, sub.subOrderId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(toCents(await balance(token))).toBe(toCents(before) + toCents(sub.betAmount));
    expect((await refunds(token)).filter((row) => row.remark === `lottery-${order.orderId}-${sub.subOrderId}`)).toHaveLength(1);
  });

  it("refuses settled and closed sub-orders (403) and another member's order (404), refunding nothing", async () => {
    const settled = (await get('/lgw/orders?status=LOST', token)).json().value.list[0] as Order;
    const closedSub = (await get(`/lgw/orders/${settled.orderId}`, token)).json().value.subOrders[0] as Sub;
    const before = await balance(token);
    const refused = await cancel(settled.orderId, closedSub.subOrderId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NO_PERMISSION');

    const { order, sub } = await openSubOf('TCG_LOTTO_VN_HCM');
    const other = await login(server.app, 'member0');
    const otherBefore = await balance(other);
    expect((await get(`/lgw/orders/${order.orderId}`, other)).statusCode).toBe(404);
    const foreign = await cancel(order.orderId, sub.subOrderId, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    // player3's order of lucky88 is not goldenlotus's player3's either.
    const lotus = await login(server.app, 'player3', { merchant: 'goldenlotus' });
    expect((await call(server.app, { method: 'GET', url: `/lgw/orders/${order.orderId}`, token: lotus, merchant: 'goldenlotus' })).statusCode).toBe(404);
    expect((await cancel(order.orderId, `${Number(sub.subOrderId) + 100_000}`)).statusCode).toBe(404);
    expect(await balance(other)).toBe(otherBefore);
    expect(await balance(token)).toBe(before);
    expect((await get(`/lgw/orders/${order.orderId}`, token)).json().value.subOrders.find((s: Sub) => s.subOrderId === sub.subOrderId).status).toBe('PENDING');
  });

  it('keeps the wallet ledger adding up to the balance after the seeded lottery history', async () => {
    const rows = (await get('/wps/member/transactions?pageSize=100', token)).json().value.list as { amount: string; balanceAfter: string; createdAt: string }[];
    const newestFirst = [...rows].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    expect(newestFirst[0]!.balanceAfter).toBe(await balance(token));
    const lottery = (await get('/wps/member/transactions?txCode=LOTTERY&pageSize=100', token)).json().value.list;
    expect(lottery.length).toBeGreaterThanOrEqual(25);
  });
});

function toCents(value: string): number {
  const [whole = '0', cents = '00'] = value.split('.');
  return Number(whole) * 100 + Number(cents);
}
