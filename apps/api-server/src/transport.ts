import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, type ErrorCode, type ErrorDetail } from './errors.js';

/**
 * The transport rules every contract operation follows, applied before anything is parsed:
 * - a body may only come in a media type the operation declares (415 UNSUPPORTED_MEDIA_TYPE otherwise), an empty
 *   one (Content-Length: 0) included;
 * - a protected operation checks the session (onRequest) before its body is read, so an anonymous client
 *   never makes the server read or parse a body;
 * - bodies are bounded per operation (413 REQUEST_TOO_LARGE), checked against Content-Length before reading
 *   and counted while streaming;
 * - text never carries NUL (PostgreSQL cannot store it): 400 VALIDATION_FAILED;
 * - every error, the framework's included, is the contract's ApiError envelope with a catalogue code, and a
 *   validation error lists at most `maxDetails` problems.
 */

/** Ordinary JSON bodies: the largest legitimate one (a registration payload as a JWE) is under 4 KB. */
export const jsonBodyLimit = 64 * 1024;
/** Operations whose JSON body carries images as data URLs (up to 3 x 5 MB, base64) until they move to multipart. */
export const dataUrlImageBodyLimit = 24 * 1024 * 1024;
/** Multipart uploads: the spec's 3 files of 5 MB each, plus room for the text fields and part headers. */
export const multipartLimits = { files: 3, fileSize: 5 * 1024 * 1024, fieldsSize: jsonBodyLimit } as const;
export const multipartBodyLimit = multipartLimits.files * multipartLimits.fileSize + multipartLimits.fieldsSize;
/** Validation problems listed in one answer, and the length of each text in them. */
export const maxDetails = 20;
const maxDetailText = 200;

export interface TransportRule {
  operationId: string;
  /** Request media types the contract declares (lower case); empty when the operation takes no body. */
  mediaTypes: string[];
  bodyRequired: boolean;
  /** Needs a session: every security requirement names a scheme (no anonymous alternative). */
  protected: boolean;
  bodyLimit: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    transport?: TransportRule;
  }
}

interface ContractOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
}

/** Whether a schema (following `#/` references inside its document) allows image data URLs. */
function carriesDataUrls(document: Record<string, unknown>, node: unknown, seen = new Set<unknown>()): boolean {
  if (node === null || typeof node !== 'object' || seen.has(node)) return false;
  seen.add(node);
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], document);
    return carriesDataUrls(document, target, seen);
  }
  if (typeof (node as { pattern?: unknown }).pattern === 'string' && (node as { pattern: string }).pattern.includes('data:image/')) return true;
  return Object.values(node).some((child) => carriesDataUrls(document, child, seen));
}

/** Each operation's transport rule, from the contract documents. */
export function transportRules(documents: Record<string, unknown>[]): Map<string, TransportRule> {
  const rules = new Map<string, TransportRule>();
  for (const document of documents) {
    const globalSecurity = (document.security ?? []) as Record<string, string[]>[];
    for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, ContractOperation>>)) {
      for (const operation of Object.values(item)) {
        if (!operation?.operationId) continue;
        const mediaTypes = Object.keys(operation.requestBody?.content ?? {}).map((type) => type.toLowerCase());
        const security = operation.security ?? globalSecurity;
        rules.set(operation.operationId, {
          operationId: operation.operationId,
          mediaTypes,
          bodyRequired: operation.requestBody?.required === true,
          protected: security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
          bodyLimit: mediaTypes.includes('multipart/form-data')
            ? multipartBodyLimit
            : carriesDataUrls(document, operation.requestBody)
              ? dataUrlImageBodyLimit
              : jsonBodyLimit,
        });
      }
    }
  }
  return rules;
}

/** `application/json; charset=utf-8` -> `application/json`. */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether the request carries a body (RFC 9112 section 6.3: Transfer-Encoding, else a non-zero Content-Length). */
function carriesBody(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = request.headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * Whether the request's media type must be one the operation declares: whenever it carries a body, and, for an
 * operation that takes one, whenever it names a media type at all. An empty body (Content-Length: 0) in an undeclared
 * type is still that type: treated as "no body", it skipped the schema and reached handlers unvalidated.
 */
function announcesBody(request: FastifyRequest, rule: TransportRule): boolean {
  if (carriesBody(request)) return true;
  return rule.mediaTypes.length > 0 && request.method !== 'GET' && request.method !== 'HEAD' && request.headers['content-type'] !== undefined;
}

/** The path of the first string holding NUL in a parsed value (depth-first, iterative), else undefined. */
export function findNul(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

export function nulError(field: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', 'The request does not match the contract', undefined, [
    { field: clip(field), message: 'must not contain NUL characters' },
  ]);
}

const clip = (text: string) => (text.length > maxDetailText ? `${text.slice(0, maxDetailText - 1)}…` : text);

/** Caps a list of validation problems: at most `maxDetails`, each text clipped. */
export function capDetails(details: ErrorDetail[]): ErrorDetail[] {
  return details.slice(0, maxDetails).map((detail) => ({ field: clip(detail.field), message: clip(detail.message) }));
}

export interface TransportOptions {
  documents: Record<string, unknown>[];
  /** Checks the request's session, throwing the 401/403/404 HttpError a handler would. */
  authenticate: (request: FastifyRequest) => Promise<unknown>;
}

/**
 * Installs the rules: limits and media types per contract route (onRoute), the media-type and session checks
 * before the body is read (onRequest), NUL and missing-body checks after parsing (preValidation).
 */
export function installTransport(app: FastifyInstance, options: TransportOptions): { bodyLimitOf: (method: string, url: string) => number | undefined } {
  const rules = transportRules(options.documents);
  const limits = new Map<string, number>();

  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const rule = operationId ? rules.get(operationId) : undefined;
    if (!rule) return;
    route.bodyLimit = rule.bodyLimit;
    route.config = { ...(route.config as object), transport: rule };
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) limits.set(`${method} ${route.url}`, rule.bodyLimit);
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.transport;
    if (!rule) return;
    if (announcesBody(request, rule) && !rule.mediaTypes.includes(mediaTypeOf(request.headers['content-type']))) {
      throw new HttpError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        rule.mediaTypes.length ? `${rule.operationId} takes ${rule.mediaTypes.join(' or ')}` : `${rule.operationId} takes no body`,
      );
    }
    if (rule.protected) await options.authenticate(request);
  });

  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.transport;
    if (!rule) return;
    if (rule.bodyRequired && (request.body === undefined || request.body === null)) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'The request does not match the contract', undefined, [{ field: 'body', message: 'is required' }]);
    }
    const field = findNul(request.params, 'params') ?? findNul(request.query, 'querystring') ?? findNul(request.body, 'body');
    if (field) throw nulError(field);
  });

  return { bodyLimitOf: (method, url) => limits.get(`${method} ${url}`) };
}

/** Fastify's own errors (parsing, limits, router) as catalogue codes. */
const frameworkCodes: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'REQUEST_TOO_LARGE', message: 'The request body is larger than this operation accepts' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'REQUEST_TOO_LARGE', message: 'A path parameter is longer than this operation accepts' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This operation does not take that media type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_FAILED', message: 'The Content-Length does not match the body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: 'The body is not valid JSON' },
  FST_ERR_BAD_URL: { status: 400, code: 'VALIDATION_FAILED', message: 'The URL is not valid' },
};

/** What a client reads when the database refused a value the contract let through (a gap the fuzz suite flags). */
export const databaseRefusalMessage = 'A value is out of the range this server can store';

/** PostgreSQL data exceptions (SQLSTATE class 22): a value the client sent that a column or function cannot take. */
function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** Socket errors of a database connection, PostgreSQL's connection exceptions (08) and shutdown states (57P0x), node-postgres's own timeouts and closed connections. */
const unavailableSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const unavailableMessage =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed)/;

/** The database is down, restarting or out of reach: the request may succeed shortly, it is not the client's fault nor a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableSocketCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300'))
      return true;
    if (typeof message === 'string' && unavailableMessage.test(message)) return true;
  }
  return false;
}

/** Seconds a client is told to wait before trying again while the database is unavailable. */
const databaseRetryAfterSeconds = 2;

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, details?: ErrorDetail[], value?: Record<string, unknown>) {
  // Also here: the router's own refusals (frameworkErrors) are answered before any hook runs.
  return reply
    .status(status)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send({ success: false, code, message: clip(message), ...(details ? { details: capDetails(details) } : {}), ...(value ? { value } : {}) });
}

/** Every failure as the ApiError envelope; only the server's own faults are 500 (logged, never detailed). */
export function replyWithError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    const retryAfter = error.value?.retryAfter;
    if (error.statusCode === 429 && typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    // A failure of the server's own (storage: its cause kept) stays visible to the operator; the client gets the envelope.
    if (error.statusCode >= 500 && error.cause) request.log.error({ err: error.cause }, error.message);
    return send(reply, error.statusCode, error.code, error.message, error.details, error.value);
  }
  if (error.validation) {
    return send(
      reply,
      400,
      'VALIDATION_FAILED',
      'The request does not match the contract',
      error.validation.slice(0, maxDetails).map((issue) => ({
        field: [
          error.validationContext,
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          (issue.params as { missingProperty?: string }).missingProperty ?? (issue.params as { additionalProperty?: string }).additionalProperty,
        ]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? 'is invalid',
      })),
    );
  }
  const known = error.code ? frameworkCodes[error.code] : undefined;
  if (known) return send(reply, known.status, known.code, known.message);
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'value refused by the database');
    return send(reply, 400, 'VALIDATION_FAILED', databaseRefusalMessage);
  }
  // A multipart body the parser cannot split (busboy's own errors carry no status) is a malformed request.
  if (/^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header)/.test(error.message))
    return send(reply, 400, 'VALIDATION_FAILED', 'The multipart/form-data body is malformed');
  // Any other client error of the framework (e.g. a poisoned JSON key) is a malformed request.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return send(reply, 400, 'VALIDATION_FAILED', error.message);
  if (isDatabaseUnavailable(error)) {
    // The root cause only: the query error's own message carries the query's parameters (tokens among them).
    let cause: unknown = error;
    while ((cause as { cause?: unknown }).cause) cause = (cause as { cause?: unknown }).cause;
    request.log.warn({ err: { message: (cause as Error).message, code: (cause as { code?: unknown }).code } }, 'database unavailable');
    void reply.header('retry-after', String(databaseRetryAfterSeconds));
    return send(reply, 503, 'SYSTEM_BUSY', 'The service is briefly unavailable; try again in a moment');
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, 'UNKNOWN_ERROR', 'Unknown error');
}
