import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { seed } from '../src/seed/index.js';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/** Starts the server in-process on an in-memory PGlite (or TEST_DATABASE_URL), migrated and seeded. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const config = readConfig({
    DATA_DIR: 'memory://',
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
    VALIDATE_RESPONSES: '1',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seed(database.db);
  const app = await buildApp({ db: database.db, config });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
