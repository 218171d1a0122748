import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { captchas, outbox, smsCodes, type SmsPurpose } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { renderCaptcha } from './captcha.js';
import { numericCode, sha256 } from './crypto.js';
import { consume, limits } from './rate-limit.js';

export const captchaTtlMs = 5 * 60_000;
export const smsTtlMs = 5 * 60_000;
/** Seconds before another code may be sent to the same number (the client's countdown). */
export const smsResendSeconds = 60;
const smsMaxAttempts = 5;

/** A new captcha; its answer is kept (single use, 5 minutes). */
export async function issueCaptcha(db: Database, merchantCode: string, clientIp: string) {
  await consume(db, `captcha:ip:${clientIp}`, limits.captchaPerIp);
  const { answer, image } = await renderCaptcha();
  const captchaKey = randomUUID();
  const expiresAt = new Date(Date.now() + captchaTtlMs);
  await db.insert(captchas).values({ id: captchaKey, merchantCode, answer, clientIp, expiresAt });
  // Old captchas are useless: prune the expired ones as new ones are issued.
  await db.delete(captchas).where(sql`${captchas.expiresAt} < now() - interval '1 hour'`);
  return { captchaKey, image, expiresAt: expiresAt.toISOString() };
}

/** Checks (and uses up) a captcha answer: 400 CAPTCHA_WRONG when missing, unknown, expired, used or wrong. */
export async function checkCaptcha(db: Database, merchantCode: string, captchaKey: string | undefined, answer: string | undefined, value?: Record<string, unknown>): Promise<void> {
  if (!captchaKey || !answer) throw new HttpError(400, 'CAPTCHA_WRONG', 'Enter the captcha', value);
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, captchaKey), eq(captchas.merchantCode, merchantCode), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
    .returning({ answer: captchas.answer });
  if (!row || row.answer !== answer.trim()) throw new HttpError(400, 'CAPTCHA_WRONG', 'Captcha wrong', value);
}

/** Sends (to the development outbox) an SMS code: 6 digits, 5 minutes, one per number a minute, rate-limited. */
export async function sendSmsCode(db: Database, input: { merchantCode: string; countryDialingCode: string; mobileNum: string; purpose: SmsPurpose; clientIp: string }) {
  const number = `${input.countryDialingCode}${input.mobileNum}`;
  await consume(db, `sms:ip:${input.clientIp}`, limits.smsPerIp);
  const [last] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.merchantCode, input.merchantCode), eq(smsCodes.countryDialingCode, input.countryDialingCode), eq(smsCodes.mobileNum, input.mobileNum)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (last) {
    const wait = Math.ceil((last.createdAt.getTime() + smsResendSeconds * 1000 - Date.now()) / 1000);
    if (wait > 0) throw new HttpError(429, 'RATE_LIMITED', 'A code was sent a moment ago; wait before asking again', { retryAfter: wait });
  }
  await consume(db, `sms:number:${input.merchantCode}:${number}`, limits.smsPerNumber);
  const code = numericCode(6);
  const expiresAt = new Date(Date.now() + smsTtlMs);
  await db.insert(smsCodes).values({ ...input, codeHash: sha256(code), expiresAt });
  await db.insert(outbox).values({
    merchantCode: input.merchantCode,
    channel: 'sms',
    recipient: number,
    subject: input.purpose,
    body: `Your verification code is ${code}. It expires in 5 minutes.`,
    purpose: input.purpose,
    code,
    expiresAt,
  });
  return { expirationTime: expiresAt.getTime(), resendAfter: smsResendSeconds };
}

/**
 * Checks an SMS code for a number and uses it up: the newest unused, unexpired code of an accepted purpose must
 * match, within 5 attempts. Otherwise 400 VERIFICATION_CODE_WRONG.
 */
export async function verifySmsCode(db: Database, input: { merchantCode: string; countryDialingCode: string; mobileNum: string; purposes: SmsPurpose[]; code: string | undefined }): Promise<void> {
  if (!input.code) throw new HttpError(400, 'VERIFICATION_CODE_WRONG', 'Enter the verification code');
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.merchantCode, input.merchantCode),
        eq(smsCodes.countryDialingCode, input.countryDialingCode),
        eq(smsCodes.mobileNum, input.mobileNum),
        inArray(smsCodes.purpose, input.purposes),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row || row.attempts >= smsMaxAttempts) throw new HttpError(400, 'VERIFICATION_CODE_WRONG', 'Verification code error');
  if (row.codeHash !== sha256(input.code)) {
    await db.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` }).where(eq(smsCodes.id, row.id));
    throw new HttpError(400, 'VERIFICATION_CODE_WRONG', 'Verification code error');
  }
  const used = await db.update(smsCodes).set({ usedAt: sql`now()` }).where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt))).returning({ id: smsCodes.id });
  if (!used.length) throw new HttpError(400, 'VERIFICATION_CODE_WRONG', 'Verification code error');
}

/** Delivers an e-mail to the development mailbox. */
export async function sendMail(db: Database, merchantCode: string, to: string, subject: string, body: string): Promise<void> {
  await db.insert(outbox).values({ merchantCode, channel: 'email', recipient: to, subject, body });
}
