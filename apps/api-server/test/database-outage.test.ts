import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { isDatabaseUnavailable } from '../src/transport.js';

const postgres = process.env.TEST_DATABASE_URL;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe.skipIf(!postgres)('PostgreSQL ending a connection (a restart, a failover)', () => {
  const name = `wl_outage_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let database: DatabaseHandle;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const url = new URL(postgres!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('fails the transaction holding that connection as "unavailable" (503), does not end the process, and serves the next query', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const transaction = database.db.transaction(async (tx) => {
        const [row] = rowsOf(await tx.execute(sql`select pg_backend_pid() as pid`));
        // Ended while checked out of the pool, between two queries of the transaction.
        await admin.query('select pg_terminate_backend($1)', [row!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      const failure = await transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeDefined();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(uncaught).toEqual([]);
      expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
