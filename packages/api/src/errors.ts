import type { Schema } from './types.js';

export type ErrorCode = Schema<'ErrorCode'>;
export type ApiErrorBody = Schema<'ApiError'>;

/**
 * Families of error codes; a screen decides how to react by family and shows the code's translation.
 * - validation: the input breaks a rule (highlight the field);
 * - credentials: a secret or code was wrong (clear it, maybe refresh the captcha);
 * - auth: no session or an expired one (onUnauthorized, then the login popup);
 * - permission: this member may not do this;
 * - conflict: the state forbids it (name taken, already applied, balance short);
 * - notFound: the item or the route does not exist;
 * - availability: maintenance, blocked place, busy or rate limited (retry later or show a status screen);
 * - network: no answer at all; unknown: anything else.
 */
export type ErrorFamily = 'validation' | 'credentials' | 'auth' | 'permission' | 'conflict' | 'notFound' | 'availability' | 'network' | 'unknown';

/** Total over the catalogue: adding a code to the contract fails the typecheck until it has a family. */
export const errorFamilies: Readonly<Record<ErrorCode, ErrorFamily>> = {
  VALIDATION_FAILED: 'validation',
  REQUEST_TOO_LARGE: 'validation',
  UNSUPPORTED_MEDIA_TYPE: 'validation',
  ACCOUNT_FORMAT_INVALID: 'validation',
  PASSWORD_FORMAT_INVALID: 'validation',
  EMAIL_FORMAT_INVALID: 'validation',
  PHONE_FORMAT_INVALID: 'validation',
  REAL_NAME_FORMAT_INVALID: 'validation',
  MOBILE_NUMBER_INVALID: 'validation',
  CONFIRM_PASSWORD_MISMATCH: 'validation',
  NEW_PASSWORD_SAME_AS_OLD: 'validation',
  PAYLOAD_DECRYPTION_FAILED: 'validation',
  ACCOUNT_OR_PASSWORD_WRONG: 'credentials',
  CAPTCHA_WRONG: 'credentials',
  VERIFICATION_CODE_WRONG: 'credentials',
  USER_NOT_FOUND_OR_DISABLED: 'credentials',
  INVALID_INVITATION_CODE: 'credentials',
  REFERRER_LINK_ERROR: 'credentials',
  PAYMENT_PASSWORD_WRONG: 'credentials',
  NOT_LOGGED_IN: 'auth',
  SESSION_EXPIRED: 'auth',
  NO_PERMISSION: 'permission',
  TRIAL_ACCOUNT_REJECTED: 'permission',
  NON_MEMBER_LOGIN: 'permission',
  NON_AGENT_LOGIN: 'permission',
  FREE_PLAY_REJECTED: 'permission',
  USERNAME_EXISTS: 'conflict',
  ALREADY_APPLIED: 'conflict',
  INSUFFICIENT_BALANCE: 'conflict',
  NOT_FOUND: 'notFound',
  URL_EMPTY: 'notFound',
  PLATFORM_MAINTENANCE: 'availability',
  IP_BLOCKED: 'availability',
  SYSTEM_UPGRADING: 'availability',
  SYSTEM_BUSY: 'availability',
  RATE_LIMITED: 'availability',
  UNKNOWN_ERROR: 'unknown',
};

/** The one error type every call of the client rejects with. */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly code: ErrorCode | 'NETWORK_ERROR';
  readonly status: number;
  readonly family: ErrorFamily;
  /** i18n key of the message a screen shows, e.g. `errors.CAPTCHA_WRONG` (typed, so an app's typed texts must have each). */
  readonly messageKey: `errors.${ErrorCode | 'NETWORK_ERROR'}`;
  readonly details: ApiErrorBody['details'];
  readonly value: ApiErrorBody['value'];

  constructor(options: {
    code: ErrorCode | 'NETWORK_ERROR';
    status: number;
    message: string;
    details?: ApiErrorBody['details'];
    value?: ApiErrorBody['value'];
  }) {
    super(options.message);
    this.code = options.code;
    this.status = options.status;
    this.family = options.code === 'NETWORK_ERROR' ? 'network' : (errorFamilies[options.code] ?? 'unknown');
    this.messageKey = `errors.${options.code}`;
    this.details = options.details;
    this.value = options.value;
  }

  /** True after a failed login whose answer asks for a captcha (spec section 4). */
  get captchaRequired(): boolean {
    return this.value?.captchaRequired === true;
  }
}

const knownCodes = new Set<string>(Object.keys(errorFamilies));

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && knownCodes.has((body as { code?: unknown }).code as string);
}

/** A code for an answer that carries no catalogue code (a proxy's HTML page, an empty body). */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'NOT_LOGGED_IN';
  if (status === 403) return 'NO_PERMISSION';
  if (status === 404) return 'URL_EMPTY';
  // A proxy in front of the server refuses oversized uploads and URLs with its own page.
  if (status === 413 || status === 414) return 'REQUEST_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SYSTEM_BUSY';
  if (status >= 400 && status < 500) return 'VALIDATION_FAILED';
  return 'UNKNOWN_ERROR';
}

/** Turns whatever a failed call produced (error body, HTTP status, thrown error) into an ApiClientError. */
export function normaliseError(body: unknown, status: number): ApiClientError {
  if (body instanceof ApiClientError) return body;
  if (isApiErrorBody(body)) {
    return new ApiClientError({
      code: body.code,
      status,
      message: typeof body.message === 'string' ? body.message : body.code,
      details: body.details,
      value: body.value,
    });
  }
  if (status === 0) {
    const message = body instanceof Error ? body.message : 'Network request failed';
    return new ApiClientError({ code: 'NETWORK_ERROR', status: 0, message });
  }
  return new ApiClientError({ code: codeForStatus(status), status, message: `HTTP ${status}` });
}
