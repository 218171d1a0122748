import { and, desc, eq, like } from 'drizzle-orm';
import { captchas, outbox } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { ok, resolveMerchant, type HandlerContext, type OperationRequest } from './context.js';

/**
 * Development-only helpers for end-to-end tests: the SMS outbox, the answer of a captcha and the mailbox.
 * A production server does not register these operations at all (see app.ts); this guard is a second lock.
 */
export function devHandlers(ctx: HandlerContext) {
  const guard = () => {
    if (ctx.config.production) throw new HttpError(404, 'URL_EMPTY', 'Not available in production');
  };
  return {
    async getDevSmsOutbox(request: OperationRequest<'getDevSmsOutbox'>) {
      guard();
      const merchant = await resolveMerchant(ctx, request);
      const { mobileNum } = request.query;
      const rows = await ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.merchantCode, merchant.code), eq(outbox.channel, 'sms'), like(outbox.recipient, `+%${mobileNum}`)))
        .orderBy(desc(outbox.id))
        .limit(20);
      return ok(
        rows
          // The recipient is +<dialling code><number>: what precedes the number is the dialling code.
          .filter((row) => /^\+\d{1,4}$/.test(row.recipient.slice(0, -mobileNum.length)))
          .map((row) => ({
            mobileNum,
            countryDialingCode: row.recipient.slice(0, -mobileNum.length),
            code: row.code ?? '',
            purpose: row.purpose ?? 'LOGIN',
            sentAt: row.createdAt.toISOString(),
            expirationTime: (row.expiresAt ?? row.createdAt).getTime(),
          })),
      );
    },

    async getDevCaptchaAnswer(request: OperationRequest<'getDevCaptchaAnswer'>) {
      guard();
      const merchant = await resolveMerchant(ctx, request);
      const key = request.params.captchaKey;
      const [row] =
        key === 'latest'
          ? await ctx.db.select().from(captchas).where(eq(captchas.merchantCode, merchant.code)).orderBy(desc(captchas.createdAt)).limit(1)
          : await ctx.db
              .select()
              .from(captchas)
              .where(and(eq(captchas.id, key), eq(captchas.merchantCode, merchant.code)));
      if (!row) throw new HttpError(404, 'NOT_FOUND', `No captcha ${key}`);
      return ok({ captchaKey: row.id, answer: row.answer });
    },

    async getDevMailbox(request: OperationRequest<'getDevMailbox'>) {
      guard();
      const merchant = await resolveMerchant(ctx, request);
      const rows = await ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.merchantCode, merchant.code), eq(outbox.channel, 'email'), eq(outbox.recipient, request.query.email)))
        .orderBy(desc(outbox.id))
        .limit(50);
      return ok(rows.map((row) => ({ to: row.recipient, subject: row.subject, text: row.body, sentAt: row.createdAt.toISOString() })));
    },
  };
}
