import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CompactEncrypt, importJWK } from 'jose';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { settleLotteries } from '../src/services/lottery.js';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Another app (e.g. other settings) on the same database; closed with the server. */
  withConfig: (env: Record<string, string>) => Promise<FastifyInstance>;
  close: () => Promise<void>;
}

/** Starts the server in-process on an in-memory PGlite (or TEST_DATABASE_URL) copied from the seeded template. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const baseEnv = { DATA_DIR: 'memory://', VALIDATE_RESPONSES: '1', LOG_LEVEL: 'silent' };
  let database: DatabaseHandle;
  let dropDatabase: (() => Promise<void>) | undefined;
  const postgres = process.env.TEST_DATABASE_URL;
  if (postgres) {
    const name = `wl_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(postgres);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: postgres });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    const template = inject('pgliteTemplate');
    database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template)]) });
  }
  const build = (extra: Record<string, string>) => buildApp({ db: database.db, config: readConfig({ ...baseEnv, ...env, ...extra }) });
  const app = await build({});
  await app.ready();
  // The seed holds a bet whose draw is already due: settle it now, as the scheduler would within seconds, so that it
  // never pays out between a test's two balance reads.
  await settleLotteries({ db: database.db });
  const others: FastifyInstance[] = [];
  return {
    app,
    database,
    async withConfig(extra) {
      const other = await build(extra);
      await other.ready();
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

/** Encrypts a payload for the server's key as a browser would (JWE RSA-OAEP-256 + A256GCM). */
export async function encryptFor(app: FastifyInstance, payload: unknown, merchant = 'lucky88'): Promise<string> {
  const key = (await app.inject({ method: 'GET', url: '/wps/system/encryptionKey', headers: { merchant } })).json().value;
  const publicKey = await importJWK(key.jwk, 'RSA-OAEP-256');
  // Like the client (packages/api): a random jti and the server's time, so that the server accepts it once.
  const header = {
    alg: 'RSA-OAEP-256',
    enc: 'A256GCM',
    kid: key.kid,
    jti: randomBytes(16).toString('hex'),
    iat: Math.floor(Date.parse(key.serverTime) / 1000),
  };
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader(header).encrypt(publicKey);
}

export const encryptedHeaders = (merchant = 'lucky88') => ({ merchant, encryption: 'JWE-RSA-OAEP-256-A256GCM', 'content-type': 'application/json' });

/** Logs a seeded demo account in (password Demo1234) and returns its token. */
export async function login(
  app: FastifyInstance,
  username: string,
  options: { merchant?: string; portal?: 'MEMBER' | 'AGENT'; password?: string } = {},
): Promise<string> {
  const merchant = options.merchant ?? 'lucky88';
  const payload = await encryptFor(app, { type: 'username', username, password: options.password ?? 'Demo1234', portal: options.portal ?? 'MEMBER' }, merchant);
  const response = await app.inject({ method: 'POST', url: '/wps/session/login', headers: encryptedHeaders(merchant), payload: { payload } });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.body}`);
  return response.json().value.token as string;
}

/** A GET/POST/... with the merchant header and, when given, the bearer token. */
export function call(app: FastifyInstance, options: InjectOptions & { token?: string; merchant?: string }): Promise<LightMyRequestResponse> {
  const { token, merchant, headers, ...rest } = options;
  return app.inject({ ...rest, headers: { merchant: merchant ?? 'lucky88', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
}

/** A file part of a multipart request. */
export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** The payload and content type of a multipart/form-data request, serialised as a browser's FormData is. */
export async function multipart(
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** A 1x1 PNG (real signature and content). */
export const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A WebP file's width and height (lossy, lossless or extended), or undefined when the bytes are not WebP. */
export function webpSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.subarray(0, 4).toString() !== 'RIFF' || bytes.subarray(8, 12).toString() !== 'WEBP') return undefined;
  const chunk = bytes.subarray(12, 16).toString();
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}
