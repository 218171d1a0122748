import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { SocialProviderName } from '../config.js';
import { members, socialIdentities, socialLogins, wallets } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { hashPassword, newToken, sha256 } from '../services/crypto.js';
import { consume, limits } from '../services/rate-limit.js';
import { socialCallbackPath } from '../services/social/dev-provider.js';
import { SocialLoginError, type AuthorizationChecks, type SocialFailure } from '../services/social/providers.js';
import {
  absoluteUrl,
  authenticateReal,
  bearerToken,
  isAgentType,
  ok,
  resolveMerchant,
  type HandlerContext,
  type OperationRequest,
  type Member,
} from './context.js';
import { completeMemberLogin } from './session.js';

/** The cookie that binds a flow to the browser that started it (login CSRF: a callback from elsewhere fails). */
export const socialCookie = 'wl_social';
const cookiePath = '/wps/session/social';
/** A flow must come back within 10 minutes; its ticket must be redeemed within 2. */
const flowTtlMs = 10 * 60_000;
const ticketTtlMs = 2 * 60_000;

/** What the member site shows: `socialError` reasons are translated under `socialLogin.errors.*`. */
export type SocialOutcome = SocialFailure | 'linkedElsewhere';

function cookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === socialCookie) return value.join('=') || undefined;
  }
  return undefined;
}

function setCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${socialCookie}=${value}; Path=${cookiePath}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`);
}

/** Usernames of members created by a social login: the provider and 10 random characters (a-z, 0-9). */
function socialUsername(provider: SocialProviderName): string {
  return `${provider}${newToken()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10)}`;
}

export function socialHandlers(ctx: HandlerContext) {
  /** The member of a provider account: the linked one, else the member who asked to link, else a new member. */
  async function memberFor(
    flow: typeof socialLogins.$inferSelect,
    identity: { issuer: string; subject: string; name?: string },
  ): Promise<Member | 'linkedElsewhere'> {
    const where = and(
      eq(socialIdentities.merchantCode, flow.merchantCode),
      eq(socialIdentities.issuer, identity.issuer),
      eq(socialIdentities.subject, identity.subject),
    );
    const [linked] = await ctx.db.select({ member: members }).from(socialIdentities).innerJoin(members, eq(members.id, socialIdentities.memberId)).where(where);
    if (linked) {
      if (flow.linkMemberId !== null && flow.linkMemberId !== linked.member.id) return 'linkedElsewhere';
      return linked.member;
    }
    return ctx.db.transaction(async (tx) => {
      let member: Member | undefined;
      if (flow.linkMemberId !== null) {
        [member] = await tx.select().from(members).where(eq(members.id, flow.linkMemberId));
      } else {
        [member] = await tx
          .insert(members)
          .values({
            merchantCode: flow.merchantCode,
            username: socialUsername(flow.provider),
            passwordHash: await hashPassword(newToken()),
            type: 0,
            nickname: identity.name?.trim().slice(0, 32) || null,
            registerMethod: 'H5',
          })
          .returning();
        await tx.insert(wallets).values({ memberId: member!.id, balance: 0 });
      }
      if (!member) throw new SocialLoginError('failed', 'The member who asked to link is gone');
      await tx
        .insert(socialIdentities)
        .values({ merchantCode: flow.merchantCode, provider: flow.provider, issuer: identity.issuer, subject: identity.subject, memberId: member.id });
      return member;
    });
  }

  async function complete(
    request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>,
  ): Promise<{ ticket: string } | { error: SocialOutcome }> {
    await consume(ctx.db, `social:ip:${request.ip}`, limits.loginPerIp);
    const id = cookieOf(request);
    const state = request.query.state;
    if (!id || !state) return { error: 'failed' };
    // Single use: the first callback with this cookie and state takes the flow.
    const [flow] = await ctx.db
      .update(socialLogins)
      .set({ completedAt: sql`now()` })
      .where(and(eq(socialLogins.id, id), eq(socialLogins.state, state), isNull(socialLogins.completedAt), gt(socialLogins.expiresAt, sql`now()`)))
      .returning();
    if (!flow) return { error: 'failed' };
    const provider = ctx.social.resolve(flow.merchantCode, flow.provider);
    if (!provider) return { error: 'unavailable' };
    const checks: AuthorizationChecks = { redirectUri: flow.redirectUri, state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier };
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query)) if (typeof value === 'string') query.set(name, value);
    const identity = await provider.complete(query, checks);
    const member = await memberFor(flow, identity);
    if (member === 'linkedElsewhere') return { error: 'linkedElsewhere' };
    // The side rules of any login: an agent account never signs in on the member site.
    if (member.status !== 'active' || member.isTrial || isAgentType(member.type)) return { error: 'failed' };
    const ticket = newToken();
    await ctx.db
      .update(socialLogins)
      .set({ memberId: member.id, ticketHash: sha256(ticket) })
      .where(eq(socialLogins.id, flow.id));
    return { ticket };
  }

  return {
    async startSocialLogin(request: OperationRequest<'startSocialLogin'>, reply: FastifyReply) {
      const merchant = await resolveMerchant(ctx, request);
      const name = request.params.provider;
      if (!merchant.features[`${name}Login`]) throw new HttpError(403, 'NO_PERMISSION', `${name} login is switched off for this site`);
      // With a session the provider account is linked to that member: a bad token must not fall back to a new account.
      const linkMember = bearerToken(request) ? (await authenticateReal(ctx, request)).member : undefined;
      const provider = ctx.social.resolve(merchant.code, name);
      if (!provider) throw new HttpError(403, 'NO_PERMISSION', `No ${name} login provider is configured for this site`);
      await consume(ctx.db, `social:ip:${request.ip}`, limits.loginPerIp);
      const checks: AuthorizationChecks = {
        redirectUri: absoluteUrl(request, socialCallbackPath),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      let authorizationUrl: URL;
      try {
        authorizationUrl = await provider.authorizationUrl(checks);
      } catch (error) {
        request.log.warn({ err: error }, 'social login provider unavailable');
        throw new HttpError(503, 'SYSTEM_BUSY', `The ${name} login provider cannot be reached; try again later`);
      }
      const id = newToken();
      await ctx.db.delete(socialLogins).where(lt(socialLogins.expiresAt, sql`now() - interval '1 hour'`));
      await ctx.db.insert(socialLogins).values({
        id,
        merchantCode: merchant.code,
        provider: name,
        ...checks,
        linkMemberId: linkMember?.id ?? null,
        expiresAt: new Date(Date.now() + flowTtlMs),
      });
      setCookie(request, reply, id, flowTtlMs / 1000);
      return ok({ authorizationUrl: authorizationUrl.href });
    },

    /** Never an error page: every outcome goes back to the login screen, failures as a reason in the fragment. */
    async completeSocialLogin(request: OperationRequest<'completeSocialLogin'>, reply: FastifyReply) {
      let outcome: { ticket: string } | { error: SocialOutcome };
      try {
        outcome = await complete(request);
      } catch (error) {
        if (error instanceof SocialLoginError) outcome = { error: error.reason };
        else if (error instanceof HttpError && error.statusCode < 500 && error.statusCode !== 429) outcome = { error: 'failed' };
        else {
          request.log.warn({ err: error }, 'social login callback failed');
          outcome = { error: 'unavailable' };
        }
        if (error instanceof SocialLoginError && error.reason !== 'cancelled') request.log.info({ err: error.cause ?? error }, 'social login refused');
      }
      const fragment = 'ticket' in outcome ? `socialTicket=${outcome.ticket}` : `socialError=${outcome.error}`;
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/m/login#${fragment}`, 302);
    },

    async redeemSocialLoginTicket(request: OperationRequest<'redeemSocialLoginTicket'>, reply: FastifyReply) {
      const merchant = await resolveMerchant(ctx, request);
      await consume(ctx.db, `social:ip:${request.ip}`, limits.loginPerIp);
      const id = cookieOf(request);
      const [flow] = id
        ? await ctx.db
            .update(socialLogins)
            .set({ ticketUsedAt: sql`now()` })
            .where(
              and(
                eq(socialLogins.id, id),
                eq(socialLogins.merchantCode, merchant.code),
                eq(socialLogins.ticketHash, sha256(request.body.ticket)),
                isNull(socialLogins.ticketUsedAt),
                gt(socialLogins.completedAt, new Date(Date.now() - ticketTtlMs)),
              ),
            )
            .returning()
        : [];
      if (!flow?.memberId) throw new HttpError(404, 'NOT_FOUND', 'This sign-in has expired; start again');
      const [member] = await ctx.db.select().from(members).where(eq(members.id, flow.memberId));
      if (!member) throw new HttpError(404, 'NOT_FOUND', 'This sign-in has expired; start again');
      setCookie(request, reply, '', 0);
      return ok(await completeMemberLogin(ctx, member, 'MEMBER'));
    },
  };
}
