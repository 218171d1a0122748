import createClient, { type Middleware } from 'openapi-fetch';
import { ApiClientError, normaliseError } from './errors.js';
import type { LanguageCode, Paths } from './types.js';

export type Device = 'OTHERS' | 'ANDROID' | 'IOS' | 'PWA';

export interface ApiClientOptions {
  /** Origin the /wps and /lgw paths are resolved against; '' means same origin. */
  baseUrl?: string;
  merchantCode: string;
  /** Current interface language; read on every request so a language switch needs no new client. */
  getLanguage?: () => LanguageCode | undefined;
  /** Current session token, if any. */
  getToken?: () => string | null | undefined;
  /** Called once per response that says the session is missing or expired. */
  onUnauthorized?: (error: ApiClientError) => void;
  /**
   * The optional `Device` header (spec 7.004), read on every request: OTHERS from the installed (standalone) web
   * app, ANDROID/IOS inside the app wrapper; without it (a browser tab) the header is left out.
   */
  device?: Device | (() => Device | undefined);
  fetch?: typeof globalThis.fetch;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Creates the typed client of both documents (/wps and /lgw): merchant, language, device and bearer
 * token headers on every request, and every failure rejected as one ApiClientError.
 */
export function createApiClient(options: ApiClientOptions) {
  const client = createClient<Paths>({
    baseUrl: options.baseUrl ?? '',
    // Looked up at call time so that test mocks (msw) installed after creation still intercept.
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
  });

  const headers: Middleware = {
    onRequest({ request }) {
      request.headers.set('Merchant', options.merchantCode);
      const device = typeof options.device === 'function' ? options.device() : options.device;
      if (device) request.headers.set('Device', device);
      const language = options.getLanguage?.();
      if (language) request.headers.set('Language', language);
      const token = options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.ok) return response;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      const error = normaliseError(body, response.status);
      if (error.family === 'auth') options.onUnauthorized?.(error);
      throw error;
    },
    onError({ error }) {
      return error instanceof ApiClientError ? error : normaliseError(error, 0);
    },
  };
  client.use(headers);
  return client;
}

/** Unwraps `{ success, value }` from a call's result; the middleware has already thrown on failure. */
export async function unwrap<T>(call: Promise<{ data?: { value: T }; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || data === undefined) throw normaliseError(error, response.status);
  return data.value;
}

/**
 * The `multipart/form-data` body of a picture upload (submitFeedback, applyReward, submitManualTransfer):
 * the text fields (undefined ones left out) and one file part per picture. Pass it as the call's
 * `bodySerializer`; the browser then sets the content type with its boundary.
 */
export function formBody(fields: Readonly<Record<string, string | undefined>>, files: Readonly<Record<string, readonly Blob[]>> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const [name, blobs] of Object.entries(files)) for (const blob of blobs) form.append(name, blob, blob instanceof File ? blob.name : name);
  return form;
}
