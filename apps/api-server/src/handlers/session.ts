import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { validatePayload } from '../contract.js';
import { members, wallets } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { hashPassword, newToken, verifyPassword } from '../services/crypto.js';
import { clear, consume, countAttempt, limits, peek } from '../services/rate-limit.js';
import { endSessionFamily, openSession, retireSession } from '../services/sessions.js';
import { phoneVerifier } from '../services/phone-verification.js';
import { checkCaptcha } from '../services/verification.js';
import { applyToWallet } from '../services/wallet.js';
import {
  authenticate,
  authenticateReal,
  freePlayTypes,
  isAgentType,
  ok,
  resolveMerchant,
  type HandlerContext,
  type OperationRequest,
  type Member,
  type Merchant,
} from './context.js';
import type { Schema } from '@whitelabel/api/server';

/** Demo credit of a trial (free-play) account, minor units. */
export const trialCredit = 200_000;
/** Trial accounts last a day. */
const trialTtlMs = 24 * 3_600_000;

const failureKey = (merchant: Merchant, username: string) => `login-failed:${merchant.code}:${username}`;

/** Side rules (spec section 6): agents log in on the agent side only, everyone else on the member side only. */
function checkPortal(member: Member, portal: Schema<'LoginPortal'>) {
  if (portal === 'AGENT' && !isAgentType(member.type)) throw new HttpError(403, 'NON_AGENT_LOGIN', 'Non-agent accounts cannot log in on the agent side');
  if (portal === 'MEMBER' && isAgentType(member.type)) throw new HttpError(403, 'NON_MEMBER_LOGIN', 'Non-member accounts cannot log in on the member side');
}

/** Creates a trial account with demo credit; it can play but is refused real-money functions. */
export async function createTrialAccount(ctx: HandlerContext, merchant: Merchant, type = 0): Promise<Member> {
  const username = `trial${newToken()
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 10)
    .toLowerCase()}`;
  return ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({ merchantCode: merchant.code, username, passwordHash: await hashPassword(newToken()), type, isTrial: true, nickname: 'Trial player' })
      .returning();
    await tx.insert(wallets).values({ memberId: member!.id, balance: 0 });
    await applyToWallet(tx, member!.id, trialCredit, 'bonus', 'trial-credit');
    return member!;
  });
}

/** The end of every login: account active, side rules, first-login flag, a new session. */
export async function completeMemberLogin(ctx: HandlerContext, member: Member, portal: Schema<'LoginPortal'>) {
  if (member.status !== 'active') throw new HttpError(401, 'USER_NOT_FOUND_OR_DISABLED', 'User does not exist or is disabled');
  checkPortal(member, portal);
  const first = member.firstLoginAt === null;
  await ctx.db
    .update(members)
    .set({ lastLoginAt: sql`now()`, ...(first ? { firstLoginAt: sql`now()` } : {}) })
    .where(eq(members.id, member.id));
  return openSession(ctx.db, member, portal === 'AGENT' ? 'agent' : 'member', first);
}

export function sessionHandlers(ctx: HandlerContext) {
  const completeLogin = (member: Member, portal: Schema<'LoginPortal'>) => completeMemberLogin(ctx, member, portal);

  return {
    async login(request: OperationRequest<'login'>) {
      const merchant = await resolveMerchant(ctx, request);
      const payload = validatePayload('LoginPayload', await ctx.keys.decrypt(request.body.payload));
      const portal = payload.portal ?? 'MEMBER';
      await consume(ctx.db, `login:ip:${request.ip}`, limits.loginPerIp);

      if (payload.type === 'sms' || payload.type === 'firebase') {
        // Phone login: an SMS code of this server, or a Firebase ID token where the merchant's channel is Firebase.
        if (!merchant.features.mobileCodeLogin) throw new HttpError(403, 'NO_PERMISSION', 'Login by SMS code is switched off for this site');
        const proof =
          payload.type === 'sms'
            ? { countryDialingCode: payload.countryDialingCode, mobileNum: payload.mobileNum, verificationCode: payload.verificationCode }
            : { countryDialingCode: payload.countryDialingCode, mobileNum: payload.firebaseMobileNo, firebaseIdToken: payload.firebaseIdToken };
        await consume(ctx.db, `login:number:${merchant.code}:${proof.countryDialingCode}${proof.mobileNum}:${request.ip}`, limits.loginPerAccount);
        const verifier = phoneVerifier(ctx, merchant.code);
        if (payload.type === 'firebase' && verifier.channel !== 'firebase')
          throw new HttpError(403, 'NO_PERMISSION', 'This site verifies phones by SMS code, not Firebase');
        const phone = await verifier.verify(proof, ['LOGIN']);
        await phone.use();
        const [member] = await ctx.db
          .select()
          .from(members)
          .where(
            and(eq(members.merchantCode, merchant.code), eq(members.countryDialingCode, proof.countryDialingCode), eq(members.mobileNum, proof.mobileNum)),
          );
        if (!member || member.isTrial) throw new HttpError(401, 'USER_NOT_FOUND_OR_DISABLED', 'User does not exist or is disabled');
        return ok(await completeLogin(member, portal));
      }

      const username = payload.username.trim().toLowerCase();
      // The lockout counts per account and address: failures from elsewhere never lock the owner out; guesses
      // spread over addresses still need a captcha each after the first failure (below).
      await consume(ctx.db, `login:account:${merchant.code}:${username}:${request.ip}`, limits.loginPerAccount);
      // After a failed login the next attempt needs a captcha (spec section 4).
      const failures = await peek(ctx.db, failureKey(merchant, username));
      if (failures > 0) await checkCaptcha(ctx.db, merchant.code, payload.captchaKey, payload.captcha, { captchaRequired: true });
      const [member] = await ctx.db
        .select()
        .from(members)
        .where(and(eq(members.merchantCode, merchant.code), eq(members.username, username)));
      const valid = member && !member.isTrial && (await verifyPassword(member.passwordHash, payload.password));
      if (!valid) {
        await countAttempt(ctx.db, failureKey(merchant, username), 3_600);
        throw new HttpError(401, 'ACCOUNT_OR_PASSWORD_WRONG', 'Wrong account or password', { captchaRequired: true });
      }
      const session = await completeLogin(member, portal);
      await clear(ctx.db, failureKey(merchant, username));
      return ok(session);
    },

    async loginFreePlay(request: FastifyRequest) {
      // A trial session cannot open further trials: only a real account's free play creates one.
      const auth = await authenticateReal(ctx, request);
      if (!freePlayTypes.has(auth.member.type)) throw new HttpError(403, 'FREE_PLAY_REJECTED', 'Free play is for member types 0, 1 and 2 only');
      await consume(ctx.db, `freeplay:member:${auth.member.id}`, limits.writePerMember);
      await consume(ctx.db, `trial:ip:${request.ip}`, limits.registerPerIp);
      const trial = await createTrialAccount(ctx, auth.merchant, auth.member.type);
      return ok(await openSession(ctx.db, trial, 'member', true));
    },

    async testPlay(request: FastifyRequest) {
      const merchant = await resolveMerchant(ctx, request);
      await consume(ctx.db, `trial:ip:${request.ip}`, limits.registerPerIp);
      const trial = await createTrialAccount(ctx, merchant);
      return ok(await openSession(ctx.db, trial, 'member', true));
    },

    async createTrialUser(request: FastifyRequest) {
      const merchant = await resolveMerchant(ctx, request);
      await consume(ctx.db, `trial:ip:${request.ip}`, limits.registerPerIp);
      const trial = await createTrialAccount(ctx, merchant);
      return ok({ username: trial.username, merchantCode: merchant.code, expiresAt: new Date(trial.createdAt.getTime() + trialTtlMs).toISOString() });
    },

    async renewSession(request: FastifyRequest) {
      const auth = await authenticate(ctx, request);
      // A renewal replaces the token; the old one ends after a short grace (requests in flight with it).
      await retireSession(ctx.db, auth.tokenHash);
      return ok(await openSession(ctx.db, auth.member, auth.side, false, auth.family));
    },

    async logout(request: FastifyRequest) {
      const auth = await authenticate(ctx, request);
      await endSessionFamily(ctx.db, auth.family);
      return ok({});
    },
  };
}
