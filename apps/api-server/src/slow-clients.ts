import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long a client may take to send a request (see README.md for each variable). */
export interface ClientTimeouts {
  /** Longest wait for a request's headers (slowloris). */
  headersTimeoutMs: number;
  /** Longest wait for a whole request, headers and body, whatever its rate. */
  requestTimeoutMs: number;
  /** A body's first allowance; every `bodyMinRate` bytes received add a second. */
  bodyTimeoutMs: number;
  /** Minimum body rate in bytes per second, once the first allowance is spent. */
  bodyMinRate: number;
}

type NumberReader = (name: string, fallback: number, min: number, max: number) => number;

export function readClientTimeouts(number: NumberReader): ClientTimeouts {
  return {
    headersTimeoutMs: number('HEADERS_TIMEOUT_MS', 10_000, 1000, 600_000),
    requestTimeoutMs: number('REQUEST_TIMEOUT_MS', 120_000, 1000, 3_600_000),
    bodyTimeoutMs: number('BODY_TIMEOUT_MS', 10_000, 100, 600_000),
    bodyMinRate: number('BODY_MIN_RATE', 1000, 1, 1_000_000_000),
  };
}

/**
 * Node's own guards for the listener: headers and whole requests are timed (408 and the connection closed),
 * checked every second rather than Node's default 30 s. Node needs the headers' bound within the request's.
 */
export function serverTimeouts(timeouts: ClientTimeouts): { requestTimeout: number; http: ServerOptions } {
  const requestTimeout = Math.max(timeouts.requestTimeoutMs, timeouts.headersTimeoutMs);
  return { requestTimeout, http: { headersTimeout: timeouts.headersTimeoutMs, requestTimeout, connectionsCheckingInterval: 1000 } };
}

const tooSlow = JSON.stringify({ success: false, code: 'VALIDATION_FAILED', message: 'The request body arrived too slowly' });
const tooSlowAnswer = `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nCache-Control: no-store\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(tooSlow)}\r\n\r\n${tooSlow}`;

/**
 * A minimum body rate (Apache mod_reqtimeout's rule): a body has `bodyTimeoutMs`, plus a second for every
 * `bodyMinRate` bytes received; a body slower than that is answered 408 and its connection closed. Progress
 * is read off the socket, so it holds for every parser alike (JSON, forms and the multipart reader, which
 * reads the request itself). The answer is written as Node writes its own 408s: straight to the socket,
 * since the parser still owns the request.
 */
export function installBodyRate(app: FastifyInstance, timeouts: ClientTimeouts): void {
  app.addHook('onRequest', async (request, reply) => {
    const { raw } = request;
    const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
    const socket = raw.socket;
    // An injected request (tests) has no real socket to watch.
    if (!hasBody || raw.complete || typeof socket?.bytesRead !== 'number') return;
    const base = socket.bytesRead;
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const stop = () => clearTimeout(timer);
    const check = () => {
      if (raw.complete || socket.destroyed) return;
      const left = started + timeouts.bodyTimeoutMs + ((socket.bytesRead - base) * 1000) / timeouts.bodyMinRate - Date.now();
      if (left > 0) {
        timer = setTimeout(check, left);
        return;
      }
      request.log.info({ received: socket.bytesRead - base }, 'request body too slow: connection closed');
      if (reply.raw.headersSent) socket.destroy();
      else socket.end(tooSlowAnswer, () => socket.destroy());
    };
    timer = setTimeout(check, timeouts.bodyTimeoutMs);
    raw.once('end', stop);
    reply.raw.once('close', stop);
  });
}
