// Runs the integration suite a second time against a throwaway Debian PostgreSQL cluster (initdb + pg_ctl in a
// temporary folder, on a free port), writing reports/integration.postgres.json. When PostgreSQL is not installed
// and cannot be installed (apt-get as root), it says so and skips; it never fails the run for that reason.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;

function skip(reason) {
  console.log(`\n[postgres] SKIPPED the PostgreSQL run: ${reason}`);
  process.exit(0);
}

function binaries() {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : undefined;
}

let bin = binaries();
if (!bin) {
  if (!isRoot) skip(`no PostgreSQL under ${root} and not root, so apt-get cannot install it`);
  if (!existsSync('/usr/bin/apt-get')) skip('no PostgreSQL installed and no apt-get to install it');
  console.log('[postgres] installing Debian postgresql with apt-get (once per machine)...');
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    timeout: 300_000,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0) skip('apt-get install postgresql failed (no package index or no network?)');
  bin = binaries();
  if (!bin) skip('apt-get finished but no initdb was found');
}

const port = await new Promise((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});

const folder = mkdtempSync(join(tmpdir(), 'wl-pg-'));
const data = join(folder, 'data');
// initdb refuses to run as root: as root the cluster belongs to the postgres user.
const asOwner = (command, args) =>
  isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' }) : execFileSync(command, args, { stdio: 'pipe' });
if (isRoot) {
  chmodSync(folder, 0o777);
  execFileSync('chown', ['postgres', folder]);
}

let started = false;
let status = 1;
try {
  console.log(`[postgres] throwaway cluster with ${bin} in ${data} on port ${port}`);
  asOwner(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asOwner(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(folder, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  started = true;
  const run = spawnSync(
    './node_modules/.bin/vitest',
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/integration.postgres.json',
      '--reporter=junit',
      '--outputFile.junit=reports/integration.postgres.xml',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
    },
  );
  status = run.status ?? 1;
} catch (error) {
  console.error(`[postgres] could not start the cluster: ${error.stderr?.toString() ?? error.message}`);
} finally {
  if (started) {
    try {
      asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // The folder is removed below either way.
    }
  }
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
