import type { WpsComponents } from '@whitelabel/api';

export type ErrorCode = WpsComponents['schemas']['ErrorCode'];

export interface ErrorDetail {
  field: string;
  message: string;
}

/** A failure the client should see: an HTTP status and a catalogue code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly value?: Record<string, unknown>,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const badRequest = (code: ErrorCode, message: string, value?: Record<string, unknown>) => new HttpError(400, code, message, value);
export const conflict = (code: ErrorCode, message: string) => new HttpError(409, code, message);
export const forbidden = (code: ErrorCode, message: string) => new HttpError(403, code, message);
