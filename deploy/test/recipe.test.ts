import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, chownSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { merchantCodes } from '@whitelabel/merchants';
import { freePort, postgresBinaries, startCluster } from '@whitelabel/tooling/postgres-cluster';
import { CompactEncrypt, importJWK } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageEnvironment, imageStart, readDockerfile } from './dockerfile.js';

/**
 * The deploy recipe proven without Docker: deploy/scripts/deploy-build.mjs run for both servers on a clean copy of
 * the repository (what git tracks or would track: no node_modules, no build output), against the workspace's turbo
 * cache, so packages built by the test command's build are cache hits; then both outputs started as their
 * Dockerfiles start them (runtime stage's variables, working folder, command and user) on PostgreSQL, the site
 * server in front, and a short journey through it by host.
 */
const deployDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(deployDir, '..');
const bin = postgresBinaries();
if (!bin) console.info('[deploy recipe] SKIPPED: no PostgreSQL under /usr/lib/postgresql (apps/api-server test:postgres installs it as root)');

interface Built {
  code: number;
  output: string;
}
interface Server {
  child: ChildProcess;
  origin: string;
  output: string;
}

let work: string;
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
let builds: Record<'api' | 'site', Built>;
const servers: Server[] = [];
let api: Server;
let site: Server;

/** Runs the recipe's script from the clean copy; resolves with its exit code and output. */
function runScript(source: string, server: string, out: string): Promise<Built> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(source, 'deploy', 'scripts', 'deploy-build.mjs'), server, '--out', out], {
      cwd: source,
      // The workspace's turbo cache: what the test command's build already made is a hit in the pruned copy.
      env: { ...process.env, TURBO_CACHE_DIR: process.env.TURBO_CACHE_DIR ?? join(root, '.turbo', 'cache'), FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      // eslint-disable-next-line no-control-regex -- colour codes of the tools' output
      const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
      // Each step's time, for the test command's log.
      for (const line of plain.split('\n').filter((text) => /\[workspace\] .*(: [\d.]+ s|ready in)/.test(text)))
        console.info(`[deploy recipe] ${server} ${line}`);
      done({ code: code ?? 1, output: plain });
    });
  });
}

/** The clean copy: the files git tracks, or would track (new, not ignored), as the images' build context holds. */
function cleanCopy(target: string) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    try {
      cpSync(join(root, file), join(target, file));
    } catch (error) {
      // A tracked file deleted in the working tree is not part of the copy.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** The user the image runs as, where this machine allows: as root, that user when it exists here, else nobody. */
function imageUser(name: string | undefined): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n');
  const entry = passwd.find((line) => line.startsWith(`${name}:`)) ?? passwd.find((line) => line.startsWith('nobody:'));
  const [, , uid, gid] = entry!.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Starts a server's output as its image starts it: the image's folders are the output's, the port a free one. */
async function startAsImage(server: string, out: string, env: Record<string, string>, ready: string): Promise<Server> {
  const instructions = readDockerfile(join(deployDir, `${server}.Dockerfile`));
  const start = imageStart(instructions);
  const inImage = (value: string) => (value.startsWith('/') ? join(out, value) : value);
  const imageEnv = Object.fromEntries(Object.entries(imageEnvironment(instructions)).map(([name, value]) => [name, inImage(value)]));
  const port = await freePort();
  const user = imageUser(start.user);
  if (user && imageEnv.DATA_DIR) chownSync(imageEnv.DATA_DIR, user.uid, user.gid);
  const [command, ...args] = start.command;
  expect(command).toBe('node');
  const child = spawn(process.execPath, args, {
    cwd: inImage(start.workdir),
    env: { PATH: process.env.PATH ?? '', ...imageEnv, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  const started: Server = { child, origin: `http://127.0.0.1:${port}`, output: '' };
  const read = (chunk: Buffer) => (started.output = (started.output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  servers.push(started);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${server} exited (${child.exitCode}):\n${started.output}`);
    try {
      if ((await fetch(`${started.origin}${ready}`)).ok) return started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server} was not ready within 120 s:\n${started.output}`);
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request to the site server for a host (fetch does not let a caller name the Host). */
function siteRequest(host: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  return new Promise((done, fail) => {
    const url = new URL(path, site.origin);
    const req = httpRequest(url, { method, headers: { host, ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

beforeAll(async () => {
  if (!bin) return;
  work = mkdtempSync(join(tmpdir(), 'deploy-recipe-'));
  // Readable by the image's user (the outputs live here).
  chmodSync(work, 0o755);
  const source = join(work, 'source');
  cleanCopy(source);
  const [apiBuild, siteBuild] = await Promise.all([runScript(source, 'api-server', join(work, 'api')), runScript(source, 'site-server', join(work, 'site'))]);
  builds = { api: apiBuild!, site: siteBuild! };
  // A failed build is the first test's failure (with the script's output); the others then fail for want of servers.
  if (apiBuild!.code !== 0 || siteBuild!.code !== 0) return;

  cluster = await startCluster(bin);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database wl');
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/wl');
  // As deploy/compose.yaml sets them (the site server is the one proxy the API believes).
  api = await startAsImage('api-server', join(work, 'api'), { DATABASE_URL: databaseUrl, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' }, '/wps/system/status');
  site = await startAsImage('site-server', join(work, 'site'), { API_ORIGINS: api.origin, LOG_LEVEL: 'warn' }, '/readyz');
});

afterAll(async () => {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
    ),
  );
  cluster?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!bin)('the deploy recipe, built by its script from a clean copy and started as the images start', () => {
  it("builds both servers with the script, from the workspace's turbo cache", () => {
    for (const [name, built] of Object.entries(builds)) expect(built.code, `deploy-build.mjs for ${name}:\n${built.output.slice(-8_000)}`).toBe(0);
    // Every package the test command's build made is a hit in the pruned copy (the same task hashes: nothing rebuilt).
    for (const built of [builds.api, builds.site]) expect(built.output).toMatch(/Cached:\s+(\d+) cached, \1 total/);
  });

  it('serves the member and agent sites of every merchant folder by host', async () => {
    expect(site, 'the site server started').toBeDefined();
    const table = JSON.parse(readFileSync(join(work, 'site', 'app', 'sites.json'), 'utf8')) as { sites: { merchant: string; hosts: string[] }[] };
    const codes = merchantCodes();
    expect(table.sites.map((entry) => entry.merchant)).toEqual(codes);
    for (const code of codes) {
      const host = `${code}.localhost`;
      const home = await siteRequest(host, 'GET', '/m/home', { 'accept-encoding': 'identity' });
      expect(home.status, `${host}/m/home`).toBe(200);
      expect(home.headers['content-security-policy']).toContain("script-src 'self'");
      // The document's style sheet is this merchant's build (its theme class), compressed as built.
      const styles = [...home.text.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!);
      expect(styles.length, `${host}: a style sheet`).toBeGreaterThan(0);
      const sheets = await Promise.all(styles.map((path) => siteRequest(host, 'GET', path, { 'accept-encoding': 'identity' })));
      expect(sheets.some((sheet) => sheet.text.includes(`.merchant-${code}`))).toBe(true);
      const compressed = await siteRequest(host, 'GET', styles[0]!, { 'accept-encoding': 'br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      const agent = await siteRequest(host, 'GET', '/m/agent', { 'accept-encoding': 'identity' });
      expect(agent.status, `${host}/m/agent`).toBe(200);
      expect(agent.text).toContain('<div id="root"');
    }
  });

  it('registers a member, takes a deposit and a bet through the site server, on PostgreSQL', async () => {
    expect(site, 'the site server started').toBeDefined();
    const merchant = 'lucky88';
    const host = `${merchant}.localhost`;
    const session: { token?: string } = {};
    const call = async <T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
      const reply = await siteRequest(
        host,
        method,
        path,
        {
          merchant,
          ...(session.token ? { authorization: `Bearer ${session.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extra,
        },
        body === undefined ? undefined : JSON.stringify(body),
      );
      return { status: reply.status, body: (reply.text.startsWith('{') ? JSON.parse(reply.text) : {}) as { code?: string; value: T }, text: reply.text };
    };
    const encrypted = async <T>(method: string, path: string, payload: unknown) => {
      const key = (await call<{ kid: string; jwk: Record<string, string>; serverTime: string }>('GET', '/wps/system/encryptionKey')).body.value;
      const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({
          alg: 'RSA-OAEP-256',
          enc: 'A256GCM',
          kid: key.kid,
          jti: randomUUID().replaceAll('-', ''),
          iat: Math.floor(Date.parse(key.serverTime) / 1000),
        })
        .encrypt(await importJWK(key.jwk, 'RSA-OAEP-256'));
      return call<T>(method, path, { payload: jwe }, { encryption: 'JWE-RSA-OAEP-256-A256GCM' });
    };
    // Production has no development captcha endpoint: the test reads the picture's answer where the server keeps it.
    const captcha = async () => {
      const { captchaKey } = (await call<{ captchaKey: string }>('GET', '/wps/captcha')).body.value;
      const db = new pg.Client({ connectionString: cluster!.url.replace(/\/postgres$/, '/wl') });
      await db.connect();
      const { rows } = await db.query<{ answer: string }>('select answer from captchas where id = $1', [captchaKey]);
      await db.end();
      return { captchaKey, captcha: rows[0]!.answer };
    };
    expect((await call('GET', '/wps/dev/sms?mobileNum=812340000')).status, 'no development endpoints in production').toBe(404);

    const username = `deploy${Date.now().toString(36).slice(-6)}`;
    const password = 'Secret123';
    const registered = await encrypted('PUT', '/wps/member/register', {
      registerMethod: 'H5',
      type: 0,
      domain: host,
      registerUrl: `http://${host}/m/register`,
      username,
      password,
      confirmPassword: password,
      ...(await captcha()),
    });
    expect(registered.status, registered.text).toBe(200);
    const login = await encrypted<{ token: string }>('POST', '/wps/session/login', { type: 'username', username, password });
    expect(login.status, login.text).toBe(200);
    session.token = login.body.value.token;

    const [gateway] = (await call<{ gatewayId: string }[]>('GET', '/wps/deposit/gateways?channel=QR')).body.value;
    const order = await call<{ payUrl: string }>('POST', '/wps/deposit/gateway', {
      gatewayId: gateway!.gatewayId,
      channel: 'QR',
      amount: '500.00',
      returnUrl: `http://${host}/m/voucherCenter`,
    });
    expect(order.status, order.text).toBe(200);
    const payUrl = new URL(order.body.value.payUrl);
    expect(payUrl.host).toBe(host);
    expect((await call('POST', `${payUrl.pathname}${payUrl.search}`)).status).toBe(303);
    const balance = async () => Number((await call<{ sumBalance: string }>('GET', '/wps/wallets/gcs')).body.value.sumBalance);
    expect(await balance()).toBe(500);

    const [game] = (await call<{ games: { nodeId: string; minBet: string }[] }>('GET', '/wps/games?gameType=RNG&pageSize=1')).body.value.games;
    const launched = await call<{ url: string }>('GET', `/wps/games/launch?nodeId=${game!.nodeId}`);
    expect(launched.status, launched.text).toBe(200);
    const round = await call('POST', `${new URL(launched.body.value.url).pathname}/spin`, { stake: game!.minBet });
    expect(round.status, round.text).toBe(200);
    const db = new pg.Client({ connectionString: cluster!.url.replace(/\/postgres$/, '/wl') });
    await db.connect();
    try {
      const { rows } = await db.query<{ kind: string }>(
        'select l.kind from ledger l join members m on m.id = l.member_id where m.username = $1 order by l.id',
        [username],
      );
      expect(rows.map((row) => row.kind)).toEqual(expect.arrayContaining(['deposit', 'bet']));
    } finally {
      await db.end();
    }
    // The processes ran as the images' user where this machine allows it (root here: not root).
    if (process.getuid?.() === 0) for (const { child } of [api, site]) expect(readFileSync(`/proc/${child.pid}/status`, 'utf8')).not.toMatch(/^Uid:\s+0\s/m);
  });
});
