import { unwrap, type ApiClient } from './client.js';
import { ENCRYPTION_SCHEME, JWE_CONTENT_ENCRYPTION, JWE_KEY_ALGORITHM } from './scheme.js';
import type { EncryptionKey, LoginPayload, RegisterPayload, ResetByVerificationPayload } from './types.js';

export { ENCRYPTION_SCHEME, JWE_CONTENT_ENCRYPTION, JWE_KEY_ALGORITHM } from './scheme.js';

/** Payloads that travel encrypted: login, register and set password (spec section 7). */
export type EncryptedPayload = LoginPayload | RegisterPayload | ResetByVerificationPayload;

/** A random JWE id (128 bits, hex): the server accepts each sealed payload once. */
function randomJti(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Encrypts a payload as a compact JWE for the server's public key (browser and Node alike). The protected
 * header (authenticated with the ciphertext) carries a random `jti` and the `iat` on the server's clock
 * (`serverNow`, milliseconds), so that a captured body cannot be replayed.
 */
export async function encryptPayload(payload: EncryptedPayload, key: EncryptionKey, serverNow: number = Date.now()): Promise<string> {
  // Loaded on first use: only login, register and set password encrypt, so apps keep it out of their first load.
  const { CompactEncrypt, importJWK } = await import('jose');
  const publicKey = await importJWK({ ...key.jwk }, JWE_KEY_ALGORITHM);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: JWE_KEY_ALGORITHM, enc: JWE_CONTENT_ENCRYPTION, kid: key.kid, cty: 'json', jti: randomJti(), iat: Math.floor(serverNow / 1000) })
    .encrypt(publicKey);
}

/** What a sealed payload adds to a call: the Encryption header and the `{ payload }` body. */
export type SealedRequest = {
  params: { header: { Encryption: typeof ENCRYPTION_SCHEME } };
  body: { payload: string };
};

export interface PayloadEncryptor {
  /** Encrypts a payload; spread the result into the call: `client.POST('/wps/session/login', await seal(payload))`. */
  seal(payload: EncryptedPayload): Promise<SealedRequest>;
  /** Forgets the cached key, e.g. after a call answered PAYLOAD_DECRYPTION_FAILED (the server rotated its key). */
  invalidate(): void;
}

/**
 * Fetches the server's public key once (getEncryptionKey), keeps it until it expires, and seals
 * payloads with it. A failed key fetch is not cached.
 */
export function createPayloadEncryptor(client: ApiClient, options: { now?: () => number } = {}): PayloadEncryptor {
  const now = options.now ?? Date.now;
  let cached: { key: Promise<EncryptionKey>; expiresAt: number } | undefined;
  /** Server clock minus this device's clock (ms), from the key's serverTime: a device set to the wrong time still seals valid payloads. */
  let clockOffset = 0;

  const currentKey = (): Promise<EncryptionKey> => {
    if (cached && cached.expiresAt > now()) return cached.key;
    const key = unwrap(client.GET('/wps/system/encryptionKey'));
    const entry = { key, expiresAt: Number.POSITIVE_INFINITY };
    cached = entry;
    key.then(
      (value) => {
        entry.expiresAt = Date.parse(value.expiresAt);
        const serverTime = value.serverTime ? Date.parse(value.serverTime) : Number.NaN;
        clockOffset = Number.isFinite(serverTime) ? serverTime - now() : 0;
      },
      () => {
        if (cached === entry) cached = undefined;
      },
    );
    return key;
  };

  return {
    async seal(payload) {
      const key = await currentKey();
      const jwe = await encryptPayload(payload, key, now() + clockOffset);
      return { params: { header: { Encryption: ENCRYPTION_SCHEME } }, body: { payload: jwe } };
    },
    invalidate() {
      cached = undefined;
    },
  };
}
