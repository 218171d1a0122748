import { artSizes } from '../services/art.js';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { dayRange } from '../services/days.js';
import { rowId } from '../services/ids.js';
import { lotteries, lotteryOrders, lotterySubOrders } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { drawOf, drawTime, indexOfIssue, isClosed, issueOf, openIndex, type Lottery } from '../services/lottery.js';
import { lockMember } from '../services/locks.js';
import { fromMinorUnits, utcDay } from '@whitelabel/rules';
import { applyToWallet, balanceOf } from '../services/wallet.js';
import {
  absoluteUrl,
  authenticate,
  authenticateReal,
  ok,
  pageOf,
  paging,
  resolveMerchant,
  type HandlerContext,
  type OperationRequest,
  type Merchant,
} from './context.js';

const categoryNames: Record<string, string> = { FAST: 'Fast lotteries', VN: 'Vietnam lotteries', TH: 'Thai lotteries' };
const playNames: Record<string, string> = { LAST2: 'Last two digits', BIG_SMALL: 'Big / small' };
/** Vietnam prize tiers and the digits of each number (DB = special prize). */
const vnTiers: [string, number, number][] = [
  ['DB', 5, 1],
  ['G1', 5, 1],
  ['G2', 5, 2],
  ['G3', 5, 6],
  ['G4', 4, 4],
  ['G5', 4, 6],
  ['G6', 3, 3],
  ['G7', 2, 4],
];

type SubOrderRow = typeof lotterySubOrders.$inferSelect;
type OrderRow = typeof lotteryOrders.$inferSelect;

function orderStatus(subs: SubOrderRow[]): 'PENDING' | 'WON' | 'LOST' | 'CANCELLED' | 'PARTIAL' {
  if (subs.every((s) => s.status === 'CANCELLED')) return 'CANCELLED';
  if (subs.some((s) => s.status === 'PENDING')) return 'PENDING';
  if (subs.some((s) => s.status === 'CANCELLED')) return 'PARTIAL';
  return subs.some((s) => s.status === 'WON') ? 'WON' : 'LOST';
}

/** Prize numbers of a Vietnam draw: each ends with the drawn two-digit number of its slot. */
function vnPrizes(code: string, issue: string, numbers: string[]) {
  const digits = createHash('sha256')
    .update(`${code}|${issue}`)
    .digest('hex')
    .replace(/[a-f]/g, (c) => String(c.charCodeAt(0) % 10));
  let slot = 0;
  return vnTiers.map(([tier, length, countOf]) => ({
    tier: tier as 'DB',
    numbers: Array.from({ length: countOf }, () => {
      const number = `${digits.slice(slot * 4, slot * 4 + length - 2).padEnd(length - 2, '0')}${numbers[slot % numbers.length] ?? '00'}`;
      slot += 1;
      return number;
    }),
  }));
}

export function lotteryHandlers(ctx: HandlerContext) {
  async function offered(merchant: Merchant): Promise<Lottery[]> {
    const rows = await ctx.db.select().from(lotteries).orderBy(asc(lotteries.sort));
    return rows.filter((row) => !merchant.hiddenVendors.includes(row.vassalage));
  }

  async function findLottery(merchant: Merchant, code: string): Promise<Lottery> {
    const lottery = (await offered(merchant)).find((row) => row.code === code);
    if (!lottery) throw new HttpError(404, 'NOT_FOUND', `No lottery ${code}`);
    return lottery;
  }

  function drawView(lottery: Lottery, draw: { issue: string; drawnAt: Date; numbers: string[] }) {
    const next = openIndex(lottery);
    return {
      lotteryCode: lottery.code,
      issue: draw.issue,
      drawnAt: draw.drawnAt.toISOString(),
      numbers: draw.numbers,
      nextIssue: issueOf(lottery, next),
      nextDrawAt: drawTime(lottery, next).toISOString(),
    };
  }

  function vnView(lottery: Lottery, draw: { issue: string; drawnAt: Date; numbers: string[] }) {
    return {
      lotteryCode: lottery.code,
      province: lottery.name.replace(/ Lottery$/, ''),
      region: lottery.vnRegion as 'NORTH',
      issue: draw.issue,
      drawDate: utcDay(new Date(draw.drawnAt.getTime() - 1000)),
      prizes: vnPrizes(lottery.code, draw.issue, draw.numbers),
    };
  }

  /** The last `limit` draws (newest first), drawn on first request if the scheduler has not yet. */
  async function recentDraws(lottery: Lottery, limit: number) {
    const last = openIndex(lottery) - 1;
    const draws = [];
    for (let k = last; k > last - limit; k -= 1) {
      const draw = await drawOf(ctx, lottery, k);
      if (draw) draws.push(draw);
    }
    return draws;
  }

  async function orderView(order: OrderRow, subs: SubOrderRow[], lotteryName: string) {
    return {
      orderId: String(order.id),
      lotteryCode: order.lotteryCode,
      lotteryName,
      issue: order.issue,
      playType: order.playType as 'Tradition',
      betAmount: fromMinorUnits(subs.reduce((sum, s) => sum + s.amount, 0)),
      winAmount: fromMinorUnits(subs.reduce((sum, s) => sum + s.win, 0)),
      status: orderStatus(subs),
      subOrderCount: subs.length,
      createdAt: order.createdAt.toISOString(),
    };
  }

  function subView(lottery: Lottery | undefined, order: OrderRow, sub: SubOrderRow) {
    const k = lottery ? indexOfIssue(lottery, order.issue) : undefined;
    return {
      subOrderId: String(sub.id),
      playCode: sub.playCode,
      playName: playNames[sub.playCode] ?? sub.playCode,
      betContent: sub.betContent,
      odds: sub.odds,
      multiple: sub.multiple,
      betAmount: fromMinorUnits(sub.amount),
      winAmount: fromMinorUnits(sub.win),
      status: sub.status,
      cancellable: sub.status === 'PENDING' && lottery !== undefined && k !== undefined && !isClosed(lottery, k),
    };
  }

  async function memberOrder(request: OperationRequest<'getLotteryOrderDetail' | 'cancelLotterySubOrder'>) {
    const auth = await authenticate(ctx, request);
    const id = rowId(request.params.orderId) ?? -1;
    const [order] = await ctx.db
      .select()
      .from(lotteryOrders)
      .where(and(eq(lotteryOrders.id, id), eq(lotteryOrders.memberId, auth.member.id)));
    if (!order) throw new HttpError(404, 'NOT_FOUND', `No order ${request.params.orderId}`);
    const subs = await ctx.db.select().from(lotterySubOrders).where(eq(lotterySubOrders.orderId, order.id)).orderBy(asc(lotterySubOrders.id));
    const [lottery] = await ctx.db.select().from(lotteries).where(eq(lotteries.code, order.lotteryCode));
    return { auth, order, subs, lottery };
  }

  return {
    async getLotteries(request: OperationRequest<'getLotteries'>) {
      const merchant = await resolveMerchant(ctx, request);
      const list = (await offered(merchant)).filter((row) => !request.query.gameType || row.gameType === request.query.gameType);
      return ok(
        list.map((lottery) => {
          const k = openIndex(lottery);
          return {
            lotteryCode: lottery.code,
            name: lottery.name,
            gameType: lottery.gameType,
            vassalage: lottery.vassalage,
            iconUrl: absoluteUrl(request, `/wps/assets/lottery/${lottery.code}?w=${artSizes.vendorIcon.width}`),
            prizeMode: lottery.prizeMode as 'Lott',
            playTypes: lottery.playTypes as 'Tradition'[],
            drawIntervalSeconds: lottery.intervalSeconds,
            currentIssue: issueOf(lottery, k),
            nextDrawAt: drawTime(lottery, k).toISOString(),
            status: (isClosed(lottery, k) ? 'CLOSED' : 'OPEN') as 'OPEN' | 'CLOSED',
          };
        }),
      );
    },

    async getLotteryMenu(request: FastifyRequest) {
      const list = await offered(await resolveMerchant(ctx, request));
      const categories = [...new Set(list.map((row) => row.category))];
      return ok({
        categories: categories.map((code, sorting) => ({
          code,
          name: categoryNames[code] ?? code,
          sorting,
          lotteryCodes: list.filter((row) => row.category === code).map((row) => row.code),
        })),
      });
    },

    async getDrawNumbers(request: OperationRequest<'getDrawNumbers'>) {
      const lottery = await findLottery(await resolveMerchant(ctx, request), request.query.lotteryCode);
      if (request.query.issue) {
        const k = indexOfIssue(lottery, request.query.issue);
        const draw = k === undefined ? undefined : await drawOf(ctx, lottery, k);
        if (!draw) throw new HttpError(404, 'NOT_FOUND', `Issue ${request.query.issue} has not been drawn`);
        return ok([drawView(lottery, draw)]);
      }
      return ok((await recentDraws(lottery, Math.min(request.query.limit ?? 10, 50))).map((draw) => drawView(lottery, draw)));
    },

    async getVietnamRecentDraws(request: OperationRequest<'getVietnamRecentDraws'>) {
      const list = (await offered(await resolveMerchant(ctx, request))).filter(
        (row) => row.vnRegion && (!request.query.region || row.vnRegion === request.query.region),
      );
      const result = [];
      for (const lottery of list) {
        const [draw] = await recentDraws(lottery, 1);
        if (draw) result.push(vnView(lottery, draw));
      }
      return ok(result);
    },

    async getVietnamDrawNumbers(request: OperationRequest<'getVietnamDrawNumbers'>) {
      const lottery = await findLottery(await resolveMerchant(ctx, request), request.query.lotteryCode);
      if (!lottery.vnRegion) throw new HttpError(404, 'NOT_FOUND', `${lottery.code} is not a Vietnam lottery`);
      // One day: that day's draw if it is among the last 30 (the most the operation lists), else none.
      if (request.query.drawDate) {
        const k = indexOfIssue(lottery, request.query.drawDate.replaceAll('-', ''));
        const last = openIndex(lottery) - 1;
        const draw = k !== undefined && k <= last && k > last - 30 ? await drawOf(ctx, lottery, k) : undefined;
        return ok(draw ? [vnView(lottery, draw)] : []);
      }
      return ok((await recentDraws(lottery, Math.min(request.query.limit ?? 7, 30))).map((draw) => vnView(lottery, draw)));
    },

    async getLotteryOrders(request: OperationRequest<'getLotteryOrders'>) {
      const auth = await authenticate(ctx, request);
      const { pageNo, pageSize, offset } = paging(request.query);
      const conditions: SQL[] = [eq(lotteryOrders.memberId, auth.member.id)];
      if (request.query.lotteryCode) conditions.push(eq(lotteryOrders.lotteryCode, request.query.lotteryCode));
      conditions.push(...dayRange(lotteryOrders.createdAt, request.query.startDate, request.query.endDate));
      const orders = await ctx.db
        .select()
        .from(lotteryOrders)
        .where(and(...conditions))
        .orderBy(desc(lotteryOrders.createdAt), desc(lotteryOrders.id));
      const subs = orders.length
        ? await ctx.db
            .select()
            .from(lotterySubOrders)
            .where(
              inArray(
                lotterySubOrders.orderId,
                orders.map((o) => o.id),
              ),
            )
        : [];
      const names = new Map((await ctx.db.select().from(lotteries)).map((row) => [row.code, row.name]));
      const views = await Promise.all(
        orders.map((order) =>
          orderView(
            order,
            subs.filter((s) => s.orderId === order.id),
            names.get(order.lotteryCode) ?? order.lotteryCode,
          ),
        ),
      );
      const filtered = request.query.status ? views.filter((view) => view.status === request.query.status) : views;
      const [total] = await ctx.db
        .select({ n: count() })
        .from(lotteryOrders)
        .where(and(...conditions));
      return ok(pageOf(filtered.slice(offset, offset + pageSize), request.query.status ? filtered.length : (total?.n ?? 0), pageNo, pageSize));
    },

    async getLotteryOrderDetail(request: OperationRequest<'getLotteryOrderDetail'>) {
      const { order, subs, lottery } = await memberOrder(request);
      return ok({ order: await orderView(order, subs, lottery?.name ?? order.lotteryCode), subOrders: subs.map((sub) => subView(lottery, order, sub)) });
    },

    /**
     * Cancels a pending sub-order of the member's own order before its issue closes and refunds the stake, under the
     * member's row lock (one refund however many requests race). Repeating it for a cancelled sub-order answers the same
     * cancellation without refunding again; a settled one, or one whose issue has closed, is NO_PERMISSION.
     */
    async cancelLotterySubOrder(request: OperationRequest<'cancelLotterySubOrder'>) {
      await authenticateReal(ctx, request);
      const { auth, order, subs, lottery } = await memberOrder(request);
      const found = subs.find((s) => String(s.id) === request.params.subOrderId);
      if (!found) throw new HttpError(404, 'NOT_FOUND', `No sub-order ${request.params.subOrderId}`);
      const k = lottery ? indexOfIssue(lottery, order.issue) : undefined;
      const result = await ctx.db.transaction(async (tx) => {
        await lockMember(tx, auth.member.id);
        const [sub] = await tx.select().from(lotterySubOrders).where(eq(lotterySubOrders.id, found.id));
        if (!sub) throw new HttpError(404, 'NOT_FOUND', `No sub-order ${request.params.subOrderId}`);
        if (sub.status === 'CANCELLED') return { sub, balance: await balanceOf(tx, auth.member.id) };
        if (sub.status !== 'PENDING') throw new HttpError(403, 'NO_PERMISSION', 'This sub-order has been settled');
        if (!lottery || k === undefined || isClosed(lottery, k)) throw new HttpError(403, 'NO_PERMISSION', 'Betting on this issue has closed');
        const [row] = await tx
          .update(lotterySubOrders)
          .set({ status: 'CANCELLED' })
          .where(and(eq(lotterySubOrders.id, sub.id), eq(lotterySubOrders.status, 'PENDING')))
          .returning();
        if (!row) throw new HttpError(403, 'NO_PERMISSION', 'This sub-order has been settled');
        const balance = await applyToWallet(tx, auth.member.id, sub.amount, 'lottery_refund', `lottery-${order.id}-${sub.id}`);
        return { sub: row, balance };
      });
      return ok({ subOrder: subView(lottery, order, result.sub), refundAmount: fromMinorUnits(result.sub.amount), sumBalance: fromMinorUnits(result.balance) });
    },
  };
}
