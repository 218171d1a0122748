import type { WpsComponents } from '@whitelabel/api';

export type ErrorCode = WpsComponents['schemas']['ErrorCode'];

/** A failure the client should see: an HTTP status and a catalogue code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly value?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
