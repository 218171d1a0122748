// What the site server's benchmarks share: the built reference API (PGlite in memory) and this server in front of it,
// started from a checkout (`repo`: this one, or BENCH_ROOT's for a before/after comparison), and a wait for them.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout whose builds are measured: BENCH_ROOT, else this one. */
export const repo = process.env.BENCH_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const startBuilt = (script, env) => spawn(process.execPath, [script], { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });

/** The reference API on `port`, in memory, rate limits off, believing this machine's X-Forwarded-For; `env` adds to it. */
export const startApi = (port, env = {}) =>
  startBuilt('apps/api-server/dist/main.js', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    TRUST_PROXY: '127.0.0.1',
    ...env,
  });

/** This server on `port` in front of the API on `apiPort`; hosts in no site's list are lucky88's (127.0.0.1 included). */
export const startSite = (port, apiPort, env = {}) =>
  startBuilt('apps/site-server/dist/main.js', {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_ORIGINS: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: 'silent',
    DEFAULT_MERCHANT: 'lucky88',
    ...env,
  });

/** Resolves once `url` answers as `ready` says (ok by default); fails when `child` exits or after `seconds`. */
export async function waitFor(url, { child, seconds = 300, ready = (response) => response.ok } = {}) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if (ready(await fetch(url))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}
