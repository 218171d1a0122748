// Runs bench/bench.ts on PGlite, then on a throwaway Debian PostgreSQL cluster with one and with two
// instances. Usage: node bench/bench-all.mjs   (BENCH_SECONDS, BENCH_CONNECTIONS; BENCH_PORT, BENCH_PG_PORT)
import { spawnSync } from 'node:child_process';
import { postgresBinaries, startCluster } from '@whitelabel/tooling/postgres-cluster';

const bench = (env) => {
  const run = spawnSync('./node_modules/.bin/tsx', ['bench/bench.ts'], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) process.exitCode = 1;
};

bench({ DATABASE_URL: '', BENCH_INSTANCES: '1' });
const bin = postgresBinaries();
if (!bin) {
  console.log('no PostgreSQL under /usr/lib/postgresql: PostgreSQL runs skipped');
} else {
  const cluster = await startCluster(bin, process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined);
  try {
    bench({ DATABASE_URL: cluster.url, BENCH_INSTANCES: '1' });
    bench({ DATABASE_URL: cluster.url, BENCH_INSTANCES: '2' });
  } finally {
    cluster.stop();
  }
}
