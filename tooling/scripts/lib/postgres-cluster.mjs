// A throwaway Debian PostgreSQL cluster (initdb + pg_ctl in a temporary folder, as the postgres user when
// run as root), for test commands that need a real server. Mirrors apps/api-server/scripts/test-postgres.mjs.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or undefined. */
export function postgresBinaries() {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const newest = versions[0];
  return newest ? join(root, newest, 'bin') : undefined;
}

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * The server of a cluster made by startCluster, stopped and started again in place (fault drills restart
 * PostgreSQL under traffic). `where` is the cluster's `control` value, which survives JSON (an environment variable).
 * @param {{ bin: string; folder: string; port: number }} where
 */
export function clusterServer(where) {
  const { bin, folder, port } = where;
  const data = join(folder, 'data');
  // Asynchronous: a drill keeps its traffic going while the server stops and starts.
  const run = promisify(execFile);
  const asOwner = (command, args) => (process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));
  return {
    async start() {
      await asOwner(join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-l',
        join(folder, 'log'),
        '-w',
        '-o',
        `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
        'start',
      ]);
    },
    /** `fast`: sessions are ended and the server stops, as in a restart; `immediate`: as in a crash. */
    async stop(mode = 'fast') {
      await asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop']);
    },
  };
}

/**
 * Starts a cluster on `port` (a free one when not given) and returns its URL, its `control` (for
 * clusterServer) and a stop function that also removes it. Throws when initdb or pg_ctl fail (their output in the message).
 */
export async function startCluster(bin, port) {
  const chosen = port ?? (await freePort());
  const isRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'wl-pg-'));
  const data = join(folder, 'data');
  const control = { bin, folder, port: chosen };
  const asOwner = (command, args) =>
    isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' }) : execFileSync(command, args, { stdio: 'pipe' });
  if (isRoot) {
    chmodSync(folder, 0o777);
    execFileSync('chown', ['postgres', folder]);
  }
  const remove = () => rmSync(folder, { recursive: true, force: true });
  try {
    asOwner(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await clusterServer(control).start();
  } catch (caught) {
    remove();
    const error = /** @type {Error & { stderr?: Buffer }} */ (caught);
    throw new Error(error.stderr?.toString() || error.message);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${chosen}/postgres`,
    control,
    stop() {
      try {
        asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // The folder is removed either way (a drill may have left the server stopped).
      }
      remove();
    },
  };
}
