import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { deposits, members, merchants } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { completeDeposit } from '../handlers/wallet.js';
import type { HandlerContext } from '../handlers/context.js';
import { fromMinorUnits } from '@whitelabel/rules';

const gatewayTtlMs = 15 * 60_000;
/** Stands for this site when a return path is resolved: a path that leaves it names another origin. */
const sameSiteBase = new URL('https://this-site.invalid');

/**
 * The simulated payment gateway a gateway deposit's payUrl opens: one confirmation page; paying credits the
 * deposit (and its promotion bonus) in one transaction and returns the player to the site.
 */
export function payRoutes(ctx: HandlerContext) {
  async function pending(reference: string) {
    const [found] = await ctx.db
      .select({ deposit: deposits, code: merchants.code, domains: merchants.domains, mainDomain: merchants.mainDomain })
      .from(deposits)
      .innerJoin(members, eq(members.id, deposits.memberId))
      .innerJoin(merchants, eq(merchants.code, members.merchantCode))
      .where(and(eq(deposits.reference, reference), eq(deposits.method, 'GATEWAY')));
    if (!found) throw new HttpError(404, 'NOT_FOUND', 'No such payment');
    return found;
  }
  /**
   * Where the player goes back after paying: a path on this site, or an address on one of the deposit's merchant's
   * own domains (and, outside production, the loopback hosts the development sites run on: `localhost` and the
   * merchant's `<code>.localhost`). Anything else
   * (another site, `//host`, `javascript:`) falls back to the deposit record. Text with a control character or a space
   * is refused whole: browsers drop tabs and line breaks inside a URL, so `/<tab>/host` reads as `//host`. A path is
   * resolved the way a browser resolves it, and kept only when it stays on this site.
   */
  const safeReturn = (url: string | undefined, merchant: { code: string; domains: string[]; mainDomain: string }) => {
    const fallback = '/m/voucherCenter';
    // eslint-disable-next-line no-control-regex -- the control characters are what this refuses
    if (!url || /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/.test(url)) return fallback;
    if (url.startsWith('/')) {
      const resolved = URL.parse(url, sameSiteBase.href);
      const path = resolved ? `${resolved.pathname}${resolved.search}${resolved.hash}` : '';
      // `/..//host` resolves to the path `//host`, itself protocol-relative once sent as a Location.
      return resolved?.origin === sameSiteBase.origin && path.startsWith('/') && !path.startsWith('//') ? path : fallback;
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return fallback;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return fallback;
    if (parsed.username || parsed.password) return fallback;
    const host = parsed.hostname.toLowerCase();
    const own = merchant.domains.includes(host) || host === merchant.mainDomain || host.endsWith(`.${merchant.mainDomain}`);
    const loopback = !ctx.config.production && (host === 'localhost' || host === `${merchant.code}.localhost` || host === '127.0.0.1' || host === '[::1]');
    return own || loopback ? parsed.href : fallback;
  };

  return async function plugin(app: FastifyInstance) {
    app.get<{ Params: { reference: string }; Querystring: { return?: string } }>('/wps/pay/:reference', async (request, reply) => {
      const found = await pending(request.params.reference);
      const row = found.deposit;
      const expired = row.status === 'PENDING' && Date.now() - row.createdAt.getTime() > gatewayTtlMs;
      const nonce = randomBytes(16).toString('base64');
      const back = safeReturn(request.query.return, found);
      const action = `/wps/pay/${encodeURIComponent(row.reference)}?return=${encodeURIComponent(back)}`;
      // The form's answer redirects to the return address, and form-action covers redirects: it names that origin too.
      const returnOrigin = back.startsWith('/') ? '' : ` ${new URL(back).origin}`;
      void reply
        .header('content-security-policy', `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'${returnOrigin}; base-uri 'none'`)
        .header('cache-control', 'no-store');
      return reply.type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Payment</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;text-align:center}button{font-size:18px;padding:12px 32px;border-radius:24px;border:0;background:#11998e;color:#fff;min-height:44px}</style></head>
<body><h1>${row.channel ?? 'Payment'}</h1><p>Order ${row.id}</p><p><strong>${fromMinorUnits(row.amount)}</strong></p>
${row.status !== 'PENDING' || expired ? `<p>${expired ? 'EXPIRED' : row.status}</p>` : `<form method="post" action="${action}"><button type="submit">PAY</button></form>`}</body></html>`);
    });

    app.post<{ Params: { reference: string }; Querystring: { return?: string } }>('/wps/pay/:reference', async (request, reply) => {
      const found = await pending(request.params.reference);
      const row = found.deposit;
      if (row.status === 'PENDING' && Date.now() - row.createdAt.getTime() > gatewayTtlMs) {
        await ctx.db
          .update(deposits)
          .set({ status: 'CANCELLED' })
          .where(and(eq(deposits.id, row.id), eq(deposits.status, 'PENDING')));
        throw new HttpError(409, 'NO_PERMISSION', 'The payment expired');
      }
      await completeDeposit(ctx, row.id);
      return reply.redirect(safeReturn(request.query.return, found), 303);
    });
  };
}
