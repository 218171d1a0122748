export { createApiClient, unwrap, type ApiClient, type ApiClientOptions, type LanguageCode } from './client.js';
export { ApiClientError, normaliseError, type ApiErrorBody, type ErrorCode, type ErrorFamily } from './errors.js';
export type { components as WpsComponents, operations as WpsOperations, paths as WpsPaths } from './generated/wps.js';

import type { components } from './generated/wps.js';
export type SystemStatus = components['schemas']['SystemStatus'];
export type SiteSettings = components['schemas']['SiteSettings'];
