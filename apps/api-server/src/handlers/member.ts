import type { FastifyRequest } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { validatePayload } from '../contract.js';
import { affiliateUrls, feedback, members, payloadNonces, sessions, wallets, type RegisterSettings } from '../db/schema.js';
import { HttpError, type ErrorCode } from '../errors.js';
import { hashPassword, newToken, sha256, verifyPassword } from '../services/crypto.js';
import { fromMinorUnits } from '@whitelabel/rules';
import { sendWelcomeMessages } from '../services/inbox.js';
import { memberTotals, rankBenefits, vipLevelOf, vipRanksOf } from '../services/vip.js';
import { consume, limits } from '../services/rate-limit.js';
import { passesRule, ruleByKey } from '../services/register-rules.js';
import { openSession } from '../services/sessions.js';
import { receivedImages } from '../services/multipart.js';
import { storeImage } from '../services/uploads.js';
import { phoneVerifier } from '../services/phone-verification.js';
import { checkCaptcha, consumeSmsIpLimit, consumeSmsNumberLimit, issueCaptcha, issueSmsCode, sendMail } from '../services/verification.js';
import {
  absoluteUrl,
  authenticate,
  authenticateReal,
  memberSiteUrl,
  ok,
  resolveContentLanguage,
  resolveMerchant,
  type HandlerContext,
  type OperationRequest,
  type Member,
  type Merchant,
} from './context.js';
import { translate } from '../services/content-language.js';
import type { Schema } from '@whitelabel/api/server';
import { artSizes } from '../services/art.js';

/** Head icons members may choose (setHeadIcon, getHeadIconPresets), drawn by /wps/assets/avatars. */
export const headIconPresets = Array.from({ length: 12 }, (_, index) => String(index + 1));

/** The catalogue code for a field that breaks its rule (spec section 8 messages). */
const formatCodes: Record<string, ErrorCode> = {
  username: 'ACCOUNT_FORMAT_INVALID',
  password: 'PASSWORD_FORMAT_INVALID',
  email: 'EMAIL_FORMAT_INVALID',
  mobileNum: 'MOBILE_NUMBER_INVALID',
  payeeName: 'REAL_NAME_FORMAT_INVALID',
};

/** How long the link of a password-reset e-mail works. */
const passwordResetTtlMs = 30 * 60_000;

/**
 * The stored key of a password-reset link (in the one-time table, like Firebase tokens): its secret is never stored,
 * and the member's current password hash is part of it, so a password change kills every link sent before.
 */
const passwordResetKey = (memberId: number, secret: string, passwordHash: string) => `password-reset:${memberId}:${sha256(`${secret}:${passwordHash}`)}`;

const contactFields = ['qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length <= 4 ? '****' : `${mobile.slice(0, 3)}${'*'.repeat(Math.max(1, mobile.length - 5))}${mobile.slice(-2)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

function ageOn(birthday: string, now: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

export function memberHandlers(ctx: HandlerContext) {
  const bad = (code: ErrorCode, message: string, field?: string) => new HttpError(400, code, message, undefined, field ? [{ field, message }] : undefined);

  /** Checks every enabled field against the merchant's rules; the first failure is reported with its catalogue code. */
  function checkFields(payload: Schema<'RegisterPayload'>, settings: RegisterSettings, skip: Set<string>) {
    for (const [name, rule] of Object.entries(settings.fields)) {
      if (skip.has(name) || name === 'confirmPassword' || name === 'captcha' || name === 'verificationCode') continue;
      const result = passesRule((payload as unknown as Record<string, string | undefined>)[name], rule);
      if (result === 'missing') throw bad('VALIDATION_FAILED', `${name} is required`, name);
      if (result === 'invalid') throw bad(formatCodes[name] ?? 'VALIDATION_FAILED', `${name} has an invalid format`, name);
    }
  }

  /** The agent an invitation code belongs to (an agent's own code or one of its affiliate links). */
  async function findAffiliate(merchant: Merchant, code: string): Promise<{ agent: Member; memberType: number; linkId?: number } | undefined> {
    const [byOwn] = await ctx.db
      .select()
      .from(members)
      .where(and(eq(members.merchantCode, merchant.code), eq(members.affiliateCode, code)));
    if (byOwn) return { agent: byOwn, memberType: 0 };
    const [byLink] = await ctx.db
      .select({ agent: members, memberType: affiliateUrls.memberType, linkId: affiliateUrls.id })
      .from(affiliateUrls)
      .innerJoin(members, eq(members.id, affiliateUrls.agentId))
      .where(and(eq(affiliateUrls.code, code), eq(members.merchantCode, merchant.code)));
    return byLink;
  }

  async function register(request: OperationRequest<'registerByUsername' | 'registerByMobile'>, method: 'username' | 'mobile') {
    const merchant = await resolveMerchant(ctx, request);
    const settings = merchant.register;
    if (!settings) throw new HttpError(500, 'UNKNOWN_ERROR', 'The merchant has no registration settings');
    const payload = validatePayload('RegisterPayload', await ctx.keys.decrypt(request.body.payload));
    // Login names are case-insensitive: they are checked and stored in lower case.
    if (payload.username) payload.username = payload.username.trim().toLowerCase();
    if (method === 'username' ? !settings.usernameRegistration : !settings.mobileRegistration) {
      throw new HttpError(403, 'NO_PERMISSION', `Registration by ${method} is switched off for this site`);
    }
    await consume(ctx.db, `register:ip:${request.ip}`, limits.registerPerIp);
    if (settings.captcha) await checkCaptcha(ctx.db, merchant.code, payload.captchaKey, payload.captcha);

    const mobileMode = method === 'mobile';
    const needsPassword = !mobileMode || settings.mobilePassword;
    const skip = new Set<string>();
    if (mobileMode) {
      skip.add('username');
      if (!needsPassword) skip.add('password');
      if (!payload.mobileNum || !payload.countryDialingCode) throw bad('MOBILE_NUMBER_INVALID', 'Mobile number not valid', 'mobileNum');
    } else if (!payload.username) throw bad('VALIDATION_FAILED', 'username is required', 'username');
    checkFields(payload, settings, skip);
    if (needsPassword) {
      if (!payload.password) throw bad('VALIDATION_FAILED', 'password is required', 'password');
      if (!new RegExp(ruleByKey.get('password')!.pattern!).test(payload.password))
        throw bad('PASSWORD_FORMAT_INVALID', 'password has an invalid format', 'password');
      if (payload.confirmPassword !== payload.password) throw bad('CONFIRM_PASSWORD_MISMATCH', 'Confirmation password not matched', 'confirmPassword');
    }
    if (payload.birthday) {
      if (Number(payload.birthday.slice(0, 4)) < 1900) throw bad('VALIDATION_FAILED', 'birthday is before 1900', 'birthday');
      if (ageOn(payload.birthday, new Date()) < settings.ageLimit) throw bad('VALIDATION_FAILED', `Players must be at least ${settings.ageLimit}`, 'birthday');
    }
    const mobileVerified = mobileMode || settings.mobileVerification;
    if (mobileVerified) {
      if (!payload.mobileNum || !payload.countryDialingCode) throw bad('MOBILE_NUMBER_INVALID', 'Mobile number not valid', 'mobileNum');
      // The merchant's channel proves the phone: this server's SMS code, or a Firebase ID token (spec sections 3, 7).
      const phone = await phoneVerifier(ctx, merchant.code).verify(
        {
          countryDialingCode: payload.countryDialingCode,
          mobileNum: payload.mobileNum,
          verificationCode: payload.verificationCode,
          firebaseIdToken: payload.firebaseIdToken,
        },
        ['REGISTER'],
      );
      await phone.use();
    } else if (payload.firebaseIdToken) throw new HttpError(403, 'NO_PERMISSION', 'This registration does not verify a phone');

    let parentId: number | null = null;
    let affiliateUrlId: number | null = null;
    let type = 0;
    if (payload.affiliateCode) {
      const affiliate = await findAffiliate(merchant, payload.affiliateCode);
      if (affiliate) {
        parentId = affiliate.agent.id;
        affiliateUrlId = affiliate.linkId ?? null;
        type = affiliate.memberType;
      } else if (settings.affiliateCheck) throw bad('INVALID_INVITATION_CODE', 'Invalid invitation code', 'affiliateCode');
    }

    // The recommender is an existing, active real member of the merchant, named by login name (spec section 8: referrer link error).
    let recommender: string | null = null;
    if (payload.recommenderId?.trim()) {
      const [found] = await ctx.db
        .select({ username: members.username })
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchant.code),
            eq(members.username, payload.recommenderId.trim().toLowerCase()),
            eq(members.isTrial, false),
            eq(members.status, 'active'),
          ),
        );
      if (!found) throw bad('REFERRER_LINK_ERROR', 'Referrer link error', 'recommenderId');
      recommender = found.username;
    }

    const username = (payload.username ?? `m${payload.mobileNum}`).trim().toLowerCase();
    const [taken] = await ctx.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantCode, merchant.code), eq(members.username, username)));
    if (taken) throw new HttpError(409, 'USERNAME_EXISTS', 'Username already exists');
    if (payload.mobileNum && payload.countryDialingCode) {
      const [mobileTaken] = await ctx.db
        .select({ id: members.id })
        .from(members)
        .where(
          and(eq(members.merchantCode, merchant.code), eq(members.countryDialingCode, payload.countryDialingCode), eq(members.mobileNum, payload.mobileNum)),
        );
      if (mobileTaken) throw new HttpError(409, 'USERNAME_EXISTS', 'This mobile number is already registered');
    }

    const contacts: Record<string, string> = {};
    for (const field of contactFields) if (payload[field]) contacts[field] = payload[field]!;
    const passwordHash = await hashPassword(payload.password ?? newToken());
    const member = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({
          merchantCode: merchant.code,
          username,
          passwordHash,
          type,
          affiliateUrlId,
          nickname: payload.nickname ?? null,
          payeeName: payload.payeeName ?? null,
          email: payload.email ?? null,
          countryDialingCode: payload.mobileNum ? (payload.countryDialingCode ?? null) : null,
          mobileNum: payload.mobileNum ?? null,
          idNumber: payload.idNumber ?? null,
          birthday: payload.birthday ?? null,
          contacts,
          paymentPasswordHash: payload.paymentPassword ? await hashPassword(payload.paymentPassword) : null,
          parentId,
          recommender,
          registerMethod: payload.registerMethod,
          firstLoginAt: sql`now()`,
          lastLoginAt: sql`now()`,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new HttpError(409, 'USERNAME_EXISTS', 'Username already exists');
      await tx.insert(wallets).values({ memberId: row.id, balance: 0 });
      await sendWelcomeMessages(tx, row.id, merchant);
      return row;
    });
    return ok(await openSession(ctx.db, member, 'member', true));
  }

  function checkNewPassword(password: string, confirmation: string) {
    if (!new RegExp(ruleByKey.get('password')!.pattern!).test(password))
      throw bad('PASSWORD_FORMAT_INVALID', 'The new password has an invalid format', 'newPassword');
    if (confirmation !== password) throw bad('CONFIRM_PASSWORD_MISMATCH', 'The two passwords do not match', 'confirmNewPassword');
  }

  function headIconView(request: FastifyRequest, headIcon: string | null) {
    const id = headIcon ?? '1';
    return { headIcon: id, url: absoluteUrl(request, `/wps/assets/avatars/${id}.svg`) };
  }

  function memberInfoView(request: FastifyRequest, member: Member) {
    return {
      id: String(member.id),
      type: member.type,
      account: member.username,
      nickname: member.nickname,
      email: member.email,
      payeeName: member.payeeName,
      mobileNum: maskMobile(member.mobileNum),
      vipLevel: member.vipLevel,
      headIcon: headIconView(request, member.headIcon),
      trial: member.isTrial,
      registeredAt: member.createdAt.toISOString(),
      lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    };
  }

  return {
    registerByUsername: (request: OperationRequest<'registerByUsername'>) => register(request, 'username'),
    registerByMobile: (request: OperationRequest<'registerByMobile'>) => register(request, 'mobile'),

    async getCaptcha(request: FastifyRequest) {
      const merchant = await resolveMerchant(ctx, request);
      return ok(await issueCaptcha(ctx.db, merchant.code, request.ip));
    },

    async checkUsername(request: OperationRequest<'checkUsername'>) {
      const merchant = await resolveMerchant(ctx, request);
      await consume(ctx.db, `check:ip:${request.ip}`, limits.checkPerIp);
      const [row] = await ctx.db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantCode, merchant.code), eq(members.username, request.query.username.trim().toLowerCase())));
      return ok({ available: !row });
    },

    async checkEmail(request: OperationRequest<'checkEmail'>) {
      const merchant = await resolveMerchant(ctx, request);
      await consume(ctx.db, `check:ip:${request.ip}`, limits.checkPerIp);
      const [row] = await ctx.db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantCode, merchant.code), sql`lower(${members.email}) = ${request.query.email.trim().toLowerCase()}`));
      return ok({ available: !row });
    },

    async sendSmsCodeNoLogin(request: OperationRequest<'sendSmsCodeNoLogin'>) {
      const merchant = await resolveMerchant(ctx, request);
      const { mobileNum, countryDialingCode } = request.body;
      // Limits first; then every number gets the same answer, and only an account's number gets a message.
      await consumeSmsIpLimit(ctx.db, request.ip);
      await consumeSmsNumberLimit(ctx.db, { merchantCode: merchant.code, countryDialingCode, mobileNum });
      const [member] = await ctx.db
        .select({ id: members.id, isTrial: members.isTrial })
        .from(members)
        .where(and(eq(members.merchantCode, merchant.code), eq(members.countryDialingCode, countryDialingCode), eq(members.mobileNum, mobileNum)));
      const target = { merchantCode: merchant.code, countryDialingCode, mobileNum, purpose: 'LOGIN' as const, clientIp: request.ip };
      return ok(await issueSmsCode(ctx.db, target, { deliver: Boolean(member && !member.isTrial) }));
    },

    async sendSmsCodeRegister(request: OperationRequest<'sendSmsCodeRegister'>) {
      const merchant = await resolveMerchant(ctx, request);
      const { mobileNum, countryDialingCode } = request.body;
      // A registration code goes to a number nobody has proven: the address's budget, then a captcha (whatever the
      // merchant's registration captcha setting), then the number's budget, and only then is the number looked up.
      await consumeSmsIpLimit(ctx.db, request.ip);
      await checkCaptcha(ctx.db, merchant.code, request.body.captchaKey, request.body.captcha, undefined, { for: 'sms' });
      await consumeSmsNumberLimit(ctx.db, { merchantCode: merchant.code, countryDialingCode, mobileNum });
      const [member] = await ctx.db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantCode, merchant.code), eq(members.countryDialingCode, countryDialingCode), eq(members.mobileNum, mobileNum)));
      if (member) throw new HttpError(409, 'USERNAME_EXISTS', 'This mobile number is already registered');
      return ok(await issueSmsCode(ctx.db, { merchantCode: merchant.code, countryDialingCode, mobileNum, purpose: 'REGISTER', clientIp: request.ip }));
    },

    async resetPasswordByEmail(request: OperationRequest<'resetPasswordByEmail'>) {
      const merchant = await resolveMerchant(ctx, request);
      if (!merchant.features.resetByMail) throw new HttpError(403, 'NO_PERMISSION', 'Password reset by e-mail is switched off for this site');
      const username = request.body.username.trim().toLowerCase();
      const email = request.body.email.trim().toLowerCase();
      // Limits first (the address's, then the account's); then every pair gets the same answer, and only a
      // pair that names an account gets a message, as the no-login SMS send does: a different answer would
      // tell anyone which username goes with which e-mail. Nothing changes until the e-mailed link is used, so
      // whoever knows a username and its e-mail can no longer change the password or end the member's sessions.
      await consume(ctx.db, `mail:ip:${request.ip}`, limits.mailPerIp);
      await consume(ctx.db, `mail:account:${merchant.code}:${username}`, limits.mailPerAccount);
      const [member] = await ctx.db
        .select()
        .from(members)
        .where(and(eq(members.merchantCode, merchant.code), eq(members.username, username)));
      if (!member || member.isTrial || (member.email ?? '').toLowerCase() !== email) return ok({});
      const secret = newToken();
      await ctx.db.insert(payloadNonces).values({
        jti: passwordResetKey(member.id, secret, member.passwordHash),
        expiresAt: new Date(Date.now() + passwordResetTtlMs),
      });
      const link = `${memberSiteUrl(ctx.config, merchant)}/m/forget#resetToken=${member.id}.${secret}`;
      await sendMail(
        ctx.db,
        merchant.code,
        member.email!,
        `${merchant.name}: choose a new password`,
        `Hello ${member.username},\n\nTo choose a new password, open this link within ${passwordResetTtlMs / 60_000} minutes:\n${link}\n\n` +
          `If you did not ask for it, ignore this e-mail: your password has not changed.\n`,
      );
      return ok({});
    },

    async confirmPasswordResetByEmail(request: OperationRequest<'confirmPasswordResetByEmail'>) {
      const merchant = await resolveMerchant(ctx, request);
      if (!merchant.features.resetByMail) throw new HttpError(403, 'NO_PERMISSION', 'Password reset by e-mail is switched off for this site');
      await consume(ctx.db, `mail-reset:ip:${request.ip}`, limits.mailPerIp);
      const [memberId, secret] = request.body.resetToken.split('.') as [string, string];
      const wrongLink = () => new HttpError(400, 'VERIFICATION_CODE_WRONG', 'This password-reset link has expired or was already used');
      const [member] = await ctx.db
        .select()
        .from(members)
        .where(and(eq(members.merchantCode, merchant.code), eq(members.id, Number(memberId))));
      if (!member || member.isTrial) throw wrongLink();
      // Keyed on the password too: once it changes (by this link or otherwise), every link sent before is dead.
      const key = passwordResetKey(member.id, secret, member.passwordHash);
      const [live] = await ctx.db
        .select()
        .from(payloadNonces)
        .where(and(eq(payloadNonces.jti, key), sql`${payloadNonces.expiresAt} > now()`));
      if (!live) throw wrongLink();
      // The password rules answer before the link is used up, so the member can correct the password and retry.
      if (!new RegExp(ruleByKey.get('password')!.pattern!).test(request.body.newPassword))
        throw bad('PASSWORD_FORMAT_INVALID', 'The new password has an invalid format', 'newPassword');
      if (await verifyPassword(member.passwordHash, request.body.newPassword))
        throw bad('NEW_PASSWORD_SAME_AS_OLD', 'The new password cannot equal the old one', 'newPassword');
      const passwordHash = await hashPassword(request.body.newPassword);
      const changed = await ctx.db.transaction(async (tx) => {
        // Used once, even by two requests at the same moment: only the one that deletes the row goes on.
        const [used] = await tx
          .delete(payloadNonces)
          .where(and(eq(payloadNonces.jti, key), sql`${payloadNonces.expiresAt} > now()`))
          .returning({ jti: payloadNonces.jti });
        if (!used) return false;
        await tx
          .update(members)
          .set({ passwordHash, lastLoginAt: sql`now()` })
          .where(eq(members.id, member.id));
        await tx.delete(sessions).where(eq(sessions.memberId, member.id));
        return true;
      });
      if (!changed) throw wrongLink();
      return ok(await openSession(ctx.db, member, 'member', false));
    },

    async resetPasswordByVerification(request: OperationRequest<'resetPasswordByVerification'>) {
      const merchant = await resolveMerchant(ctx, request);
      const payload = validatePayload('ResetByVerificationPayload', await ctx.keys.decrypt(request.body.payload));
      if (!merchant.features.resetByVerification) throw new HttpError(403, 'NO_PERMISSION', 'Password reset by SMS is switched off for this site');
      await consume(ctx.db, `reset:number:${merchant.code}:${payload.countryDialingCode}${payload.mobileNum}`, limits.passwordPerAccount);
      if (!new RegExp(ruleByKey.get('password')!.pattern!).test(payload.newPassword))
        throw bad('PASSWORD_FORMAT_INVALID', 'The new password has an invalid format', 'newPassword');
      // The code proves the phone before anything about the account is said: otherwise NEW_PASSWORD_SAME_AS_OLD
      // would confirm a password guess, and 404 a registration, to whoever knows only the number. A right code
      // stays usable after NEW_PASSWORD_SAME_AS_OLD (the form keeps it, spec section 8): it is used up below.
      const phone = await phoneVerifier(ctx, merchant.code).verify(
        {
          countryDialingCode: payload.countryDialingCode,
          mobileNum: payload.mobileNum,
          verificationCode: payload.verificationCode,
          firebaseIdToken: payload.firebaseIdToken,
        },
        ['LOGIN', 'RESET_PASSWORD'],
      );
      const [member] = await ctx.db
        .select()
        .from(members)
        .where(
          and(eq(members.merchantCode, merchant.code), eq(members.countryDialingCode, payload.countryDialingCode), eq(members.mobileNum, payload.mobileNum)),
        );
      if (!member || member.isTrial) throw new HttpError(404, 'NOT_FOUND', 'No account has this mobile number');
      if (await verifyPassword(member.passwordHash, payload.newPassword))
        throw bad('NEW_PASSWORD_SAME_AS_OLD', 'The new password cannot equal the old one', 'newPassword');
      await phone.use();
      await ctx.db
        .update(members)
        .set({ passwordHash: await hashPassword(payload.newPassword), lastLoginAt: sql`now()` })
        .where(eq(members.id, member.id));
      await ctx.db.delete(sessions).where(eq(sessions.memberId, member.id));
      return ok(await openSession(ctx.db, member, 'member', false));
    },

    async changePassword(request: OperationRequest<'changePassword'>) {
      const auth = await authenticateReal(ctx, request);
      const { oldPassword, newPassword, confirmNewPassword } = request.body;
      await consume(ctx.db, `password:member:${auth.member.id}`, limits.passwordPerAccount);
      if (newPassword === oldPassword) throw bad('NEW_PASSWORD_SAME_AS_OLD', 'New and old passwords cannot be the same', 'newPassword');
      checkNewPassword(newPassword, confirmNewPassword);
      if (!(await verifyPassword(auth.member.passwordHash, oldPassword))) throw bad('ACCOUNT_OR_PASSWORD_WRONG', 'The old password is wrong', 'oldPassword');
      await ctx.db
        .update(members)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(members.id, auth.member.id));
      // Other sessions end; this one stays.
      await ctx.db.delete(sessions).where(and(eq(sessions.memberId, auth.member.id), ne(sessions.tokenHash, auth.tokenHash)));
      return ok({});
    },

    async checkAffiliate(request: OperationRequest<'checkAffiliate'>) {
      const merchant = await resolveMerchant(ctx, request);
      await consume(ctx.db, `check:ip:${request.ip}`, limits.checkPerIp);
      const domain = request.query.domain.toLowerCase();
      const domainMatches = merchant.domains.includes(domain) || merchant.mainDomain === domain || domain.endsWith(`.${merchant.mainDomain}`);
      const affiliate = domainMatches ? await findAffiliate(merchant, request.query.code.trim()) : undefined;
      return ok(affiliate ? { success: true, agentName: affiliate.agent.nickname ?? affiliate.agent.username } : { success: false });
    },

    async getMemberInfo(request: FastifyRequest) {
      const { member } = await authenticate(ctx, request);
      return ok(memberInfoView(request, member));
    },

    async updateMemberInfo(request: OperationRequest<'updateMemberInfo'>) {
      const auth = await authenticateReal(ctx, request);
      const settings = auth.merchant.register;
      const changes: { nickname?: string | null; email?: string | null; payeeName?: string | null } = {};
      for (const name of ['nickname', 'email', 'payeeName'] as const) {
        const value = request.body[name];
        if (value === undefined) continue;
        const rule = settings?.fields[name];
        if (!rule?.enabled) throw new HttpError(403, 'NO_PERMISSION', `${name} is not used on this site`);
        // The real name must match the bank account: once set, only customer service changes it.
        if (name === 'payeeName' && auth.member.payeeName) throw new HttpError(403, 'NO_PERMISSION', 'The real name is set; customer service can change it');
        const result = passesRule(value, rule);
        if (result === 'missing') throw bad('VALIDATION_FAILED', `${name} is required`, name);
        if (result === 'invalid') throw bad(formatCodes[name] ?? 'VALIDATION_FAILED', `${name} has an invalid format`, name);
        changes[name] = value.trim() === '' ? null : value.trim();
      }
      if (Object.keys(changes).length > 0) await ctx.db.update(members).set(changes).where(eq(members.id, auth.member.id));
      const [member] = await ctx.db.select().from(members).where(eq(members.id, auth.member.id));
      return ok(memberInfoView(request, member!));
    },

    getHeadIconPresets(request: FastifyRequest) {
      return authenticate(ctx, request).then(() => ok(headIconPresets.map((id) => headIconView(request, id))));
    },

    async getHeadIcon(request: FastifyRequest) {
      const { member } = await authenticate(ctx, request);
      return ok(headIconView(request, member.headIcon));
    },

    async setHeadIcon(request: OperationRequest<'setHeadIcon'>) {
      const { member } = await authenticate(ctx, request);
      const icon = Number(request.body.headIcon);
      if (!headIconPresets.includes(String(icon))) throw new HttpError(404, 'NOT_FOUND', 'Head icons are numbered 1 to 12');
      await ctx.db
        .update(members)
        .set({ headIcon: String(icon) })
        .where(eq(members.id, member.id));
      return ok(headIconView(request, String(icon)));
    },

    async getPlayerRankProgress(request: FastifyRequest) {
      const { member, merchant } = await authenticate(ctx, request);
      const ranks = await vipRanksOf(ctx.db, merchant.code);
      const sums = await memberTotals(ctx.db, member.id);
      const level = vipLevelOf(ranks, member, sums);
      const next = ranks.find((rank) => rank.level === level + 1);
      if (!next) return ok({ currentProgress: { completedConditions: 2, totalExpectedConditions: 2 }, playerRankProgress: { labelId: `VIP${level}` } });
      const completed = Number(sums.deposit >= next.deposit) + Number(sums.turnover >= next.turnover);
      return ok({ currentProgress: { completedConditions: completed, totalExpectedConditions: 2 }, playerRankProgress: { labelId: null } });
    },

    async getRankList(request: FastifyRequest) {
      const merchant = await resolveMerchant(ctx, request);
      const { chain } = resolveContentLanguage(request, merchant);
      return ok(
        (await vipRanksOf(ctx.db, merchant.code)).map((rank) => ({
          labelId: `VIP${rank.level}`,
          level: rank.level,
          name: translate(rank.translations, chain, rank.name),
          iconUrl: absoluteUrl(request, `/wps/assets/vip/${rank.level}?w=${artSizes.vendorIcon.width}`),
          requiredDeposit: fromMinorUnits(rank.deposit),
          requiredTurnover: fromMinorUnits(rank.turnover),
          benefits: rankBenefits(rank),
        })),
      );
    },

    async submitFeedback(request: OperationRequest<'submitFeedback'>) {
      const auth = await authenticateReal(ctx, request);
      const images = receivedImages(request, 'images', request.body.images);
      await consume(ctx.db, `feedback:member:${auth.member.id}`, limits.writePerMember);
      const uploadIds: string[] = [];
      for (const image of images) uploadIds.push(await storeImage(ctx, auth.member.id, image));
      const [row] = await ctx.db
        .insert(feedback)
        .values({
          memberId: auth.member.id,
          content: `[${request.body.category}] ${request.body.content}${uploadIds.length ? `\nimages: ${uploadIds.join(', ')}` : ''}`,
        })
        .returning({ id: feedback.id });
      return ok({ id: String(row!.id) });
    },
  };
}
