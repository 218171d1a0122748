import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { firstMerchantCode, merchantCodes, merchantsDir } from '@whitelabel/merchants/folders';
import { type ClientTimeouts, readClientTimeouts } from './slow-clients.js';
import { databaseTimeoutDefaults } from './db/database.js';

export type SiteStatusOverride = 'normal' | 'maintenance' | 'region-restricted' | 'both';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. 'memory://' keeps the database in memory. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl: string | undefined;
  /** Longest wait for a PostgreSQL connection (DATABASE_CONNECT_TIMEOUT_MS) and for a query's answer (DATABASE_QUERY_TIMEOUT_MS). */
  databaseConnectTimeoutMs: number;
  databaseQueryTimeoutMs: number;
  /** Forces the site status for testing the maintenance and region-block screens. */
  siteStatus: SiteStatusOverride;
  /** Development-only endpoints (SMS outbox, captcha answers) are served only outside production. */
  production: boolean;
  /** Demo accounts (public password Demo1234) are seeded outside production, and in production only with SEED_DEMO=1. */
  seedDemo: boolean;
  /** Validate every response against its schema (on in tests). */
  validateResponses: boolean;
  logLevel: string;
  /** Rate limits on (default); RATE_LIMITS=off only for load benchmarks. */
  rateLimits: boolean;
  /**
   * Proxies whose X-Forwarded-For (and -Proto, -Host) are believed, as addresses, CIDR ranges or the names
   * loopback, linklocal and uniquelocal. Empty (the default): the client address is the connection's peer.
   */
  trustProxy: string[];
  /**
   * The development OpenID Connect provider (`/wps/dev/oidc`) that stands in for LINE, Facebook and Google wherever a
   * merchant has no real provider configured: on outside production, in production only with DEV_OIDC=on.
   */
  devOidc: { enabled: boolean; issuer: string };
  /** Real social login providers per merchant (SOCIAL_LOGIN_FILE). */
  socialLogin: SocialLoginConfig;
  /** Merchants whose phone verification goes through Firebase (FIREBASE_FILE); the others use the server's SMS. */
  firebase: FirebaseConfig;
  /**
   * The member site of each merchant (MEMBER_SITE_URLS), by merchant code: where affiliate links send a
   * prospect to register. A merchant not listed has its member site at https://<its main domain>.
   */
  memberSiteUrls: Record<string, string>;
  /** The merchant a request of no known host gets (DEFAULT_MERCHANT, else the first merchant folder). */
  defaultMerchant: string;
  /** The image CDNs of each merchant (IMAGE_CDNS), by merchant code; none for a merchant not listed. */
  imageCdns: Record<string, string[]>;
  /** How long a client may take over its headers and body (slow-clients.ts). */
  clientTimeouts: ClientTimeouts;
}

export const socialProviderNames = ['line', 'facebook', 'google'] as const;
export type SocialProviderName = (typeof socialProviderNames)[number];

/** One OpenID Connect client registration at a provider (LINE: https://access.line.me, Google: https://accounts.google.com). */
export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Scopes asked for; default `openid profile`. */
  scope?: string;
}

export type SocialLoginConfig = Record<string, Partial<Record<SocialProviderName, OidcClientConfig>>>;

/** A merchant's Firebase project: ID tokens must be issued for it and signed by a key of the JWKS. */
export interface FirebaseProjectConfig {
  projectId: string;
  /** Default: Google's securetoken key set. */
  jwksUrl: string;
  /** The project's public web configuration, handed to the site's Firebase SDK through the site settings. */
  apiKey: string;
  authDomain: string;
}

export type FirebaseConfig = Record<string, FirebaseProjectConfig>;

export const googleSecureTokenJwks = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const httpUrl = (value: unknown): value is string => nonEmpty(value) && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

function readJsonFile(variable: string, path: string | undefined): unknown {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`${variable} must name a readable JSON file; ${path}: ${(error as Error).message}`);
  }
}

/** SOCIAL_LOGIN_FILE: `{ "<merchant>": { "line" | "facebook" | "google": { issuer, clientId, clientSecret, scope? } } }`. */
export function readSocialLogin(path: string | undefined): SocialLoginConfig {
  const data = readJsonFile('SOCIAL_LOGIN_FILE', path);
  if (!isObject(data)) throw new Error('SOCIAL_LOGIN_FILE must hold an object keyed by merchant code');
  const config: SocialLoginConfig = {};
  for (const [merchant, providers] of Object.entries(data)) {
    if (!isObject(providers)) throw new Error(`SOCIAL_LOGIN_FILE: ${merchant} must map provider names to client settings`);
    config[merchant] = {};
    for (const [name, client] of Object.entries(providers)) {
      if (!(socialProviderNames as readonly string[]).includes(name))
        throw new Error(`SOCIAL_LOGIN_FILE: ${merchant}.${name} is not one of ${socialProviderNames.join(', ')}`);
      if (
        !isObject(client) ||
        !httpUrl(client.issuer) ||
        !nonEmpty(client.clientId) ||
        !nonEmpty(client.clientSecret) ||
        (client.scope !== undefined && !nonEmpty(client.scope))
      ) {
        throw new Error(`SOCIAL_LOGIN_FILE: ${merchant}.${name} needs issuer (an http(s) URL), clientId and clientSecret (and an optional scope)`);
      }
      config[merchant][name as SocialProviderName] = {
        issuer: client.issuer,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        ...(client.scope ? { scope: client.scope } : {}),
      };
    }
  }
  return config;
}

/** FIREBASE_FILE: `{ "<merchant>": { "projectId": "...", "apiKey": "...", "authDomain"?: "...", "jwksUrl"?: "..." } }`. */
export function readFirebase(path: string | undefined): FirebaseConfig {
  const data = readJsonFile('FIREBASE_FILE', path);
  if (!isObject(data)) throw new Error('FIREBASE_FILE must hold an object keyed by merchant code');
  const config: FirebaseConfig = {};
  for (const [merchant, project] of Object.entries(data)) {
    if (
      !isObject(project) ||
      !nonEmpty(project.projectId) ||
      !nonEmpty(project.apiKey) ||
      (project.authDomain !== undefined && !nonEmpty(project.authDomain)) ||
      (project.jwksUrl !== undefined && !httpUrl(project.jwksUrl))
    ) {
      throw new Error(`FIREBASE_FILE: ${merchant} needs a projectId and the web apiKey (and an optional authDomain and http(s) jwksUrl)`);
    }
    config[merchant] = {
      projectId: project.projectId,
      apiKey: project.apiKey,
      // Firebase's default auth domain for a project.
      authDomain: (project.authDomain as string | undefined) ?? `${project.projectId}.firebaseapp.com`,
      jwksUrl: (project.jwksUrl as string | undefined) ?? googleSecureTokenJwks,
    };
  }
  return config;
}

/** DEV_OIDC: on outside production unless `off`; in production only when `on`. */
export function readDevOidc(env: NodeJS.ProcessEnv, production: boolean, host: string, port: number): ServerConfig['devOidc'] {
  const setting = env.DEV_OIDC;
  if (setting !== undefined && setting !== 'on' && setting !== 'off') throw new Error(`DEV_OIDC must be on or off; got ${setting}`);
  const enabled = production ? setting === 'on' : setting !== 'off';
  const reachableHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const issuer = env.DEV_OIDC_ISSUER || `http://${reachableHost}:${port}/wps/dev/oidc`;
  if (!httpUrl(issuer)) throw new Error(`DEV_OIDC_ISSUER must be an http(s) URL; got ${issuer}`);
  return { enabled, issuer: issuer.replace(/\/$/, '') };
}

const statusValues: SiteStatusOverride[] = ['normal', 'maintenance', 'region-restricted', 'both'];
const proxyNames = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: a comma-separated list of proxy addresses or ranges; anything else stops the server at start. */
export function readTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!proxyNames.includes(entry) && (family === 0 || !validPrefix || rest.length > 0)) {
      throw new Error(`TRUST_PROXY must list proxy addresses or CIDR ranges (or ${proxyNames.join(', ')}), comma-separated; got ${entry}`);
    }
  }
  return entries;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * MEMBER_SITE_URLS: comma-separated `merchant=address` pairs, each address an http(s) origin with an optional
 * path (`alpha=https://www.alpha.example,beta=https://m.beta.example`, by merchant code); anything else stops
 * the server at start. Addresses are kept without a trailing slash.
 */
/** The merchant=address entries of a comma-separated variable: each code with its http(s) address (origin and path), or null where an entry is not one. */
function merchantAddresses(value: string | undefined): { entry: string; code: string; address: string | null }[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((entry) => {
      const separator = entry.indexOf('=');
      const code = entry.slice(0, Math.max(separator, 0)).trim();
      const address = parseUrl(entry.slice(separator + 1).trim());
      const valid =
        /^[A-Za-z0-9_-]+$/.test(code) &&
        address !== null &&
        (address.protocol === 'https:' || address.protocol === 'http:') &&
        !address.username &&
        !address.password &&
        !address.search &&
        !address.hash;
      return { entry, code, address: valid ? `${address.origin}${address.pathname.replace(/\/+$/, '')}` : null };
    });
}

/**
 * IMAGE_CDNS: the image CDNs of each merchant as merchant=address pairs, a merchant listed once per CDN; each visit
 * serves its images from one of its merchant's, chosen at random (site settings' imageCDNs). A merchant not listed has
 * none: its images come from the site itself.
 */
export function readImageCdns(value: string | undefined): Record<string, string[]> {
  const cdns: Record<string, string[]> = {};
  for (const { entry, code, address } of merchantAddresses(value)) {
    if (address === null || cdns[code]?.includes(address))
      throw new Error(
        `IMAGE_CDNS must list merchant=address pairs, comma-separated, a merchant once per CDN and each address an http(s) origin with an optional path, listed once (shop=https://img1.shop.example,shop=https://img2.shop.example); got ${entry}`,
      );
    (cdns[code] ??= []).push(address);
  }
  return cdns;
}

export function readMemberSiteUrls(value: string | undefined): Record<string, string> {
  const sites: Record<string, string> = {};
  for (const { entry, code, address } of merchantAddresses(value)) {
    const valid = address !== null && !Object.hasOwn(sites, code);
    if (!valid)
      throw new Error(
        `MEMBER_SITE_URLS must list merchant=address pairs, comma-separated, each merchant once and each address an http(s) origin with an optional path (<merchant>=https://www.example.com); got ${entry}`,
      );
    sites[code] = address;
  }
  return sites;
}

/** DEFAULT_MERCHANT, a merchant folder (merchants/README.md); unset, the first folder, as the site server takes. */
function readDefaultMerchant(env: NodeJS.ProcessEnv): string {
  const codes = merchantCodes();
  const code = env.DEFAULT_MERCHANT || firstMerchantCode();
  if (!codes.includes(code)) throw new Error(`DEFAULT_MERCHANT ${code} is not a merchant folder of ${merchantsDir()} (${codes.join(', ')})`);
  return code;
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max} (milliseconds); got ${raw}`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const siteStatus = (env.SITE_STATUS ?? 'normal') as SiteStatusOverride;
  if (!statusValues.includes(siteStatus)) {
    throw new Error(`SITE_STATUS must be one of ${statusValues.join(', ')}; got ${siteStatus}`);
  }
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number; got ${env.PORT}`);
  const host = env.HOST ?? '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host,
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseConnectTimeoutMs: milliseconds(env, 'DATABASE_CONNECT_TIMEOUT_MS', databaseTimeoutDefaults.connectTimeoutMs, 100, 120_000),
    databaseQueryTimeoutMs: milliseconds(env, 'DATABASE_QUERY_TIMEOUT_MS', databaseTimeoutDefaults.queryTimeoutMs, 100, 600_000),
    siteStatus,
    production: env.NODE_ENV === 'production',
    seedDemo: env.NODE_ENV !== 'production' || env.SEED_DEMO === '1',
    validateResponses: env.VALIDATE_RESPONSES === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimits: env.RATE_LIMITS !== 'off',
    trustProxy: readTrustedProxies(env.TRUST_PROXY),
    devOidc: readDevOidc(env, production, host, port),
    socialLogin: readSocialLogin(env.SOCIAL_LOGIN_FILE),
    firebase: readFirebase(env.FIREBASE_FILE),
    memberSiteUrls: readMemberSiteUrls(env.MEMBER_SITE_URLS),
    defaultMerchant: readDefaultMerchant(env),
    imageCdns: readImageCdns(env.IMAGE_CDNS),
    clientTimeouts: readClientTimeouts((name, fallback, min, max) => {
      const raw = env[name];
      const value = raw === undefined || raw === '' ? fallback : Number(raw);
      if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}; got ${raw}`);
      return value;
    }),
  };
}
