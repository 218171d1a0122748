import fc, { type Arbitrary } from 'fast-check';
import { hostileString, SchemaArbitraries, type FuzzOperation, type JsonSchema, type OpenApiDocument } from './schema-cases.js';

/** Who sends the request. */
export type Caller = 'anonymous' | 'member' | 'agent' | 'garbage-token';

/** One hostile request, before its encrypted payload (if any) is sealed. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  caller: Caller;
  /** Raw body bytes; undefined for no body. */
  body?: string | Buffer;
  /** For encrypted operations: an inner payload to seal as a real JWE (the runner encrypts it). */
  sealPayload?: unknown;
  /** Short description for failure reports. */
  label: string;
}

export interface RequestOptions {
  /** Body limit of ordinary JSON operations, to send bodies just over it. */
  bodyLimit: number;
}

/** Percent-encodes any string, lone surrogates included (as U+FFFD, the way a browser would send them). */
export function encodeComponent(value: string): string {
  return encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
}

const merchants = ['lucky88', 'goldenlotus', 'clearplay'];
/** Header values must be printable Latin-1 for the HTTP layer; hostile ones stay within it. */
const hostileHeader = fc.constantFrom('nosuch', '', ' ', 'x'.repeat(300), '../lucky88', 'lucky88 ', 'LUCKY88', 'a,b', '%00', 'null', '__proto__', '\t');
const languages = ['EN', 'TH', 'TW', 'AR', 'CN'];
const otherMediaTypes = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=----fuzz',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'application/json',
  'application/vnd.api+json',
  'foo',
  '*/*',
];
const brokenJson = [
  '{',
  '{"a":',
  'nul',
  '[1,2',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '"',
  '{}{}',
  '1e999999',
  '{"a":"\\ud800"}',
];

function serialise(mediaType: string, value: unknown): string {
  if (mediaType.startsWith('application/x-www-form-urlencoded')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return encodeComponent(String(value));
    return Object.entries(value as Record<string, unknown>)
      .map(([key, entry]) => `${encodeComponent(key)}=${encodeComponent(typeof entry === 'string' ? entry : (JSON.stringify(entry) ?? ''))}`)
      .join('&');
  }
  if (mediaType.startsWith('multipart/form-data')) {
    return `------fuzz\r\nContent-Disposition: form-data; name="field"\r\n\r\n${JSON.stringify(value)}\r\n------fuzz--\r\n`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Requests for one operation: parameters, headers, caller, media type and body all drawn from its contract. */
export function requestArbitrary(document: OpenApiDocument, operation: FuzzOperation, options: RequestOptions): Arbitrary<FuzzRequest> {
  const schemas = new SchemaArbitraries(document);
  const hostile = { hostility: 0.3 };
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const headerNames = new Set(operation.parameters.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name.toLowerCase()));
  const declared = Object.keys(operation.bodies);

  const pathValue = (schema: JsonSchema | undefined): Arbitrary<string> =>
    fc.oneof(
      {
        weight: 5,
        arbitrary: schemas.value(schema ?? {}, hostile).map((value) => encodeComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
      },
      { weight: 1, arbitrary: hostileString.map(encodeComponent) },
      // Raw, not encoded: broken escapes, dots, a param past the router's length limit.
      { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%C0%AF', '..', '.', '9'.repeat(120), '1;1', '1%2F2') },
    );

  const queryValue = (schema: JsonSchema | undefined): Arbitrary<string[]> =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: schemas
          .value(schema ?? {}, hostile)
          .map((value) => [typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : (JSON.stringify(value) ?? '')]),
      },
      { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
      { weight: 1, arbitrary: hostileString.map((value) => [value]) },
    );

  const path = fc
    .tuple(...pathParameters.map((parameter) => pathValue(parameter.schema)))
    .map((values) => pathParameters.reduce((url, parameter, index) => url.replace(`{${parameter.name}}`, values[index] ?? ''), operation.path));

  const query = fc
    .tuple(
      ...queryParameters.map((parameter) =>
        parameter.required
          ? queryValue(parameter.schema).map((values) => ({ name: parameter.name, values }))
          : fc.option(
              queryValue(parameter.schema).map((values) => ({ name: parameter.name, values })),
              { freq: 2 },
            ),
      ),
      fc.option(fc.constantFrom('__proto__=1', 'constructor[prototype][x]=1', 'extra=1', 'a[b][c][d][e]=1', '%=1', '&&&'), { freq: 6 }),
    )
    .map((entries) => {
      const extra = entries.pop() as string | null;
      const parts = (entries as ({ name: string; values: string[] } | null)[])
        .filter((entry): entry is { name: string; values: string[] } => entry !== null)
        .flatMap(({ name, values }) => values.map((value) => `${encodeComponent(name)}=${encodeComponent(value)}`));
      if (extra) parts.push(extra);
      return parts.length ? `?${parts.join('&')}` : '';
    });

  const caller: Arbitrary<Caller> = operation.protected
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constant<Caller>('anonymous') },
        { weight: 6, arbitrary: fc.constantFrom<Caller>('member', 'agent') },
        { weight: 1, arbitrary: fc.constant<Caller>('garbage-token') },
      )
    : fc.oneof(
        { weight: 7, arbitrary: fc.constant<Caller>('anonymous') },
        { weight: 2, arbitrary: fc.constantFrom<Caller>('member', 'agent') },
        { weight: 1, arbitrary: fc.constant<Caller>('garbage-token') },
      );

  const headers = fc.record({
    merchant: fc.oneof(
      { weight: 16, arbitrary: fc.constant('lucky88') },
      { weight: 2, arbitrary: fc.constantFrom(...merchants) },
      { weight: 1, arbitrary: hostileHeader },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
    language: fc.option(fc.oneof(fc.constantFrom(...languages), hostileHeader), { freq: 3 }),
    device: fc.option(fc.oneof(fc.constantFrom('OTHERS', 'ANDROID', 'IOS', 'PWA'), hostileHeader), { freq: 3 }),
    encryption: headerNames.has('encryption')
      ? fc.oneof({ weight: 8, arbitrary: fc.constant('JWE-RSA-OAEP-256-A256GCM') }, { weight: 1, arbitrary: hostileHeader })
      : fc.constant(undefined),
  });

  type BodyPart = { contentType?: string; body?: string | Buffer; sealPayload?: unknown; label: string };
  const bodies: Arbitrary<BodyPart>[] = [];
  if (declared.length) {
    const declaredBody = fc.constantFrom(...declared).chain((mediaType) => {
      const schema = operation.bodies[mediaType]!;
      const casing = fc.constantFrom(mediaType, mediaType.toUpperCase(), `${mediaType}; charset=utf-8`);
      return fc
        .tuple(casing, schemas.value(schema, hostile))
        .map(([contentType, value]): BodyPart => ({ contentType, body: serialise(mediaType, value), label: `declared ${mediaType}` }));
    });
    bodies.push(declaredBody, declaredBody, declaredBody, declaredBody, declaredBody);
    if (operation.encryptedPayload) {
      // A real JWE around a hostile inner payload: reaches the decrypted payload's validation and the handler.
      bodies.push(
        schemas
          .value(operation.encryptedPayload, hostile)
          .map((inner): BodyPart => ({ contentType: 'application/json', sealPayload: inner, label: 'sealed payload' })),
        schemas
          .value(operation.encryptedPayload, hostile)
          .map((inner): BodyPart => ({ contentType: 'application/json', sealPayload: inner, label: 'sealed payload' })),
      );
    }
    // The body in a media type the operation does not declare (validation must not be skipped).
    bodies.push(
      fc
        .tuple(fc.constantFrom(...otherMediaTypes.filter((type) => !declared.includes(type))), schemas.value(operation.bodies[declared[0]!]!, { hostility: 0 }))
        .map(([contentType, value]): BodyPart => ({
          contentType,
          body: serialise(contentType, value),
          label: `undeclared ${contentType}`,
        })),
    );
  }
  bodies.push(
    // Not JSON at all, or JSON that breaks the parser.
    fc.constantFrom(...brokenJson).map((body): BodyPart => ({ contentType: declared[0] ?? 'application/json', body, label: 'broken body' })),
    // A body without a media type.
    fc.constantFrom('{}', 'x'.repeat(100)).map((body): BodyPart => ({ body, label: 'body without content-type' })),
    // Just over the JSON limit.
    fc.constantFrom(options.bodyLimit + 1, 4 * options.bodyLimit).map((size): BodyPart => ({
      contentType: declared[0] ?? 'application/json',
      body: Buffer.from(`{"content":"${'z'.repeat(Math.max(0, size - 14))}"}`),
      label: `oversize ${size} bytes`,
    })),
    // Deeply nested JSON inside the limit.
    fc
      .integer({ min: 1_000, max: 20_000 })
      .map((depth): BodyPart => ({ contentType: 'application/json', body: `${'['.repeat(depth)}${']'.repeat(depth)}`, label: `nested ${depth}` })),
  );
  const noBody = fc.constant<BodyPart>({ label: 'no body' });
  const bodyPart =
    operation.method === 'GET'
      ? fc.oneof({ weight: 9, arbitrary: noBody }, { weight: 1, arbitrary: fc.oneof(...bodies) })
      : fc.oneof({ weight: declared.length ? 1 : 6, arbitrary: noBody }, { weight: declared.length ? 9 : 1, arbitrary: fc.oneof(...bodies) });

  return fc.record({ path, query, caller, headers, bodyPart }).map(({ path: url, query: search, caller: who, headers: head, bodyPart: part }) => {
    const requestHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(head)) if (typeof value === 'string') requestHeaders[name] = value;
    if (part.contentType) requestHeaders['content-type'] = part.contentType;
    return {
      method: operation.method,
      url: `${url}${search}`,
      headers: requestHeaders,
      caller: who,
      ...(part.body !== undefined ? { body: part.body } : {}),
      ...(part.sealPayload !== undefined ? { sealPayload: part.sealPayload } : {}),
      label: `${who}, ${part.label}`,
    };
  });
}

/**
 * Every operation's empty-body case (Content-Length: 0, which once skipped the media-type check) for every media type:
 * the declared ones, the hostile list and none at all. Listed, not drawn at random, so that none is left out.
 */
export function emptyBodyRequests(operation: FuzzOperation): FuzzRequest[] {
  const url = operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .reduce((path, parameter) => path.replace(`{${parameter.name}}`, '1'), operation.path);
  const encryption = operation.parameters.some((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'encryption');
  const mediaTypes = [undefined, ...new Set([...Object.keys(operation.bodies), ...otherMediaTypes])];
  // The media-type check comes before the session check: a protected operation's handler is reached signed in only.
  const callers: Caller[] = operation.protected ? ['member', 'agent'] : ['anonymous'];
  return callers.flatMap((caller) =>
    mediaTypes.map((contentType) => ({
      method: operation.method,
      url,
      headers: {
        merchant: 'lucky88',
        'content-length': '0',
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(encryption ? { encryption: 'JWE-RSA-OAEP-256-A256GCM' } : {}),
      },
      caller,
      body: '',
      label: `${caller}, empty ${contentType ?? 'without content-type'}`,
    })),
  );
}
