import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase, underStartupLock } from './db/database.js';
import { prepareDatabase } from './startup.js';

const config = readConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
  queryTimeoutMs: config.databaseQueryTimeoutMs,
});
try {
  // Several instances may start at once on one PostgreSQL database: one seeds, the others then find it seeded.
  await underStartupLock(config.databaseUrl, () => prepareDatabase(database.db, config));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await database.close();
  process.exit(1);
}
const app = await buildApp({ db: database.db, config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  // An open PGlite keeps the process alive and may leave its folder mid-write: close it last.
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`database: ${database.driver}${database.driver === 'pglite' ? ` in ${config.dataDir}` : ''}; site status: ${config.siteStatus}`);
