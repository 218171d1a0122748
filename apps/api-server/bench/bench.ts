// Load benchmark (not a test): starts the built server (dist/main.js) as BENCH_INSTANCES processes on a fresh
// PGlite (one instance only) or on DATABASE_URL, and runs autocannon against the lobby game list, the hot list,
// login, add-favourite and a bet (a demo-game spin), spreading the connections over the instances; prints
// requests/s and p99 for each. Build first (pnpm turbo run build --filter=@whitelabel/api-server).
// Usage: pnpm --filter @whitelabel/api-server bench   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_INSTANCES,
// BENCH_PORT (first instance's port, next ones follow), DATABASE_URL; bench/bench-all.mjs runs every setup)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CompactEncrypt, importJWK } from 'jose';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const instances = Number(process.env.BENCH_INSTANCES ?? 1);
const firstPort = Number(process.env.BENCH_PORT ?? 18_700);
const databaseUrl = process.env.DATABASE_URL || undefined;
if (instances > 1 && !databaseUrl) throw new Error('BENCH_INSTANCES > 1 needs DATABASE_URL (PGlite is one process)');
const folder = mkdtempSync(join(tmpdir(), 'wl-bench-'));

const children: ChildProcess[] = [];
async function start(port: number): Promise<string> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
      VALIDATE_RESPONSES: '',
      NODE_ENV: 'production',
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/wps/system/status`)).ok) return origin;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on ${port} did not start`);
}

// The first instance migrates and seeds; the others start on the prepared database.
const origins = [await start(firstPort)];
for (let i = 1; i < instances; i += 1) origins.push(await start(firstPort + i));
const [origin] = origins as [string];
const headers = { merchant: 'lucky88', 'content-type': 'application/json' };

const json = async (response: Response) =>
  (await response.json()) as { value: Record<string, unknown> & { games: { nodeId: string; vassalage: string; minBet: string }[] } };
const key = (await json(await fetch(`${origin}/wps/system/encryptionKey`, { headers }))).value as unknown as {
  kid: string;
  jwk: Record<string, string>;
  serverTime: string;
};
const publicKey = await importJWK(key.jwk, 'RSA-OAEP-256');
// The server accepts each sealed login once (a random jti, dated on its clock): a pool of fresh ones, one per request.
const seal = (index: number) =>
  new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ type: 'username', username: 'member0', password: 'Demo1234' })))
    .setProtectedHeader({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: key.kid,
      jti: `bench${String(index).padStart(12, '0')}${Date.now()}`,
      iat: Math.floor(Date.parse(key.serverTime) / 1000),
    })
    .encrypt(publicKey);
const logins = await Promise.all(Array.from({ length: Math.max(1_000, seconds * 500) }, (_, index) => seal(index)));
let nextLogin = 0;
const loginBody = () => JSON.stringify({ payload: logins[nextLogin++ % logins.length] });
const loginHeaders = { ...headers, encryption: 'JWE-RSA-OAEP-256-A256GCM' };
const token = (await json(await fetch(`${origin}/wps/session/login`, { method: 'POST', headers: loginHeaders, body: loginBody() }))).value.token as string;
const authorised = { ...headers, authorization: `Bearer ${token}` };
const game = (await json(await fetch(`${origin}/wps/games?gameType=FISH&pageSize=1`, { headers }))).value.games[0]!;
const slot = (await json(await fetch(`${origin}/wps/games?gameType=RNG&pageSize=1`, { headers }))).value.games[0]!;
const launched = (await json(await fetch(`${origin}/wps/games/launch?nodeId=${slot.nodeId}`, { headers: authorised }))).value as unknown as { url: string };
const play = new URL(launched.url).pathname;

// Login last: its argon2 backlog (requests still being hashed when a case ends) would slow the next case.
const cases = [
  { name: 'lobby game list', path: '/wps/games?gameType=RNG&pageNo=1&pageSize=24', method: 'GET' as const, headers },
  { name: 'hot list', path: '/wps/games/hot?pageNo=1&pageSize=24', method: 'GET' as const, headers },
  {
    name: 'add favourite',
    path: '/wps/games/favourites',
    method: 'POST' as const,
    headers: authorised,
    body: JSON.stringify({ nodeId: game.nodeId, vendor: game.vassalage }),
  },
  { name: 'bet (demo spin)', path: `${play}/spin`, method: 'POST' as const, headers, body: JSON.stringify({ stake: slot.minBet }) },
  {
    name: 'login',
    path: '/wps/session/login',
    method: 'POST' as const,
    headers: loginHeaders,
    setupRequest: (request: autocannon.Request) => ({ ...request, body: loginBody() }),
  },
];

const driver = databaseUrl ? 'postgres' : 'pglite';
console.log(`api-server bench: ${driver}, ${instances} instance(s), ${connections} connections, ${seconds} s per case, load generator on the same machine`);
try {
  for (const entry of cases) {
    // One autocannon per instance, the connections shared out: requests add up, the worst p99 counts.
    const results = await Promise.all(
      origins.map((base) =>
        autocannon({
          url: `${base}${entry.path}`,
          requests: [
            {
              method: entry.method,
              headers: entry.headers,
              ...('body' in entry ? { body: entry.body } : {}),
              ...('setupRequest' in entry ? { setupRequest: entry.setupRequest } : {}),
            },
          ],
          connections: Math.max(1, Math.floor(connections / origins.length)),
          duration: seconds,
        }),
      ),
    );
    const result = {
      requests: { average: results.reduce((sum, one) => sum + one.requests.average, 0) },
      latency: { p99: Math.max(...results.map((one) => one.latency.p99)) },
      non2xx: results.reduce((sum, one) => sum + one.non2xx, 0),
      errors: results.reduce((sum, one) => sum + one.errors, 0),
    };
    const errors = result.non2xx + result.errors;
    console.log(
      `${driver.padEnd(8)} x${instances}  ${entry.name.padEnd(16)} ${String(Math.round(result.requests.average)).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms${errors ? `   (${errors} errors/non-2xx)` : ''}`,
    );
  }
} finally {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  rmSync(folder, { recursive: true, force: true });
}
