import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { captchas, outbox, smsCodes, type SmsPurpose } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { renderCaptcha } from './captcha.js';
import { newToken, numericCode, sha256 } from './crypto.js';
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

/**
 * Checks (and uses up) a captcha answer: 400 CAPTCHA_WRONG when missing, unknown, expired, used or wrong.
 * A captcha answers one form; it may also authorise one SMS send before it (`for: 'sms'`), so that the
 * registration form's captcha covers both its "Get code" and its submit. A wrong answer burns it either way.
 */
export async function checkCaptcha(
  db: Database,
  merchantCode: string,
  captchaKey: string | undefined,
  answer: string | undefined,
  value?: Record<string, unknown>,
  options: { for?: 'form' | 'sms' } = {},
): Promise<void> {
  if (!captchaKey || !answer) throw new HttpError(400, 'CAPTCHA_WRONG', 'Enter the captcha', value);
  const live = and(eq(captchas.id, captchaKey), eq(captchas.merchantCode, merchantCode), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`));
  const [row] =
    options.for === 'sms'
      ? await db
          .update(captchas)
          .set({ smsSentAt: sql`now()` })
          .where(and(live, isNull(captchas.smsSentAt)))
          .returning({ answer: captchas.answer })
      : await db
          .update(captchas)
          .set({ usedAt: sql`now()` })
          .where(live)
          .returning({ answer: captchas.answer });
  if (!row || row.answer !== answer.trim()) {
    if (row)
      await db
        .update(captchas)
        .set({ usedAt: sql`now()` })
        .where(eq(captchas.id, captchaKey));
    throw new HttpError(400, 'CAPTCHA_WRONG', 'Captcha wrong', value);
  }
}

interface SmsTarget {
  merchantCode: string;
  countryDialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
  clientIp: string;
}

/** The per-address budget of SMS sends (20 an hour): counted first, before anything about the number is looked at. */
export async function consumeSmsIpLimit(db: Database, clientIp: string): Promise<void> {
  await consume(db, `sms:ip:${clientIp}`, limits.smsPerIp);
}

/** The per-number rules: one code a minute (429 with the seconds left) and 5 an hour. */
export async function consumeSmsNumberLimit(db: Database, input: Omit<SmsTarget, 'purpose' | 'clientIp'>): Promise<void> {
  const [last] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(
      and(eq(smsCodes.merchantCode, input.merchantCode), eq(smsCodes.countryDialingCode, input.countryDialingCode), eq(smsCodes.mobileNum, input.mobileNum)),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (last) {
    const wait = Math.ceil((last.createdAt.getTime() + smsResendSeconds * 1000 - Date.now()) / 1000);
    if (wait > 0) throw new HttpError(429, 'RATE_LIMITED', 'A code was sent a moment ago; wait before asking again', { retryAfter: wait });
  }
  await consume(db, `sms:number:${input.merchantCode}:${input.countryDialingCode}${input.mobileNum}`, limits.smsPerNumber);
}

/**
 * Records a code (6 digits, 5 minutes) and sends it (to the development outbox). With `deliver: false` the code is
 * recorded but goes nowhere: a number without an account gets the same answer and countdown as one with an
 * account, and no message, so that the answer does not tell whether the number is registered.
 */
export async function issueSmsCode(db: Database, input: SmsTarget, options: { deliver?: boolean } = {}) {
  const number = `${input.countryDialingCode}${input.mobileNum}`;
  const code = numericCode(6);
  const expiresAt = new Date(Date.now() + smsTtlMs);
  await db.insert(smsCodes).values({ ...input, codeHash: sha256(options.deliver === false ? newToken() : code), expiresAt });
  if (options.deliver !== false) {
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
  }
  return { expirationTime: expiresAt.getTime(), resendAfter: smsResendSeconds };
}

/**
 * Checks an SMS code for a number and uses it up: the newest unused, unexpired code of an accepted purpose must
 * match, within 5 attempts. Otherwise 400 VERIFICATION_CODE_WRONG. Each check counts one attempt in a single
 * conditional UPDATE before the comparison, so concurrent guesses on any instance cannot exceed the 5 tries.
 */
export async function verifySmsCode(
  db: Database,
  input: { merchantCode: string; countryDialingCode: string; mobileNum: string; purposes: SmsPurpose[]; code: string | undefined },
  options: { consume?: boolean } = {},
): Promise<number> {
  if (!input.code) throw new HttpError(400, 'VERIFICATION_CODE_WRONG', 'Enter the verification code');
  const newest = db
    .select({ id: smsCodes.id })
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
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  const [attempt] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, newest), lt(smsCodes.attempts, smsMaxAttempts), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  if (!attempt || attempt.codeHash !== sha256(input.code)) throw new HttpError(400, 'VERIFICATION_CODE_WRONG', 'Verification code error');
  if (options.consume !== false) await consumeSmsCode(db, attempt.id);
  return attempt.id;
}

/** Uses up a checked SMS code (once: a second use is 400 VERIFICATION_CODE_WRONG). */
export async function consumeSmsCode(db: Database, id: number): Promise<void> {
  const used = await db
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (!used.length) throw new HttpError(400, 'VERIFICATION_CODE_WRONG', 'Verification code error');
}

/** Delivers an e-mail to the development mailbox. */
export async function sendMail(db: Database, merchantCode: string, to: string, subject: string, body: string): Promise<void> {
  await db.insert(outbox).values({ merchantCode, channel: 'email', recipient: to, subject, body });
}
