import { PassThrough, type Readable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import type { ServerOptions } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Limits on what one client can hold of this server and of the API behind it (see README.md for each variable). */
export interface ClientLimits {
  /** Longest wait for a request's headers (slowloris). */
  headersTimeoutMs: number;
  /** Longest wait for a whole request, headers and body, whatever its rate. */
  requestTimeoutMs: number;
  /** A body's first allowance; every `bodyMinRate` bytes received add a second. */
  bodyTimeoutMs: number;
  /** Minimum body rate in bytes per second, once the first allowance is spent. */
  bodyMinRate: number;
  /** Largest body passed to the API (the API's own largest limit: JSON with three 5 MB pictures as data URLs). */
  proxyBodyLimit: number;
  /** Proxied requests one client address may have in flight (body, queue and API call together). */
  clientConcurrency: number;
  /** Proxied requests one client address may start per window. */
  clientRateMax: number;
  clientRateWindowMs: number;
  /** Connections to each API origin (the proxy's pool). */
  upstreamConnections: number;
  /** Longest wait for a free API connection before 503 SYSTEM_BUSY. */
  proxyQueueTimeoutMs: number;
}

type NumberReader = (name: string, fallback: number, min: number, max: number) => number;

/** The limits from the environment (defaults in README.md). */
export function readClientLimits(number: NumberReader): ClientLimits {
  return {
    headersTimeoutMs: number('HEADERS_TIMEOUT_MS', 10_000, 1000, 600_000),
    requestTimeoutMs: number('REQUEST_TIMEOUT_MS', 120_000, 1000, 3_600_000),
    bodyTimeoutMs: number('BODY_TIMEOUT_MS', 10_000, 100, 600_000),
    bodyMinRate: number('BODY_MIN_RATE', 1000, 1, 1_000_000_000),
    proxyBodyLimit: number('PROXY_BODY_LIMIT', 24 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    clientConcurrency: number('CLIENT_CONCURRENCY', 16, 1, 100_000),
    clientRateMax: number('CLIENT_RATE_MAX', 1200, 1, 100_000_000),
    clientRateWindowMs: number('CLIENT_RATE_WINDOW_MS', 60_000, 1000, 86_400_000),
    upstreamConnections: number('PROXY_CONNECTIONS', 128, 1, 100_000),
    proxyQueueTimeoutMs: number('PROXY_QUEUE_TIMEOUT_MS', 2000, 0, 600_000),
  };
}

/**
 * Node's own guards for the listener: headers and whole requests are timed (408 and the connection closed),
 * checked every second rather than Node's default 30 s. Node needs the headers' bound within the request's.
 */
export function serverTimeouts(limits: ClientLimits): { requestTimeout: number; http: ServerOptions } {
  const requestTimeout = Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs);
  return {
    requestTimeout,
    http: { headersTimeout: limits.headersTimeoutMs, requestTimeout, connectionsCheckingInterval: 1000 },
  };
}

const envelope = (code: string, message: string) => ({ success: false, code, message });

/** An error Fastify answers with its status; the proxy's error handler writes the contract's envelope. */
function clientError(statusCode: number, code: string, message: string): FastifyError {
  return Object.assign(new Error(message), { statusCode, code, name: 'ClientLimitError' }) as FastifyError;
}

/**
 * Reads a body whole before it goes to the API, so a slow client holds a socket here and never one of the
 * API's connections. The body has `bodyTimeoutMs`, plus a second for every `bodyMinRate` bytes received
 * (Apache mod_reqtimeout's rule): a mobile upload at a few KB/s passes, a drip of bytes is cut off with 408.
 */
function readBody(payload: Readable, declaredLength: number, limits: ClientLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (declaredLength > limits.proxyBodyLimit) {
      reject(clientError(413, 'REQUEST_TOO_LARGE', 'The request body is larger than this site accepts'));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const started = Date.now();
    const deadline = () => started + limits.bodyTimeoutMs + (received * 1000) / limits.bodyMinRate;
    let timer: NodeJS.Timeout;
    const finish = (error: FastifyError | undefined, body?: Buffer) => {
      clearTimeout(timer);
      payload.off('data', onData).off('end', onEnd).off('error', onError);
      if (error) reject(error);
      else resolve(body!);
    };
    const check = () => {
      const left = deadline() - Date.now();
      if (left <= 0) finish(clientError(408, 'VALIDATION_FAILED', 'The request body arrived too slowly'));
      else timer = setTimeout(check, left);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.proxyBodyLimit) finish(clientError(413, 'REQUEST_TOO_LARGE', 'The request body is larger than this site accepts'));
      else chunks.push(chunk);
    };
    const onEnd = () => finish(undefined, Buffer.concat(chunks, received));
    const onError = () => finish(clientError(400, 'VALIDATION_FAILED', 'The request body ended before its declared length'));
    payload.on('data', onData).on('end', onEnd).on('error', onError);
    timer = setTimeout(check, limits.bodyTimeoutMs);
  });
}

/**
 * The API connections as a counted resource: a request waits for one at most `proxyQueueTimeoutMs` (in
 * arrival order), then is answered 503 SYSTEM_BUSY rather than left in the pool's unbounded queue.
 */
class UpstreamSlots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly capacity: number,
    private readonly queueTimeoutMs: number,
  ) {}

  /** Resolves true with a slot taken, false when none came in time or the client left. */
  take(reply: FastifyReply): Promise<boolean> {
    if (this.busy < this.capacity) {
      this.busy += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const leave = () => {
        clearTimeout(timer);
        reply.raw.off('close', leave);
        const at = this.waiting.indexOf(admit);
        if (at !== -1) this.waiting.splice(at, 1);
        resolve(false);
      };
      const admit = () => {
        clearTimeout(timer);
        reply.raw.off('close', leave);
        this.busy += 1;
        resolve(true);
      };
      const timer = setTimeout(leave, this.queueTimeoutMs);
      reply.raw.once('close', leave);
      this.waiting.push(admit);
    });
  }

  give(): void {
    this.busy -= 1;
    this.waiting.shift()?.();
  }
}

/**
 * Puts the limits on the proxy's routes (call inside the proxy's plugin, before its routes): per-address
 * rate and concurrency, whole bodies read here at a minimum rate, a deadline for a free API connection, and
 * every refusal in the contract's envelope. Addresses are `request.ip`: the client as TRUST_PROXY resolves it.
 */
export async function limitProxyClients(proxy: FastifyInstance, limits: ClientLimits, apiOrigins: number): Promise<void> {
  proxy.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'proxy failure');
      return reply.status(502).header('cache-control', 'no-store').send(envelope('SYSTEM_BUSY', 'The service is unreachable'));
    }
    // A client cut off mid-body keeps no connection here: it would drip the rest of its body into the void.
    if (status === 408 || status === 413) void reply.header('connection', 'close');
    const code = status === 429 ? 'RATE_LIMITED' : status === 413 ? 'REQUEST_TOO_LARGE' : 'VALIDATION_FAILED';
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .send(envelope(code, error.code === code ? error.message : 'The request was refused'));
  });

  await proxy.register(rateLimit, {
    global: true,
    max: limits.clientRateMax,
    timeWindow: limits.clientRateWindowMs,
    errorResponseBuilder: (_request, context) =>
      clientError(429, 'RATE_LIMITED', `Too many requests from this address; try again in ${Math.ceil(context.ttl / 1000)} s`),
  });

  const inFlight = new Map<string, number>();
  proxy.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const address = request.ip;
    const count = inFlight.get(address) ?? 0;
    if (count >= limits.clientConcurrency) {
      void reply.header('retry-after', '1');
      throw clientError(429, 'RATE_LIMITED', 'Too many requests in flight from this address');
    }
    inFlight.set(address, count + 1);
    reply.raw.once('close', () => {
      const left = (inFlight.get(address) ?? 1) - 1;
      if (left > 0) inFlight.set(address, left);
      else inFlight.delete(address);
    });
  });

  proxy.removeAllContentTypeParsers();
  // Whatever the media type (the API checks it): the bytes as they came, streamed on once complete.
  proxy.addContentTypeParser('*', async (request: FastifyRequest, payload: Readable) => {
    const body = await readBody(payload, Number(request.headers['content-length'] ?? 0), limits);
    const stream = new PassThrough();
    stream.end(body);
    return stream;
  });

  const slots = new UpstreamSlots(limits.upstreamConnections * apiOrigins, limits.proxyQueueTimeoutMs);
  proxy.addHook('preHandler', async (_request, reply) => {
    if (!(await slots.take(reply))) {
      return reply
        .status(503)
        .header('retry-after', '1')
        .header('cache-control', 'no-store')
        .send(envelope('SYSTEM_BUSY', 'The service is busy; try again in a moment'));
    }
    reply.raw.once('close', () => slots.give());
  });
}

/** The defaults (an environment without any of the variables). */
export const defaultClientLimits: ClientLimits = readClientLimits((_name, fallback) => fallback);
