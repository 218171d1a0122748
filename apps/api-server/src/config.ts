import { isIP } from 'node:net';
import { resolve } from 'node:path';

export type SiteStatusOverride = 'normal' | 'maintenance' | 'region-restricted' | 'both';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. 'memory://' keeps the database in memory. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl: string | undefined;
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
   * The member site of each merchant (MEMBER_SITE_URLS), by merchant code: where affiliate links send a
   * prospect to register. A merchant not listed has its member site at https://<its main domain>.
   */
  memberSiteUrls: Record<string, string>;
}

const statusValues: SiteStatusOverride[] = ['normal', 'maintenance', 'region-restricted', 'both'];
const proxyNames = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: a comma-separated list of proxy addresses or ranges; anything else stops the server at start. */
export function readTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
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
 * path (`lucky88=https://www.lucky88.example,goldenlotus=https://m.goldenlotus.example`); anything else stops
 * the server at start. Addresses are kept without a trailing slash.
 */
export function readMemberSiteUrls(value: string | undefined): Record<string, string> {
  const sites: Record<string, string> = {};
  for (const entry of (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const separator = entry.indexOf('=');
    const code = entry.slice(0, Math.max(separator, 0)).trim();
    const address = parseUrl(entry.slice(separator + 1).trim());
    const valid =
      /^[A-Za-z0-9_-]+$/.test(code) &&
      !Object.hasOwn(sites, code) &&
      address !== null &&
      (address.protocol === 'https:' || address.protocol === 'http:') &&
      !address.username &&
      !address.password &&
      !address.search &&
      !address.hash;
    if (!valid) throw new Error(`MEMBER_SITE_URLS must list merchant=address pairs, comma-separated, each merchant once and each address an http(s) origin with an optional path (lucky88=https://www.lucky88.example); got ${entry}`);
    sites[code] = `${address.origin}${address.pathname.replace(/\/+$/, '')}`;
  }
  return sites;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const siteStatus = (env.SITE_STATUS ?? 'normal') as SiteStatusOverride;
  if (!statusValues.includes(siteStatus)) {
    throw new Error(`SITE_STATUS must be one of ${statusValues.join(', ')}; got ${siteStatus}`);
  }
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number; got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    siteStatus,
    production: env.NODE_ENV === 'production',
    seedDemo: env.NODE_ENV !== 'production' || env.SEED_DEMO === '1',
    validateResponses: env.VALIDATE_RESPONSES === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimits: env.RATE_LIMITS !== 'off',
    trustProxy: readTrustedProxies(env.TRUST_PROXY),
    memberSiteUrls: readMemberSiteUrls(env.MEMBER_SITE_URLS),
  };
}
