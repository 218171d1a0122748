import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the whole database as a tarball (a template for tests). */
  dump?: () => Promise<Blob | File>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number: the PostgreSQL advisory lock that lets one starting instance at a time migrate and seed. */
const startupLock = 7_283_114;

/**
 * Runs `work` holding the startup lock (PostgreSQL: an advisory lock on a connection of its own; PGlite has
 * one process, so no lock). Instances starting together on an empty database would otherwise create the
 * same tables and seed the same rows at once, and all but one would fail; the others wait, then find the
 * work done.
 */
export async function underStartupLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startupLock]);
    return await work();
  } finally {
    // Ending the session releases the lock, also when the work failed.
    await client.end();
  }
}

/** Bounds on PostgreSQL's answers (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS): a database that is down or stuck costs a request this much at most. */
export const databaseTimeoutDefaults = { connectTimeoutMs: 3_000, queryTimeoutMs: 15_000 };

/** Opens PostgreSQL when a URL is given, else PGlite in the data folder (created if missing), and migrates. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  loadDataDir?: Blob;
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 20,
      // Without these a database that stops answering (a network partition, a stuck server) holds every request
      // forever; with them the request fails and is answered 503 SYSTEM_BUSY (transport.ts).
      connectionTimeoutMillis: options.connectTimeoutMs ?? databaseTimeoutDefaults.connectTimeoutMs,
      query_timeout: options.queryTimeoutMs ?? databaseTimeoutDefaults.queryTimeoutMs,
    });
    // An idle connection the server drops (restart, failover, admin command) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    // A connection checked out of the pool (a transaction between two queries) has no pool listener: the server
    // ending it (a restart) would be an unhandled 'error' event and end the process. Its next query fails instead
    // (answered 503 SYSTEM_BUSY) and the pool discards it when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzleNodePg(pool, { schema });
    await underStartupLock(options.databaseUrl, () => migrateNodePg(db, { migrationsFolder }));
    return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
  // loadDataDir starts from a dump (tests start from a migrated, seeded template in about a second).
  const client = new PGlite({
    ...(options.dataDir === 'memory://' ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    close: () => client.close(),
    dump: async () => {
      // Write every dirty page to the data files first: the dump copies files, not shared buffers.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
}
