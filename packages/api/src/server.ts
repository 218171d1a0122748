// Node-side helpers for the reference server: key pair, published key, payload decryption.
// Imports neither React nor the HTTP client.
import { compactDecrypt, exportJWK, generateKeyPair, importPKCS8, type CryptoKey } from 'jose';
import { ENCRYPTION_SCHEME, JWE_CONTENT_ENCRYPTION, JWE_KEY_ALGORITHM } from './scheme.js';
import type { EncryptionKey } from './types.js';

export { ENCRYPTION_SCHEME, JWE_CONTENT_ENCRYPTION, JWE_KEY_ALGORITHM } from './scheme.js';
export { errorFamilies, type ErrorCode, type ErrorFamily } from './errors.js';
export type * from './types.js';

/** A private key for decryption and the public half, ready to publish through getEncryptionKey. */
export interface EncryptionKeyPair {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: EncryptionKey['jwk'];
}

/** Thrown when a body cannot be decrypted or parsed; answer it with 400 PAYLOAD_DECRYPTION_FAILED. */
export class PayloadDecryptionError extends Error {
  override readonly name = 'PayloadDecryptionError';
  readonly code = 'PAYLOAD_DECRYPTION_FAILED';
}

/** True when an `Encryption` header names the one scheme the contract allows. */
export function isEncryptionScheme(value: unknown): value is typeof ENCRYPTION_SCHEME {
  return value === ENCRYPTION_SCHEME;
}

async function toPair(kid: string, privateKey: CryptoKey, publicKey: CryptoKey): Promise<EncryptionKeyPair> {
  const { n, e } = await exportJWK(publicKey);
  if (!n || !e) throw new Error('The public key is not an RSA key');
  return { kid, privateKey, publicJwk: { kty: 'RSA', n, e, kid, alg: JWE_KEY_ALGORITHM, use: 'enc' } };
}

/** Generates an RSA key pair for RSA-OAEP-256 (2048-bit unless told). */
export async function generateEncryptionKeyPair(kid: string, modulusLength = 2048): Promise<EncryptionKeyPair> {
  const { privateKey, publicKey } = await generateKeyPair(JWE_KEY_ALGORITHM, { modulusLength, extractable: true });
  return toPair(kid, privateKey, publicKey);
}

/** Imports a PKCS#8 PEM private key (e.g. from a secret store) and derives its public JWK. */
export async function importEncryptionKeyPair(kid: string, pkcs8Pem: string): Promise<EncryptionKeyPair> {
  const privateKey = await importPKCS8(pkcs8Pem, JWE_KEY_ALGORITHM, { extractable: true });
  const { kty, n, e } = await exportJWK(privateKey);
  if (kty !== 'RSA' || !n || !e) throw new Error('The private key is not an RSA key');
  return { kid, privateKey, publicJwk: { kty: 'RSA', n, e, kid, alg: JWE_KEY_ALGORITHM, use: 'enc' } };
}

/** The value of getEncryptionKey for a key pair. */
export function publishedEncryptionKey(pair: EncryptionKeyPair, expiresAt: Date): EncryptionKey {
  return { scheme: ENCRYPTION_SCHEME, kid: pair.kid, jwk: pair.publicJwk, expiresAt: expiresAt.toISOString() };
}

/** What a sealed body held: its JSON, and the protected header's key id and replay claims (unchecked). */
export interface DecryptedPayload {
  payload: unknown;
  kid: string | undefined;
  /** The sender's one-time id and issue time (seconds), authenticated with the ciphertext; the server judges them. */
  jti: unknown;
  iat: unknown;
}

/**
 * Decrypts a compact JWE body and parses its JSON. Only RSA-OAEP-256 + A256GCM are accepted; any
 * failure (other algorithms, wrong key, tampering, not JSON) throws PayloadDecryptionError. The caller
 * still validates the result against the operation's payload schema and its jti/iat against replays.
 */
export async function decryptPayload(jwe: string, privateKey: CryptoKey): Promise<DecryptedPayload> {
  try {
    const { plaintext, protectedHeader } = await compactDecrypt(jwe, privateKey, {
      keyManagementAlgorithms: [JWE_KEY_ALGORITHM],
      contentEncryptionAlgorithms: [JWE_CONTENT_ENCRYPTION],
    });
    const payload = JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
    return { payload, kid: protectedHeader.kid, jti: protectedHeader.jti, iat: protectedHeader.iat };
  } catch (cause) {
    throw new PayloadDecryptionError('The payload cannot be decrypted', { cause });
  }
}
