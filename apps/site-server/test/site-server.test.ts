import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer, immutableCache } from '../src/app.js';
import { scriptHash } from '../src/builds.js';
import { parseSites, readConfig, workspaceSites } from '../src/config.js';
import { redactUrl } from '../src/redact.js';
import { bigScript, fakeUpstream, fixtureBuilds, type Fixture } from './fixtures.js';

let fixture: Fixture;
const started: FastifyInstance[] = [];
beforeAll(async () => {
  fixture = await fixtureBuilds();
});
afterAll(() => rmSync(fixture.dir, { recursive: true, force: true }));
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

async function server(overrides: Partial<Fixture['config']> = {}, options: Parameters<typeof buildSiteServer>[1] = {}) {
  const built = await buildSiteServer({ ...fixture.config, ...overrides }, options);
  started.push(built.app);
  return built;
}

const luckyScript = bigScript('lucky88_member');

describe('encoding negotiation', () => {
  it('sends the brotli file to a client that accepts br', async () => {
    const { app } = await server();
    const response = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { host: 'lucky88.test', 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(luckyScript);
    expect(response.rawPayload.length).toBeLessThan(luckyScript.length / 10);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const { app } = await server();
    const response = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { host: 'lucky88.test', 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(luckyScript);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const { app } = await server();
    for (const acceptEncoding of ['identity', undefined]) {
      const response = await app.inject({
        url: '/assets/index-Ab12Cd34.js',
        headers: { host: 'lucky88.test', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(luckyScript);
    }
  });

  it('never serves the .br or .gz file under its own name', async () => {
    const { app } = await server();
    const response = await app.inject({ url: '/assets/index-Ab12Cd34.js.br', headers: { host: 'lucky88.test' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('cache policy', () => {
  it('caches hashed assets for a year as immutable, and makes documents and other files revalidate', async () => {
    const { app } = await server();
    const asset = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { host: 'lucky88.test' } });
    expect(asset.headers['cache-control']).toBe(immutableCache);
    expect(immutableCache).toBe('public, max-age=31536000, immutable');
    for (const url of ['/m/home', '/index.html', '/favicon.svg']) {
      const response = await app.inject({ url, headers: { host: 'lucky88.test' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag, url).toBeTruthy();
    }
  });
});

describe('security headers', () => {
  const csp =
    "default-src 'self';base-uri 'none';script-src 'self';script-src-attr 'none';style-src 'self';style-src-attr 'unsafe-inline';" +
    "img-src 'self' data:;font-src 'self';connect-src 'self';media-src 'self';worker-src 'self';manifest-src 'self';frame-src 'none';" +
    "object-src 'none';form-action 'self';frame-ancestors 'none'";

  it('sends the strict CSP, frame denial, nosniff, referrer and permissions policies on documents and assets', async () => {
    const { app } = await server();
    for (const url of ['/m/home', '/assets/index-Ab12Cd34.js', '/m/missing.png']) {
      const response = await app.inject({ url, headers: { host: 'lucky88.test' } });
      expect(response.headers['content-security-policy'], url).toBe(csp);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], url).toMatch(/^accelerometer=\(\), .*camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('adds HSTS and upgrade-insecure-requests when served behind TLS', async () => {
    const { app } = await server({ hstsMaxAge: 31_536_000 });
    const response = await app.inject({ url: '/m/home', headers: { host: 'lucky88.test' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });

  it('allows configured image and API origins', async () => {
    const { app } = await server({ cspImgSrc: ['https://cdn.example'], cspConnectSrc: ['https://api.example'] });
    const response = await app.inject({ url: '/m/home', headers: { host: 'lucky88.test' } });
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data: https://cdn.example;");
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://api.example;");
  });

  it('allows an inline script of a build only by its hash', async () => {
    const inline = 'window.booted = true;';
    const withInline = await fixtureBuilds({ inlineScript: inline });
    try {
      const built = await buildSiteServer(withInline.config);
      started.push(built.app);
      const response = await built.app.inject({ url: '/m/home', headers: { host: 'lucky88.test' } });
      expect(response.headers['content-security-policy']).toContain(`script-src 'self' '${scriptHash(inline)}';`);
      expect(scriptHash(inline)).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
    } finally {
      rmSync(withInline.dir, { recursive: true, force: true });
    }
  });
});

describe('missing files and routes', () => {
  it('answers 404, not the app shell, for a missing asset or file', async () => {
    const { app } = await server();
    for (const url of ['/assets/index-Zz99Zz99.js', '/m/home/logo.png', '/robots.txt', '/assets/nested', '/.vite/manifest.json']) {
      const response = await app.inject({ url, headers: { host: 'lucky88.test' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('lucky88 member');
      expect(response.headers['content-security-policy'], url).toBeTruthy();
    }
  });

  it('answers the member shell for member routes and the agent shell for agent routes', async () => {
    const { app } = await server();
    const shell = async (url: string) => (await app.inject({ url, headers: { host: 'lucky88.test' } })).body;
    for (const url of ['/m', '/m/home', '/m/member/deposit?x=1', '/m/gameList/RNG', '/m/agentx'])
      expect(await shell(url), url).toContain('<title>lucky88 member</title>');
    for (const url of ['/m/agent', '/m/agent/home', '/m/member/agent/getSalaryContract', '/m/member/agent/getHourContract'])
      expect(await shell(url), url).toContain('<title>lucky88 agent</title>');
  });

  it('serves the agent build assets next to the member build assets', async () => {
    const { app } = await server();
    const response = await app.inject({ url: '/assets/index-Ef56Gh78.js', headers: { host: 'lucky88.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(bigScript('lucky88_agent'));
  });

  it('sends / and any page address outside /m (an old bookmark) to the home page (spec 2.022)', async () => {
    const { app } = await server();
    for (const url of ['/', '/foo', '/admin/', '/old/bookmark?ref=mail', '/M/home', '/wpsx']) {
      const response = await app.inject({ url, headers: { host: 'lucky88.test' } });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/m/home');
    }
    // On each merchant's own host, to its own home.
    const golden = await app.inject({ url: '/foo', headers: { host: 'goldenlotus.test' } });
    expect([golden.statusCode, golden.headers.location]).toEqual([302, '/m/home']);
  });

  it('answers 404 outside /m for a file or an API address, never a page', async () => {
    const { app } = await server();
    for (const url of ['/foo.php', '/wp-login.php', '/robots.txt', '/wps', '/lgw', '/assets/', '/assets/gone']) {
      const response = await app.inject({ url, headers: { host: 'lucky88.test' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
    }
  });

  it('does not leave the build folder', async () => {
    const { app } = await server();
    for (const url of ['/assets/../../lucky88-agent/index.html', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%2e%2e%2f%2e%2e%2fgoldenlotus-member%2findex.html']) {
      const response = await app.inject({ url, headers: { host: 'lucky88.test' } });
      expect(response.body, url).not.toContain('root:');
      expect(response.body, url).not.toContain('goldenlotus');
    }
    expect((await app.inject({ url: '/m/%E0%A4%A', headers: { host: 'lucky88.test' } })).statusCode).toBe(400);
  });
});

describe('host → merchant', () => {
  it('serves each merchant its own build by host, and the default merchant to other hosts', async () => {
    const { app } = await server();
    const title = async (host: string, url = '/m/home') => /<title>(.*)<\/title>/.exec((await app.inject({ url, headers: { host } })).body)?.[1];
    expect(await title('lucky88.test')).toBe('lucky88 member');
    expect(await title('goldenlotus.test')).toBe('goldenlotus member');
    expect(await title('GoldenLotus.test:8443')).toBe('goldenlotus member');
    expect(await title('goldenlotus.test', '/m/agent')).toBe('goldenlotus agent');
    expect(await title('127.0.0.1:8080')).toBe('lucky88 member');
    // One merchant's assets are not served on the other's host.
    expect((await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { host: 'goldenlotus.test' } })).statusCode).toBe(404);
  });

  it('answers 421 to an unknown host when there is no default merchant', async () => {
    const { app } = await server({ defaultMerchant: undefined });
    expect((await app.inject({ url: '/m/home', headers: { host: 'evil.test' } })).statusCode).toBe(421);
    expect((await app.inject({ url: '/m/home', headers: { host: 'lucky88.test' } })).statusCode).toBe(200);
  });

  it('reads the table from a file with folders relative to it, and refuses a host listed twice', () => {
    const file = join(fixture.dir, 'sites.json');
    writeFileSync(file, JSON.stringify({ sites: [{ merchant: 'alpha', hosts: ['www.alpha.test'], member: 'builds/alpha', agent: '/srv/alpha-agent' }] }));
    const config = readConfig({ SITES_FILE: file, API_ORIGINS: 'http://api-1:8787, http://api-2:8787/' });
    expect(config.sites).toEqual([{ merchant: 'alpha', hosts: ['www.alpha.test'], member: join(fixture.dir, 'builds', 'alpha'), agent: '/srv/alpha-agent' }]);
    expect(config.apiOrigins).toEqual(['http://api-1:8787', 'http://api-2:8787']);
    expect(() =>
      parseSites(
        {
          sites: [
            { merchant: 'a', hosts: ['x.test'], member: 'a' },
            { merchant: 'b', hosts: ['X.test'], member: 'b' },
          ],
        },
        '/',
      ),
    ).toThrow(/x.test/);
    expect(() => parseSites({ default: 'c', sites: [{ merchant: 'a', hosts: [], member: 'a' }] }, '/')).toThrow(/default/);
    expect(() => readConfig({ SITES: '{"sites":[{"merchant":"a","hosts":[],"member":"a"}]}', PORT: '99999' })).toThrow(/PORT/);
    const table = '{"sites":[{"merchant":"a","hosts":[],"member":"a"}]}';
    expect(readConfig({ SITES: table })).toMatchObject({ upstreamProbeIntervalMs: 500, upstreamProbeTimeoutMs: 1000 });
    expect(readConfig({ SITES: table, UPSTREAM_PROBE_INTERVAL_MS: '200', UPSTREAM_PROBE_TIMEOUT_MS: '300' })).toMatchObject({
      upstreamProbeIntervalMs: 200,
      upstreamProbeTimeoutMs: 300,
    });
    expect(() => readConfig({ SITES: table, UPSTREAM_PROBE_INTERVAL_MS: '0' })).toThrow(/UPSTREAM_PROBE_INTERVAL_MS/);
    expect(() => readConfig({ SITES: table, UPSTREAM_PROBE_TIMEOUT_MS: 'later' })).toThrow(/UPSTREAM_PROBE_TIMEOUT_MS/);
  });
});

describe('proxy to the API', () => {
  it('passes method, path, query, body and headers through, with the client address as X-Forwarded-For', async () => {
    const upstream = await fakeUpstream('api-1');
    started.push(upstream.app);
    const { app } = await server({ apiOrigins: [upstream.origin] });
    const response = await app.inject({
      method: 'POST',
      url: '/wps/member/feedback?pageNo=2',
      headers: { host: 'lucky88.test', 'content-type': 'text/plain', authorization: 'Bearer t1', merchant: 'lucky88', 'x-forwarded-for': '6.6.6.6' },
      payload: 'not json at all',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, upstream: 'api-1' });
    expect(response.headers['x-upstream']).toBe('api-1');
    expect(response.headers['set-cookie']).toBe('a=b; HttpOnly');
    // The API's responses keep their own headers: the sites' CSP is not stamped on them.
    expect(response.headers['content-security-policy']).toBeUndefined();
    const seen = upstream.seen[0]!;
    expect(seen).toMatchObject({ method: 'POST', url: '/wps/member/feedback?pageNo=2', body: 'not json at all' });
    expect(seen.headers).toMatchObject({
      'content-type': 'text/plain',
      authorization: 'Bearer t1',
      merchant: 'lucky88',
      host: 'lucky88.test',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': 'lucky88.test',
      'x-forwarded-proto': 'http',
    });
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const upstream = await fakeUpstream('api-1');
    started.push(upstream.app);
    const { app } = await server({ apiOrigins: [upstream.origin], trustProxy: ['127.0.0.1'] });
    await app.inject({ url: '/lgw/lottery/list', headers: { host: 'lucky88.test', 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' } });
    expect(upstream.seen[0]!.headers).toMatchObject({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' });
  });

  it('sends requests to the API origins in turn', async () => {
    const first = await fakeUpstream('api-1');
    const second = await fakeUpstream('api-2');
    started.push(first.app, second.app);
    const { app } = await server({ apiOrigins: [first.origin, second.origin] });
    const names: string[] = [];
    for (let i = 0; i < 6; i += 1)
      names.push((await app.inject({ url: `/wps/games?n=${i}`, headers: { host: 'lucky88.test' } })).json<{ upstream: string }>().upstream);
    expect(names.filter((name) => name === 'api-1')).toHaveLength(3);
    expect(names.filter((name) => name === 'api-2')).toHaveLength(3);
  });

  it('leaves a dead API origin out until its health check answers: reads go to the other one, a write is never sent twice', async () => {
    const first = await fakeUpstream('api-1');
    const second = await fakeUpstream('api-2');
    started.push(second.app);
    const { app } = await server({ apiOrigins: [first.origin, second.origin], upstreamProbeIntervalMs: 100 });
    const get = async (i: number) => app.inject({ url: `/wps/games?n=${i}`, headers: { host: 'lucky88.test' } });
    expect((await get(0)).json()).toMatchObject({ upstream: 'api-1' });
    await first.app.close();

    // Every read is answered, by api-2 (the one that met the dead origin was repeated there).
    for (let i = 1; i <= 6; i += 1) {
      const read = await get(i);
      expect([read.statusCode, read.json<{ upstream: string }>().upstream]).toEqual([201, 'api-2']);
    }
    // Writes go to api-2 too, each exactly once.
    const writesBefore = second.seen.filter((seen) => seen.method === 'POST').length;
    for (let i = 0; i < 4; i += 1) {
      const write = await app.inject({
        method: 'POST',
        url: '/wps/games/favourites',
        headers: { host: 'lucky88.test', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(write.statusCode).toBe(201);
    }
    expect(second.seen.filter((seen) => seen.method === 'POST').length - writesBefore).toBe(4);

    // Back on its port, api-1 is found by the health check and gets its turn again.
    const revived = Fastify();
    revived.all('/*', async () => ({ success: true, upstream: 'api-1 again' }));
    started.push(revived);
    await revived.listen({ port: Number(new URL(first.origin).port), host: '127.0.0.1' });
    await expect.poll(async () => (await get(99)).json<{ upstream: string }>().upstream, { timeout: 2000, interval: 50 }).toBe('api-1 again');
  });

  it('sends a write that meets a dead origin nowhere else: 502 SYSTEM_BUSY, and the origin is left out after it', async () => {
    const first = await fakeUpstream('api-1');
    const second = await fakeUpstream('api-2');
    started.push(second.app);
    const { app } = await server({ apiOrigins: [first.origin, second.origin], upstreamProbeIntervalMs: 100 });
    await first.app.close();
    // Over a real connection: an injected request's body stream would take the upstream's error for its own.
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const write = () =>
      fetch(`${origin}/wps/games/favourites`, { method: 'POST', headers: { host: 'lucky88.test', 'content-type': 'application/json' }, body: '{}' });
    const failed = await write();
    expect([failed.status, ((await failed.json()) as { code: string }).code]).toEqual([502, 'SYSTEM_BUSY']);
    expect(second.seen).toHaveLength(0);
    for (let i = 0; i < 3; i += 1) expect((await write()).status).toBe(201);
    expect(second.seen).toHaveLength(3);
  });

  it('answers 502 SYSTEM_BUSY when the API is unreachable and 504 when it is too slow', async () => {
    const { app } = await server({ apiOrigins: ['http://127.0.0.1:9'] });
    const down = await app.inject({ url: '/wps/games', headers: { host: 'lucky88.test' } });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ success: false, code: 'SYSTEM_BUSY' });
    const upstream = await fakeUpstream('api-1');
    started.push(upstream.app);
    const slow = await server({ apiOrigins: [upstream.origin], proxyTimeoutMs: 300 });
    const late = await slow.app.inject({ url: '/wps/slow', headers: { host: 'lucky88.test' } });
    expect(late.statusCode).toBe(504);
    expect(late.json()).toMatchObject({ success: false, code: 'SYSTEM_BUSY' });
  });
});

describe('health and readiness', () => {
  it('is healthy while running, and ready only with its builds and a reachable API', async () => {
    const upstream = await fakeUpstream('api-1');
    started.push(upstream.app);
    const { app, drain } = await server({ apiOrigins: [upstream.origin] });
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', upstreams: [{ origin: upstream.origin, ok: true }] });
    drain();
    expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'not ready', draining: true });

    const noApi = await server({ apiOrigins: ['http://127.0.0.1:9'] });
    expect((await noApi.app.inject({ url: '/readyz' })).statusCode).toBe(503);

    const noBuild = await server({
      apiOrigins: [upstream.origin],
      sites: [{ merchant: 'x', hosts: ['x.test'], member: join(fixture.dir, 'nothing'), agent: undefined }],
    });
    const notBuilt = await noBuild.app.inject({ url: '/readyz' });
    expect(notBuilt.statusCode).toBe(503);
    expect(notBuilt.json<{ missingBuilds: string[] }>().missingBuilds).toEqual([join(fixture.dir, 'nothing')]);
    expect((await noBuild.app.inject({ url: '/m/home', headers: { host: 'x.test' } })).statusCode).toBe(503);
  });
});

describe('access log', () => {
  it('writes one line per request without tokens, tickets or query values', async () => {
    const upstream = await fakeUpstream('api-1');
    started.push(upstream.app);
    const lines: string[] = [];
    const { app } = await server({ apiOrigins: [upstream.origin], logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    await app.inject({
      url: '/wps/play/tkt_9f8e7d6c5b4a39281706f5e4d3c2b1a0/spin?bet=5',
      headers: { host: 'lucky88.test', authorization: 'Bearer secret-token-1' },
    });
    await app.inject({ url: '/m/member/reset?code=123456&token=abc', headers: { host: 'lucky88.test', cookie: 'session=s3cr3t' } });
    const log = lines.join('');
    expect(log).not.toMatch(/tkt_9f8e|secret-token|123456|abc|s3cr3t/);
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; url?: string; status?: number }).filter((entry) => entry.msg === 'request');
    expect(entries.map((entry) => [entry.url, entry.status])).toEqual([
      ['/wps/play/~/spin?bet=~', 201],
      ['/m/member/reset?code=~&token=~', 200],
    ]);
  });

  it('redacts payment references, long opaque segments and every query value', () => {
    expect(redactUrl('/wps/pay/DEP-2026-0001?return=https://x')).toBe('/wps/pay/~?return=~');
    expect(redactUrl('/lgw/orders/eyJhbGciOiJIUzI1NiJ9abcdefghijkl')).toBe('/lgw/orders/~');
    expect(redactUrl('/wps/games/hot?pageNo=1')).toBe('/wps/games/hot?pageNo=~');
    expect(redactUrl('/m/home')).toBe('/m/home');
  });
});

describe('the workspace table', () => {
  const appsDir = join(import.meta.dirname, '..', '..');
  /** A merchants folder of its own: a merchant is a folder holding a merchant.json (merchants/README.md). */
  function merchantsFolder(codes: string[]) {
    const dir = mkdtempSync(join(tmpdir(), 'site-server-merchants-'));
    for (const code of codes) {
      mkdirSync(join(dir, code));
      writeFileSync(join(dir, code, 'merchant.json'), '{}');
    }
    mkdirSync(join(dir, 'not-a-merchant'));
    return dir;
  }

  it('is made from the merchant folders: every folder on <code>.localhost with its builds next to this app', () => {
    const dir = merchantsFolder(['beta', 'alpha']);
    try {
      const config = readConfig({ MERCHANTS_DIR: dir });
      expect(config.sites).toEqual([
        { merchant: 'alpha', hosts: ['alpha.localhost'], member: join(appsDir, 'member-web', 'dist-alpha'), agent: join(appsDir, 'agent-web', 'dist-alpha') },
        { merchant: 'beta', hosts: ['beta.localhost'], member: join(appsDir, 'member-web', 'dist-beta'), agent: join(appsDir, 'agent-web', 'dist-beta') },
      ]);
      expect(config.defaultMerchant).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('adds the production hosts of SITE_HOSTS and serves DEFAULT_MERCHANT to other hosts, a folder it names only', () => {
    const dir = merchantsFolder(['alpha']);
    const empty = merchantsFolder([]);
    try {
      const config = readConfig({ MERCHANTS_DIR: dir, SITE_HOSTS: 'www.{merchant}.test, {merchant}.localhost', DEFAULT_MERCHANT: 'alpha' });
      expect(config.sites.map((site) => site.hosts)).toEqual([['alpha.localhost', 'www.alpha.test']]);
      expect(config.defaultMerchant).toBe('alpha');
      expect(() => readConfig({ MERCHANTS_DIR: dir, DEFAULT_MERCHANT: 'gamma' })).toThrow(/DEFAULT_MERCHANT gamma is not a merchant folder .*\(alpha\)/);
      expect(() => readConfig({ MERCHANTS_DIR: empty })).toThrow(/No merchant folder/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("lists every folder of the workspace's merchants/ when nothing overrides it", () => {
    const merchants = readdirSync(join(appsDir, '..', 'merchants'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(appsDir, '..', 'merchants', entry.name, 'merchant.json')))
      .map((entry) => entry.name)
      .sort();
    expect(merchants.length).toBeGreaterThan(1);
    expect(readConfig({}).sites.map((site) => site.merchant)).toEqual(merchants);
    expect(workspaceSites({}).sites.map((site) => site.hosts)).toEqual(merchants.map((code) => [`${code}.localhost`]));
  });
});
