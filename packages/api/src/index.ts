export { createApiClient, formBody, unwrap, type ApiClient, type ApiClientOptions, type Device } from './client.js';
export { ApiClientError, errorFamilies, normaliseError, type ApiErrorBody, type ErrorCode, type ErrorFamily } from './errors.js';
export {
  ENCRYPTION_SCHEME,
  JWE_CONTENT_ENCRYPTION,
  JWE_KEY_ALGORITHM,
  createPayloadEncryptor,
  encryptPayload,
  type EncryptedPayload,
  type PayloadEncryptor,
  type SealedRequest,
} from './encryption.js';
export type * from './types.js';
export type { components as WpsComponents, operations as WpsOperations, paths as WpsPaths } from './generated/wps.js';
export type { components as LgwComponents, operations as LgwOperations, paths as LgwPaths } from './generated/lgw.js';
