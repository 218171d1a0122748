import type { components } from './generated/wps.js';

export type ErrorCode = components['schemas']['ErrorCode'];
export type ApiErrorBody = components['schemas']['ApiError'];

/** Families of error codes; a screen decides how to react by family, and shows the code's translation. */
export type ErrorFamily = 'validation' | 'auth' | 'permission' | 'availability' | 'network' | 'unknown';

const familyByCode: Partial<Record<ErrorCode, ErrorFamily>> = {
  VALIDATION_FAILED: 'validation',
  NOT_LOGGED_IN: 'auth',
  SESSION_EXPIRED: 'auth',
  NO_PERMISSION: 'permission',
  TRIAL_ACCOUNT_REJECTED: 'permission',
  NON_MEMBER_LOGIN: 'permission',
  NON_AGENT_LOGIN: 'permission',
  PLATFORM_MAINTENANCE: 'availability',
  IP_BLOCKED: 'availability',
  SYSTEM_UPGRADING: 'availability',
  SYSTEM_BUSY: 'availability',
  RATE_LIMITED: 'availability',
};

/** The one error type every call of the client rejects with. */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly code: ErrorCode | 'NETWORK_ERROR';
  readonly status: number;
  readonly family: ErrorFamily;
  /** i18n key of the message a screen shows, e.g. `errors.CAPTCHA_WRONG`. */
  readonly messageKey: string;
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
    this.family = options.code === 'NETWORK_ERROR' ? 'network' : (familyByCode[options.code] ?? 'unknown');
    this.messageKey = `errors.${options.code}`;
    this.details = options.details;
    this.value = options.value;
  }
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).code === 'string';
}

/** Turns whatever a failed call produced (error body, HTTP status, thrown error) into an ApiClientError. */
export function normaliseError(body: unknown, status: number): ApiClientError {
  if (body instanceof ApiClientError) return body;
  if (isApiErrorBody(body)) {
    return new ApiClientError({
      code: body.code,
      status,
      message: body.message,
      details: body.details,
      value: body.value,
    });
  }
  if (status === 0) {
    const message = body instanceof Error ? body.message : 'Network request failed';
    return new ApiClientError({ code: 'NETWORK_ERROR', status: 0, message });
  }
  const code: ErrorCode = status === 401 ? 'NOT_LOGGED_IN' : status === 403 ? 'NO_PERMISSION' : status === 503 ? 'SYSTEM_BUSY' : 'UNKNOWN_ERROR';
  return new ApiClientError({ code, status, message: `HTTP ${status}` });
}
