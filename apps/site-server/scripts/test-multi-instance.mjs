// The deployment topology for real, without Docker: a throwaway Debian PostgreSQL cluster, two API server
// instances on it and the site server in front (test-multi/*.test.ts: the journeys, then the fault drills), writing
// reports/integration.json.
// Without PostgreSQL (and no way to install it) it says so and skips, like the API server's PostgreSQL run.
import { spawnSync } from 'node:child_process';
import { postgresBinaries, startCluster } from '@whitelabel/tooling/postgres-cluster';

const bin = postgresBinaries();
if (!bin) {
  console.log('\n[multi-instance] SKIPPED: no PostgreSQL under /usr/lib/postgresql (apps/api-server test:postgres installs it as root)');
  process.exit(0);
}
const port = process.env.MULTI_PG_PORT ? Number(process.env.MULTI_PG_PORT) : undefined;
let cluster;
try {
  cluster = await startCluster(bin, port);
} catch (error) {
  console.error(`[multi-instance] could not start PostgreSQL: ${error.message}`);
  process.exit(1);
}
let status = 1;
try {
  console.log(`[multi-instance] PostgreSQL at ${cluster.url}`);
  const run = spawnSync(
    './node_modules/.bin/vitest',
    [
      'run',
      '--config',
      'vitest.multi.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/integration.json',
      '--reporter=junit',
      '--outputFile.junit=reports/integration.xml',
    ],
    {
      stdio: 'inherit',
      // The fault drills stop and start this cluster's server (clusterServer) under traffic.
      env: { ...process.env, MULTI_DATABASE_URL: cluster.url, MULTI_PG_CONTROL: JSON.stringify(cluster.control) },
    },
  );
  status = run.status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
