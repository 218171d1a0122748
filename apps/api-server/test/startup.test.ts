import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { members } from '../src/db/schema.js';
import { hashPassword } from '../src/services/crypto.js';
import { prepareDatabase } from '../src/startup.js';
import { startTestServer, type TestServer } from './helpers.js';

// Production start (issue 11): no demo accounts unless SEED_DEMO=1, and never with the published demo password.

describe('production start', () => {
  it('reads SEED_DEMO: demo accounts outside production, in production only when asked', () => {
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  describe('on a new database', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openDatabase({ dataDir: 'memory://' });
    });
    afterAll(() => database.close());

    it('seeds merchants and catalogue but no demo account in production', async () => {
      await prepareDatabase(database.db, readConfig({ NODE_ENV: 'production' }));
      expect(await database.db.select().from(members)).toHaveLength(0);
    });
  });

  describe('on a database that holds the demo accounts', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('refuses to start in production while a demo account opens with the demo password, unless SEED_DEMO=1', async () => {
      const db = server.database.db;
      await expect(prepareDatabase(db, readConfig({ NODE_ENV: 'production' }))).rejects.toThrow(/demo password/);
      await expect(prepareDatabase(db, readConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }))).resolves.toBeUndefined();
      // Once every demo secret is changed, production starts.
      await db.update(members).set({ passwordHash: await hashPassword('Changed-Secret-9'), withdrawalPasswordHash: null });
      await expect(prepareDatabase(db, readConfig({ NODE_ENV: 'production' }))).resolves.toBeUndefined();
      expect((await db.select().from(members).where(eq(members.username, 'member0'))).length).toBeGreaterThan(0);
    });
  });
});
