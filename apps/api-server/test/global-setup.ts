import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { merchantCodes, merchantsDir } from '@whitelabel/merchants/folders';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { seed } from '../src/seed/index.js';
import { loadKeyRing } from '../src/services/keys.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated, seeded database; each test server loads it instead of running initdb. */
    pgliteTemplate: string;
    /** PostgreSQL: the template database each test server copies. */
    postgresTemplate: string;
  }
}

/**
 * A key over the migrations, seed and key-ring sources and the UTC day: the template is rebuilt whenever one changes,
 * and daily, because seeded times (bets, open lottery issues) are relative to when the seed ran.
 */
function sourceKey(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const folder of ['drizzle', 'src/seed', 'src/db']) {
    // Recursive: the seed's texts live in a sub-folder.
    for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
      if (name.endsWith('.sql') || name.endsWith('.ts')) hash.update(name).update(readFileSync(join(folder, name)));
    }
  }
  hash.update(readFileSync('src/services/keys.ts'));
  // The seed's merchants are the folders: a changed merchant.json or theme.json is a new template.
  const merchants = merchantsDir();
  for (const code of merchantCodes(merchants))
    for (const file of ['merchant.json', 'theme.json']) hash.update(`${code}/${file}`).update(readFileSync(join(merchants, code, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The seed, and the payload-encryption key a server makes at its first start (an RSA key pair, made once here). */
async function seedWithKey(db: Parameters<typeof seed>[0]) {
  await seed(db);
  await loadKeyRing(db, undefined);
}

/** Migrates and seeds once per run; test files start from that state. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `wl_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: 'memory://' });
    await seedWithKey(database.db);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${template}`);
      await cleanup.end();
    };
  }
  const file = join(tmpdir(), `wl-api-template-${sourceKey()}.tar`);
  try {
    readFileSync(file);
  } catch {
    const database = await openDatabase({ dataDir: 'memory://' });
    await seedWithKey(database.db);
    const dump = await database.dump!();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return undefined;
}
