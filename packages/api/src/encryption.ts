import { unwrap, type ApiClient } from './client.js';
import { ENCRYPTION_SCHEME, JWE_CONTENT_ENCRYPTION, JWE_KEY_ALGORITHM } from './scheme.js';
import type { EncryptionKey, LoginPayload, RegisterPayload, ResetByVerificationPayload } from './types.js';

export { ENCRYPTION_SCHEME, JWE_CONTENT_ENCRYPTION, JWE_KEY_ALGORITHM } from './scheme.js';

/** Payloads that travel encrypted: login, register and set password (spec section 7). */
export type EncryptedPayload = LoginPayload | RegisterPayload | ResetByVerificationPayload;

/** Encrypts a payload as a compact JWE for the server's public key (browser and Node alike). */
export async function encryptPayload(payload: EncryptedPayload, key: EncryptionKey): Promise<string> {
  // Loaded on first use: only login, register and set password encrypt, so apps keep it out of their first load.
  const { CompactEncrypt, importJWK } = await import('jose');
  const publicKey = await importJWK({ ...key.jwk }, JWE_KEY_ALGORITHM);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: JWE_KEY_ALGORITHM, enc: JWE_CONTENT_ENCRYPTION, kid: key.kid, cty: 'json' })
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

  const currentKey = (): Promise<EncryptionKey> => {
    if (cached && cached.expiresAt > now()) return cached.key;
    const key = unwrap(client.GET('/wps/system/encryptionKey'));
    const entry = { key, expiresAt: Number.POSITIVE_INFINITY };
    cached = entry;
    key.then(
      (value) => {
        entry.expiresAt = Date.parse(value.expiresAt);
      },
      () => {
        if (cached === entry) cached = undefined;
      },
    );
    return key;
  };

  return {
    async seal(payload) {
      const jwe = await encryptPayload(payload, await currentKey());
      return { params: { header: { Encryption: ENCRYPTION_SCHEME } }, body: { payload: jwe } };
    },
    invalidate() {
      cached = undefined;
    },
  };
}
