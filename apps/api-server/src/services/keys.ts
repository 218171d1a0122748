import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, lt, sql } from 'drizzle-orm';
import { ENCRYPTION_SCHEME, JWE_KEY_ALGORITHM, decryptPayload, generateEncryptionKeyPair, type EncryptionKeyPair } from '@whitelabel/api/server';
import { exportJWK, importJWK, type JWK } from 'jose';
import type { Database } from '../db/database.js';
import { payloadNonces, serverKeys } from '../db/schema.js';
import { HttpError } from '../errors.js';

/** The one payload-encryption scheme, from the client package that seals with it. */
export const encryptionScheme = ENCRYPTION_SCHEME;

interface StoredKeyPair {
  kid: string;
  publicJwk: JWK;
  privateJwk: JWK;
}

export interface KeyRing {
  kid: string;
  publicJwk: EncryptionKeyPair['publicJwk'];
  /** Decrypts a compact JWE and parses its JSON; any failure is PAYLOAD_DECRYPTION_FAILED. */
  decrypt: (jwe: string) => Promise<unknown>;
}

/** A sealed payload is accepted within this many seconds of its iat (either side: clocks differ a little). */
export const payloadWindowSeconds = 300;

/**
 * One-time use of a sealed payload: its protected header (authenticated with the ciphertext) must carry a jti and
 * an iat within the window; the jti is recorded in the database (shared by every instance) until the window has
 * passed, and a second use of it is refused. 400 PAYLOAD_DECRYPTION_FAILED otherwise (the client seals again).
 */
async function acceptOnce(db: Database, jti: unknown, iat: unknown): Promise<void> {
  const refuse = (message: string) => new HttpError(400, 'PAYLOAD_DECRYPTION_FAILED', message);
  if (typeof jti !== 'string' || !/^[\w-]{16,128}$/.test(jti)) throw refuse('The payload has no valid jti; seal it again');
  if (typeof iat !== 'number' || !Number.isFinite(iat) || Math.abs(Date.now() / 1000 - iat) > payloadWindowSeconds) {
    throw refuse('The payload is too old or dated in the future; fetch the encryption key and seal it again');
  }
  const inserted = await db
    .insert(payloadNonces)
    .values({ jti, expiresAt: new Date((iat + 2 * payloadWindowSeconds) * 1000) })
    .onConflictDoNothing()
    .returning({ jti: payloadNonces.jti });
  if (!inserted.length) throw refuse('This payload was already used; seal it again');
  await db.delete(payloadNonces).where(lt(payloadNonces.expiresAt, sql`now()`));
}

async function createKeyPair(): Promise<StoredKeyPair> {
  const pair = await generateEncryptionKeyPair(`k${Date.now().toString(36)}`);
  return { kid: pair.kid, publicJwk: pair.publicJwk, privateJwk: await exportJWK(pair.privateKey) };
}

/**
 * The payload-encryption key pair, created at first start: in the data folder (PGlite in a folder) or in the
 * database (PostgreSQL, so that every instance shares it; also for an in-memory PGlite).
 */
export async function loadKeyRing(db: Database, dataDir: string | undefined): Promise<KeyRing> {
  let stored: StoredKeyPair;
  if (dataDir) {
    const file = join(dataDir, 'keys', 'payload-encryption.json');
    if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKeyPair;
    else {
      stored = await createKeyPair();
      mkdirSync(join(dataDir, 'keys'), { recursive: true, mode: 0o700 });
      writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  } else {
    const storedKey = async () => (await db.select().from(serverKeys).where(eq(serverKeys.id, 'payload-encryption')))[0]?.value as StoredKeyPair | undefined;
    let found = await storedKey();
    if (!found) {
      // The first instance to start wins; the others read its key.
      await db
        .insert(serverKeys)
        .values({ id: 'payload-encryption', value: { ...(await createKeyPair()) } })
        .onConflictDoNothing();
      found = await storedKey();
    }
    stored = found!;
  }
  const privateKey = await importJWK(stored.privateJwk, JWE_KEY_ALGORITHM);
  if (privateKey instanceof Uint8Array) throw new Error('The stored payload-encryption key is not an RSA key');
  return {
    kid: stored.kid,
    publicJwk: { kty: 'RSA', n: stored.publicJwk.n!, e: stored.publicJwk.e!, kid: stored.kid, alg: JWE_KEY_ALGORITHM, use: 'enc' },
    async decrypt(jwe: string) {
      let opened: Awaited<ReturnType<typeof decryptPayload>>;
      try {
        opened = await decryptPayload(jwe, privateKey);
      } catch {
        throw new HttpError(400, 'PAYLOAD_DECRYPTION_FAILED', 'The payload could not be decrypted; fetch the encryption key again');
      }
      await acceptOnce(db, opened.jti, opened.iat);
      return opened.payload;
    },
  };
}
