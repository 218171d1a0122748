import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, underStartupLock } from '../src/db/database.js';
import { seed } from '../src/seed/index.js';

const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgres)('several instances starting at once on PostgreSQL', () => {
  it('migrate and seed one at a time on an empty database instead of failing on each other', async () => {
    const name = `wl_startup_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgres!);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    try {
      const start = async () => {
        const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
        await underStartupLock(databaseUrl, () => seed(database.db));
        return database;
      };
      const started = await Promise.all([start(), start(), start()]);
      await Promise.all(started.map((database) => database.close()));
      const check = new pg.Client({ connectionString: databaseUrl });
      await check.connect();
      const counted = await check.query<{ n: number }>("select count(*)::int as n from members where username = 'member0'");
      const merchantCount = await check.query<{ n: number }>('select count(*)::int as n from merchants');
      await check.end();
      // Seeded once: every merchant has exactly one member0.
      expect(merchantCount.rows[0]!.n).toBeGreaterThan(1);
      expect(counted.rows[0]!.n).toBe(merchantCount.rows[0]!.n);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
