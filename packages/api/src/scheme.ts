import type { Schema } from './types.js';

/** The `Encryption` header value: compact JWE, key wrapped with RSA-OAEP-256, content sealed with A256GCM. */
export const ENCRYPTION_SCHEME = 'JWE-RSA-OAEP-256-A256GCM' satisfies Schema<'EncryptionScheme'>;
export const JWE_KEY_ALGORITHM = 'RSA-OAEP-256';
export const JWE_CONTENT_ENCRYPTION = 'A256GCM';
