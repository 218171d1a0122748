import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as MerchantFolders from '@whitelabel/merchants/folders';
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

/**
 * The workspace's table, made at start from the merchant folders (merchants/, or MERCHANTS_DIR): each merchant's
 * member and agent builds next to this app (apps/member-web/dist-<code>, apps/agent-web/dist-<code>), on
 * `<code>.localhost` and the hosts SITE_HOSTS adds (`{merchant}` patterns, comma-separated); DEFAULT_MERCHANT
 * answers hosts in no list. Outside the workspace (an image) SITES_FILE or SITES names the table instead.
 */
export function workspaceSites(env: NodeJS.ProcessEnv = process.env): SitesFile {
  let folders: typeof MerchantFolders;
  try {
    // Synchronous like the rest of the configuration; the merchants package is the workspace's, not the image's.
    folders = createRequire(import.meta.url)('@whitelabel/merchants/folders') as typeof MerchantFolders;
  } catch (error) {
    throw new Error(`Set SITES_FILE or SITES: without them the table is made from the workspace's merchant folders, which are not here (${String(error)})`);
  }
  const dir = env.MERCHANTS_DIR ? resolve(env.MERCHANTS_DIR) : folders.merchantsDir();
  const codes = folders.merchantCodes(dir);
  if (codes.length === 0) throw new Error(`No merchant folder (<code>/merchant.json) in ${dir}`);
  if (env.DEFAULT_MERCHANT && !codes.includes(env.DEFAULT_MERCHANT))
    throw new Error(`DEFAULT_MERCHANT ${env.DEFAULT_MERCHANT} is not a merchant folder of ${dir} (${codes.join(', ')})`);
  const build = (app: string, code: string) => resolve(packageDir, '..', app, folders.merchantBuildDir(code));
  return {
    ...(env.DEFAULT_MERCHANT ? { default: env.DEFAULT_MERCHANT } : {}),
    sites: codes.map((code) => ({
      merchant: code,
      hosts: [...new Set([...folders.merchantHosts(code), ...(env.SITE_HOSTS ? folders.merchantHosts(code, env.SITE_HOSTS) : [])])],
      member: build('member-web', code),
      agent: build('agent-web', code),
    })),
  };
}

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
  } else if (env.SITES_FILE) {
    const path = resolve(env.SITES_FILE);
    table = parseSites(JSON.parse(readFileSync(path, 'utf8')) as SitesFile, dirname(path));
  } else {
    table = parseSites(workspaceSites(env), packageDir);
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
