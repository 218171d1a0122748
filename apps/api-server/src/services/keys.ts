import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { compactDecrypt, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../db/database.js';
import { serverKeys } from '../db/schema.js';
import { HttpError } from '../errors.js';

export const encryptionScheme = 'JWE-RSA-OAEP-256-A256GCM';

interface StoredKeyPair {
  kid: string;
  publicJwk: JWK;
  privateJwk: JWK;
}

export interface KeyRing {
  kid: string;
  publicJwk: { kty: 'RSA'; n: string; e: string; kid: string; alg: 'RSA-OAEP-256'; use: 'enc' };
  /** Decrypts a compact JWE and parses its JSON; any failure is PAYLOAD_DECRYPTION_FAILED. */
  decrypt: (jwe: string) => Promise<unknown>;
}

async function createKeyPair(): Promise<StoredKeyPair> {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048, extractable: true });
  const kid = `k${Date.now().toString(36)}`;
  return { kid, publicJwk: await exportJWK(publicKey), privateJwk: await exportJWK(privateKey) };
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
    const candidate = await createKeyPair();
    // The first instance to start wins; the others read its key.
    await db.insert(serverKeys).values({ id: 'payload-encryption', value: { ...candidate } }).onConflictDoNothing();
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, 'payload-encryption'));
    stored = row!.value as unknown as StoredKeyPair;
  }
  const privateKey = await importJWK(stored.privateJwk, 'RSA-OAEP-256');
  return {
    kid: stored.kid,
    publicJwk: { kty: 'RSA', n: stored.publicJwk.n!, e: stored.publicJwk.e!, kid: stored.kid, alg: 'RSA-OAEP-256', use: 'enc' },
    async decrypt(jwe: string) {
      try {
        const { plaintext } = await compactDecrypt(jwe, privateKey, {
          keyManagementAlgorithms: ['RSA-OAEP-256'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
      } catch {
        throw new HttpError(400, 'PAYLOAD_DECRYPTION_FAILED', 'The payload could not be decrypted; fetch the encryption key again');
      }
    },
  };
}
