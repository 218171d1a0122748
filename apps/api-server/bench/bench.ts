// Load benchmark (not a test): starts the server on a fresh PGlite (or DATABASE_URL) and runs autocannon
// against the lobby game list, the hot list, login and add-favourite, printing requests/s and p99 for each.
// Usage: pnpm --filter @whitelabel/api-server bench   (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CompactEncrypt, importJWK } from 'jose';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { seed } from '../src/seed/index.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const folder = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'wl-bench-'));
const config = readConfig({ ...process.env, DATA_DIR: folder ?? 'memory://', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', VALIDATE_RESPONSES: '', NODE_ENV: 'production', SEED_DEMO: '1', PORT: '0' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await seed(database.db);
const app = await buildApp({ db: database.db, config });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { merchant: 'lucky88', 'content-type': 'application/json' };

const json = async (response: Response) => (await response.json()) as { value: Record<string, unknown> & { games: { nodeId: string; vassalage: string }[] } };
const key = (await json(await fetch(`${address}/wps/system/encryptionKey`, { headers }))).value as unknown as { kid: string; jwk: Record<string, string>; serverTime: string };
const publicKey = await importJWK(key.jwk, 'RSA-OAEP-256');
// The server accepts each sealed login once (a random jti, dated on its clock): a pool of fresh ones, one per request.
const seal = (index: number) =>
  new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ type: 'username', username: 'member0', password: 'Demo1234' })))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid, jti: `bench${String(index).padStart(12, '0')}${Date.now()}`, iat: Math.floor(Date.parse(key.serverTime) / 1000) })
    .encrypt(publicKey);
const logins = await Promise.all(Array.from({ length: Math.max(1_000, seconds * 500) }, (_, index) => seal(index)));
let nextLogin = 0;
const loginBody = () => JSON.stringify({ payload: logins[nextLogin++ % logins.length] });
const loginHeaders = { ...headers, encryption: 'JWE-RSA-OAEP-256-A256GCM' };
const token = (await json(await fetch(`${address}/wps/session/login`, { method: 'POST', headers: loginHeaders, body: loginBody() }))).value.token as string;
const game = (await json(await fetch(`${address}/wps/games?gameType=FISH&pageSize=1`, { headers }))).value.games[0]!;

const cases = [
  { name: 'lobby game list', path: '/wps/games?gameType=RNG&pageNo=1&pageSize=24', method: 'GET' as const, headers },
  { name: 'hot list', path: '/wps/games/hot?pageNo=1&pageSize=24', method: 'GET' as const, headers },
  { name: 'login', path: '/wps/session/login', method: 'POST' as const, headers: loginHeaders, setupRequest: (request: autocannon.Request) => ({ ...request, body: loginBody() }) },
  { name: 'add favourite', path: '/wps/games/favourites', method: 'POST' as const, headers: { ...headers, authorization: `Bearer ${token}` }, body: JSON.stringify({ nodeId: game.nodeId, vendor: game.vassalage }) },
];

console.log(`api-server bench: ${database.driver}, ${connections} connections, ${seconds} s per case, load generator on the same machine`);
const rows: string[] = [];
for (const entry of cases) {
  const result = await autocannon({
    url: `${address}${entry.path}`,
    connections,
    duration: seconds,
    requests: [{ method: entry.method, headers: entry.headers, ...('body' in entry ? { body: entry.body } : {}), ...('setupRequest' in entry ? { setupRequest: entry.setupRequest } : {}) }],
  });
  const errors = result.non2xx + result.errors;
  rows.push(`${entry.name.padEnd(18)} ${String(Math.round(result.requests.average)).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms${errors ? `   (${errors} errors/non-2xx)` : ''}`);
  console.log(rows.at(-1));
}
await app.close();
await database.close();
if (folder) rmSync(folder, { recursive: true, force: true });
