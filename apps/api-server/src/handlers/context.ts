import type { Operations } from '@whitelabel/api/server';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { members, merchants, sessions } from '../db/schema.js';
import { HttpError } from '../errors.js';
import type { Catalogue } from '../services/catalogue.js';
import { contentLanguage, type ContentLanguage } from '../services/content-language.js';
import { sha256 } from '../services/crypto.js';
import type { KeyRing } from '../services/keys.js';
import type { SocialProviders } from '../services/social/providers.js';

export interface HandlerContext {
  db: Database;
  config: ServerConfig;
  keys: KeyRing;
  catalogue: Catalogue;
  /** Folder for uploads (the PGlite data folder, or DATA_DIR next to PostgreSQL). */
  uploadDir: string;
  /** Social login providers per merchant and button (spec 2.149). */
  social: SocialProviders;
}

type PartOf<Parameters, Key extends string> = Parameters extends { [K in Key]?: infer Part } ? ([Part] extends [never] ? unknown : NonNullable<Part>) : unknown;
type MediaBody<Content> = Content extends { 'application/json': infer Body }
  ? Body
  : Content extends { 'application/x-www-form-urlencoded': infer Body }
    ? Body
    : Content extends { 'multipart/form-data': infer Body }
      ? Body
      : unknown;
type BodyOf<Operation> = Operation extends { requestBody?: { content: infer Content } } ? MediaBody<Content> : unknown;

/**
 * A handler's request as the contract types it (operationId): query, path parameters and body (JSON, form or multipart) come
 * from the generated operation types, so a handler and the contract cannot drift apart. Fastify has validated them against the
 * same contract before the handler runs.
 */
export type OperationRequest<Id extends keyof Operations> = FastifyRequest<{
  Querystring: PartOf<Operations[Id]['parameters'], 'query'>;
  Params: PartOf<Operations[Id]['parameters'], 'path'>;
  Body: BodyOf<Operations[Id]>;
}>;

export type Merchant = typeof merchants.$inferSelect;
export type Member = typeof members.$inferSelect;

/** Merchants change only with a deploy (the seed follows the code): cache them briefly per instance. */
const merchantCacheMs = 5_000;
const merchantCache = new WeakMap<Database, { at: number; byCode: Map<string, Merchant> }>();

async function allMerchants(db: Database): Promise<Map<string, Merchant>> {
  const cached = merchantCache.get(db);
  if (cached && Date.now() - cached.at < merchantCacheMs) return cached.byCode;
  const rows = await db.select().from(merchants);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  merchantCache.set(db, { at: Date.now(), byCode });
  return byCode;
}

/** Whether a host name reaches the merchant: one of its domains, or `<code>.localhost` (development, merchants/README.md). */
export function servesHost(merchant: Pick<Merchant, 'code' | 'domains'>, host: string): boolean {
  return merchant.domains.includes(host) || host === `${merchant.code}.localhost`;
}

/** The request's merchant: the Merchant header, else the host's domain route, else the default. */
export async function resolveMerchant(ctx: Pick<HandlerContext, 'db' | 'config'>, request: FastifyRequest): Promise<Merchant> {
  const byCode = await allMerchants(ctx.db);
  const header = request.headers['merchant'];
  const code = typeof header === 'string' && header ? header : undefined;
  if (code) {
    const row = byCode.get(code);
    if (!row) throw new HttpError(404, 'NOT_FOUND', `Unknown merchant ${code}`);
    return row;
  }
  const host = (request.hostname || '').split(':')[0] ?? '';
  for (const row of byCode.values()) if (servesHost(row, host)) return row;
  const fallback = byCode.get(ctx.config.defaultMerchant);
  if (!fallback) throw new HttpError(500, 'UNKNOWN_ERROR', 'No merchant is configured');
  return fallback;
}

/** The interface language: the Language header if the merchant offers it (KO and KR alike), else the merchant's default. */
export function resolveLanguage(request: FastifyRequest, merchant: Merchant): string {
  return offeredLanguage(request.headers['language'], merchant);
}

/** A language code if the merchant offers it (KO and KR alike), else the merchant's default language. */
export function offeredLanguage(requested: unknown, merchant: Pick<Merchant, 'languages' | 'defaultLanguage'>): string {
  const code = typeof requested === 'string' ? requested.trim().toUpperCase() : '';
  const korean = ['KO', 'KR'];
  const offered = merchant.languages.includes(code) || (korean.includes(code) && merchant.languages.some((language) => korean.includes(language)));
  return offered ? code : merchant.defaultLanguage;
}

/** The response language and where texts are looked for: that language, then the merchant's default. */
export function resolveContentLanguage(request: FastifyRequest, merchant: Merchant): ContentLanguage {
  return contentLanguage(resolveLanguage(request, merchant), merchant.defaultLanguage);
}

/** Absolute URL for a path this server serves, as the client reached it (proxies forward the host). */
export function absoluteUrl(request: FastifyRequest, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${request.protocol}://${request.host}${path}`;
}

/** The merchant's member site (configured, else its main domain over https), without a trailing slash. */
export function memberSiteUrl(config: Pick<ServerConfig, 'memberSiteUrls'>, merchant: Pick<Merchant, 'code' | 'mainDomain'>): string {
  return config.memberSiteUrls[merchant.code] ?? `https://${merchant.mainDomain}`;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export interface Authenticated {
  member: Member;
  merchant: Merchant;
  tokenHash: string;
  /** The login this token descends from (see openSession). */
  family: string;
  side: 'member' | 'agent';
  expiresAt: Date;
}

/** Member types allowed free play (spec sections 5, 6). */
export const freePlayTypes = new Set([0, 1, 2]);
/** Any member type other than these is an agent (spec section 6). */
const nonAgentTypes = new Set([0, 4, 40]);
export const isAgentType = (type: number) => !nonAgentTypes.has(type);
/** Type 4 has no read state and no unread counts (spec sections 4, 6). */
export const hasReadState = (type: number) => type !== 4;

/**
 * The session of the bearer token: 401 NOT_LOGGED_IN without a token, SESSION_EXPIRED for an unknown, ended or
 * expired one, USER_NOT_FOUND_OR_DISABLED for a disabled account. The session must belong to the request's merchant.
 */
export async function authenticate(ctx: HandlerContext, request: FastifyRequest): Promise<Authenticated> {
  const merchant = await resolveMerchant(ctx, request);
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'NOT_LOGGED_IN', 'Not logged in, please login first');
  const tokenHash = sha256(token);
  const [row] = await ctx.db
    .select({ member: members, side: sessions.side, family: sessions.family, expiresAt: sessions.expiresAt, merchantCode: sessions.merchantCode })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row || row.merchantCode !== merchant.code) throw new HttpError(401, 'SESSION_EXPIRED', 'Account logged out, please log in again');
  if (row.expiresAt.getTime() <= Date.now()) {
    await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    throw new HttpError(401, 'SESSION_EXPIRED', 'Account logged out, please log in again');
  }
  if (row.member.status !== 'active') throw new HttpError(401, 'USER_NOT_FOUND_OR_DISABLED', 'User does not exist or is disabled');
  return { member: row.member, merchant, tokenHash, family: row.family, side: row.side, expiresAt: row.expiresAt };
}

/** A session that must not be a trial (free-play) account: 403 TRIAL_ACCOUNT_REJECTED. */
export async function authenticateReal(ctx: HandlerContext, request: FastifyRequest): Promise<Authenticated> {
  const auth = await authenticate(ctx, request);
  if (auth.member.isTrial) throw new HttpError(403, 'TRIAL_ACCOUNT_REJECTED', 'Please login an actual account');
  return auth;
}

/** An agent's session (agent side): 403 NO_PERMISSION otherwise. */
export async function authenticateAgent(ctx: HandlerContext, request: FastifyRequest): Promise<Authenticated> {
  const auth = await authenticateReal(ctx, request);
  if (!isAgentType(auth.member.type)) throw new HttpError(403, 'NO_PERMISSION', 'No permission: agents only');
  return auth;
}

/** Optional session: guests get undefined; a bad token is treated as a guest for read-only content. */
export async function optionalAuth(ctx: HandlerContext, request: FastifyRequest): Promise<Authenticated | undefined> {
  if (!bearerToken(request)) return undefined;
  try {
    return await authenticate(ctx, request);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return undefined;
    throw error;
  }
}

export const ok = <T>(value: T) => ({ success: true as const, value });

/** Page arithmetic shared by every list. */
export function paging(query: { pageNo?: number; pageSize?: number }, defaultSize = 24) {
  const pageNo = Math.max(1, query.pageNo ?? 1);
  const pageSize = Math.min(200, Math.max(1, query.pageSize ?? defaultSize));
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export function pageOf<T>(list: T[], totalCount: number, pageNo: number, pageSize: number) {
  return { list, pageNum: pageNo, totalPages: Math.ceil(totalCount / pageSize), totalCount };
}
