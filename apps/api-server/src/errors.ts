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
