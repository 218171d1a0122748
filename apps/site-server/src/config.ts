import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ClientLimits, readClientLimits } from './limits.js';

/** One merchant's sites: the hosts it answers on and its member and agent build folders. */
export interface SiteConfig {
  merchant: string;
  /** Host names (no port), lower case. */
  hosts: string[];
  /** The member build (apps/member-web's output for this merchant): serves /m/*. */
  member: string;
  /** The agent build (apps/agent-web's output for this merchant): serves /m/agent*; optional. */
  agent: string | undefined;
}

export interface SiteServerConfig {
  port: number;
  host: string;
  sites: SiteConfig[];
  /** The merchant served for a host that is in no site's list; unset = such hosts get 421. */
  defaultMerchant: string | undefined;
  /** API origins /wps and /lgw are proxied to, in turn (round robin). */
  apiOrigins: string[];
  /** Upper bound for an upstream's response headers and for each gap in its body. */
  proxyTimeoutMs: number;
  /** An API origin that refused a connection is health-checked this often until it answers, and left out meanwhile. */
  upstreamProbeIntervalMs: number;
  /** Longest wait for one such health check. */
  upstreamProbeTimeoutMs: number;
  /** Addresses (or CIDR ranges) of proxies in front of this server whose X-Forwarded-For is believed. */
  trustProxy: string[];
  /** Strict-Transport-Security max-age in seconds when served behind TLS; 0 = no HSTS header. */
  hstsMaxAge: number;
  /** Extra CSP sources: images (a CDN for operator images) and connections (an API on another origin). */
  cspImgSrc: string[];
  cspConnectSrc: string[];
  logLevel: string;
  /** Timeouts and per-client limits (limits.ts); the defaults when absent. */
  limits?: ClientLimits;
}

/** The file format of SITES_FILE (and of SITES, inline). Folders are relative to the file. */
export interface SitesFile {
  default?: string;
  sites: { merchant: string; hosts: string[]; member: string; agent?: string }[];
}

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The workspace's own table: lucky88 and goldenlotus from the builds next to this app. */
export const defaultSitesFile = resolve(packageDir, 'sites.json');

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}; got ${raw}`);
  return value;
}

/** Checks a sites table and makes its folders absolute against `baseDir`. */
export function parseSites(file: SitesFile, baseDir: string): { sites: SiteConfig[]; defaultMerchant: string | undefined } {
  if (!file || !Array.isArray(file.sites) || file.sites.length === 0) throw new Error('The sites table needs a non-empty "sites" list');
  const seenHosts = new Map<string, string>();
  const sites = file.sites.map((site, index) => {
    if (typeof site.merchant !== 'string' || !/^[A-Za-z0-9_-]+$/.test(site.merchant)) throw new Error(`sites[${index}].merchant must be a merchant code`);
    if (!Array.isArray(site.hosts) || site.hosts.some((host) => typeof host !== 'string' || !host))
      throw new Error(`sites[${index}].hosts must be a list of host names`);
    if (typeof site.member !== 'string' || !site.member) throw new Error(`sites[${index}].member must be a build folder`);
    if (site.agent !== undefined && (typeof site.agent !== 'string' || !site.agent)) throw new Error(`sites[${index}].agent must be a build folder`);
    const hosts = site.hosts.map((host) => host.toLowerCase());
    for (const host of hosts) {
      const other = seenHosts.get(host);
      if (other) throw new Error(`Host ${host} is listed for both ${other} and ${site.merchant}`);
      seenHosts.set(host, site.merchant);
    }
    const folder = (path: string) => (isAbsolute(path) ? path : resolve(baseDir, path));
    return { merchant: site.merchant, hosts, member: folder(site.member), agent: site.agent ? folder(site.agent) : undefined };
  });
  if (file.default !== undefined && !sites.some((site) => site.merchant === file.default)) throw new Error(`default ${file.default} is not one of the sites`);
  return { sites, defaultMerchant: file.default };
}

/** Reads the configuration from the environment (see README.md for each variable). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): SiteServerConfig {
  let table: { sites: SiteConfig[]; defaultMerchant: string | undefined };
  if (env.SITES) {
    table = parseSites(JSON.parse(env.SITES) as SitesFile, process.cwd());
  } else {
    const path = resolve(env.SITES_FILE || defaultSitesFile);
    table = parseSites(JSON.parse(readFileSync(path, 'utf8')) as SitesFile, dirname(path));
  }
  const apiOrigins = list(env.API_ORIGINS ?? 'http://127.0.0.1:8787').map((origin) => {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`API_ORIGINS: ${origin} is not an http(s) origin`);
    return url.origin;
  });
  if (apiOrigins.length === 0) throw new Error('API_ORIGINS needs at least one origin');
  return {
    port: number(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    ...table,
    apiOrigins,
    proxyTimeoutMs: number(env, 'PROXY_TIMEOUT_MS', 30_000, 100, 600_000),
    upstreamProbeIntervalMs: number(env, 'UPSTREAM_PROBE_INTERVAL_MS', 500, 50, 60_000),
    upstreamProbeTimeoutMs: number(env, 'UPSTREAM_PROBE_TIMEOUT_MS', 1_000, 50, 60_000),
    trustProxy: list(env.TRUST_PROXY),
    hstsMaxAge: number(env, 'HSTS_MAX_AGE', 0, 0, 63_072_000),
    cspImgSrc: list(env.CSP_IMG_SRC),
    cspConnectSrc: list(env.CSP_CONNECT_SRC),
    logLevel: env.LOG_LEVEL || 'info',
    limits: readClientLimits((name, fallback, min, max) => number(env, name, fallback, min, max)),
  };
}
