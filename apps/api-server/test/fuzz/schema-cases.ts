import fc, { type Arbitrary } from 'fast-check';

/**
 * Hostile requests derived from the contract: for every operation, fast-check arbitraries built from its
 * parameters' and body's JSON Schemas produce values that pass the schema (including its extremes: the
 * largest integer, the oldest date, the longest string) mixed with values that break it (wrong types,
 * numbers past every integer range, NUL bytes, lone surrogates, huge strings, missing and extra fields,
 * prototype keys, deep nesting), sent with the declared media type or another one, with or without a body
 * the operation does not take, and anonymously or with a live token.
 */

export type JsonSchema = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  operationId: string;
  parameters?: (ParameterObject | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  security?: Record<string, string[]>[];
  components: { schemas: Record<string, JsonSchema>; parameters?: Record<string, ParameterObject> };
}

export interface FuzzOperation {
  operationId: string;
  method: string;
  path: string;
  parameters: ParameterObject[];
  /** Declared request media types with their schemas (empty when the operation takes no body). */
  bodies: Record<string, JsonSchema>;
  bodyRequired: boolean;
  /** Declared response statuses. */
  statuses: string[];
  /** Needs a session (bearerAuth, no anonymous alternative). */
  protected: boolean;
  /** Takes an encrypted `payload` (login, register, reset by code): the inner schema, when declared. */
  encryptedPayload: JsonSchema | undefined;
}

/** Follows `#/...` references inside one bundled document. */
export function resolve(document: OpenApiDocument, node: unknown): JsonSchema {
  let current = node as JsonSchema;
  for (let guard = 0; guard < 32 && typeof current?.$ref === 'string'; guard += 1) {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>(
      (value, key) => (value as Record<string, unknown>)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    ) as JsonSchema;
  }
  return current ?? {};
}

export function listFuzzOperations(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation?.operationId) continue;
      const parameters = (operation.parameters ?? []).map((parameter) => resolve(document, parameter) as unknown as ParameterObject);
      const bodies = Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => [type, resolve(document, media.schema ?? {})]),
      );
      const security = operation.security ?? document.security ?? [];
      const payload = Object.values(bodies)[0]?.properties as Record<string, JsonSchema> | undefined;
      const inner = payload?.payload?.contentSchema;
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        parameters,
        bodies,
        bodyRequired: operation.requestBody?.required === true,
        statuses: Object.keys(operation.responses),
        protected: security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
        encryptedPayload: inner ? resolve(document, inner) : undefined,
      });
    }
  }
  return operations;
}

/** Strings that have broken servers: NUL, lone surrogates, direction overrides, injection, number-like, date-like. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  '\uFEFF',
  'ﷺ'.repeat(40),
  '😀'.repeat(60),
  'Z̴̡̛̛̲̜̙̖̤̘͎̱̥̐̆̓̆ͫ̈́͛̍̑ͦ̓̃̄̑̀a̵̷̴̡͓̗̦̦̲̖̮̗̭͙̬̋̎̓̎ͫ̋̉̏ͣl',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; drop table members; --',
  '../../../../etc/passwd',
  '%00',
  '%',
  '%zz',
  '\\',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e309',
  '0x7fffffff',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999999999999',
  '1.7976931348623157e308',
  '9999-12-31',
  '0000-00-00',
  '0001-01-01',
  '2026-02-30',
  '2026-13-01',
  '+275760-09-13',
  '9999-12-31T23:59:59Z',
  '1969-12-31T23:59:59.999Z',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '\r\nX-Injected: 1',
  'http://169.254.169.254/latest/meta-data',
  'javascript:alert(1)',
];

const numberEdges = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

export const hostileString: Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 20_000 }).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: fc.constantFrom(...numberEdges).map(String) },
);

/** Any JSON value of the wrong kind, nested deeply sometimes. */
const wrongKind: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, '', 'x', [], {}, [null], { '': '' }),
  fc.constantFrom(...numberEdges),
  fc.integer({ min: 20, max: 400 }).map((depth) => {
    let value: unknown = 1;
    for (let index = 0; index < depth; index += 1) value = [value];
    return value;
  }),
  fc.jsonValue({ maxDepth: 3 }),
);

function pad(value: number, width: number) {
  return String(value).padStart(width, '0');
}

/** Dates the schema accepts, extremes included (year 1 and 9999). */
const dateArbitrary = fc.oneof(
  fc.constantFrom('0001-01-01', '1900-01-01', '1970-01-01', '2038-01-19', '9999-12-31', '9999-01-01'),
  fc
    .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
);

const dateTimeArbitrary = fc.oneof(
  fc.constantFrom('0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1970-01-01T00:00:00Z', '2026-11-22T08:30:00+14:00', '2026-11-22T08:30:00.123456789-12:00'),
  fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString()),
);

export interface ArbitraryOptions {
  /** Share of hostile values at each node, 0..1 (0 = only values the schema accepts). */
  hostility: number;
}

export class SchemaArbitraries {
  constructor(private readonly document: OpenApiDocument) {}

  /** A value for the schema: mostly one it accepts, sometimes one that breaks it. */
  value(node: unknown, options: ArbitraryOptions, depth = 0): Arbitrary<unknown> {
    const schema = resolve(this.document, node);
    const valid = this.valid(schema, options, depth);
    if (options.hostility <= 0) return valid;
    const weight = Math.max(1, Math.round(options.hostility * 10));
    return fc.oneof({ weight: 10 - Math.min(9, weight), arbitrary: valid }, { weight, arbitrary: this.hostile(schema, options, depth) });
  }

  /** Values the schema accepts, including the extremes a server must still survive. */
  valid(schema: JsonSchema, options: ArbitraryOptions, depth: number): Arbitrary<unknown> {
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
      const choices = (schema.oneOf ?? schema.anyOf) as unknown[];
      return fc.oneof(...choices.map((choice) => this.value(choice, options, depth + 1)));
    }
    const type = schema.type;
    if (Array.isArray(type)) return fc.oneof(...type.map((single) => this.valid({ ...schema, type: single }, options, depth)));
    switch (type) {
      case 'object':
        return this.object(schema, options, depth);
      case 'array': {
        const items = schema.items ?? {};
        const min = (schema.minItems as number | undefined) ?? 0;
        const max = Math.max(min, Math.min((schema.maxItems as number | undefined) ?? 4, depth > 3 ? min : 4));
        return fc.array(this.value(items, options, depth + 1), { minLength: min, maxLength: max });
      }
      case 'integer':
      case 'number': {
        const min = schema.minimum as number | undefined;
        const max = schema.maximum as number | undefined;
        const integer = type === 'integer';
        const edges = [min, max, 0, 1, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1, -(2 ** 53) + 1, 1e300].filter(
          (value): value is number => value !== undefined && (min === undefined || value >= min) && (max === undefined || value <= max),
        );
        const range = integer
          ? fc.integer({ min: Math.max(min ?? -1_000_000, -(2 ** 31)), max: Math.min(max ?? 1_000_000, 2 ** 31 - 1) })
          : fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
        return edges.length ? fc.oneof({ weight: 3, arbitrary: range }, { weight: 1, arbitrary: fc.constantFrom(...edges) }) : range;
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'string':
        return this.string(schema);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  private string(schema: JsonSchema): Arbitrary<string> {
    const minLength = (schema.minLength as number | undefined) ?? 0;
    const maxLength = (schema.maxLength as number | undefined) ?? 64;
    const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
    if (schema.format === 'date') return dateArbitrary;
    if (schema.format === 'date-time') return dateTimeArbitrary;
    if (schema.format === 'uri') return fc.oneof(fc.webUrl(), fc.constantFrom('https://a.b/' + 'p'.repeat(2000), 'http://127.0.0.1:1/x?y=%00'));
    if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern as string);
      const matching = fc.stringMatching(pattern, { maxLength: Math.min(maxLength, 256) }).filter(fits);
      // Strings the pattern accepts that some column cannot hold: the largest digits, NUL where the pattern allows it.
      const longest = [pattern.source.includes('\\d') ? '9'.repeat(Math.min(maxLength, 40)) : undefined].filter(
        (value): value is string => value !== undefined && pattern.test(value) && fits(value),
      );
      return longest.length ? fc.oneof({ weight: 4, arbitrary: matching }, { weight: 1, arbitrary: fc.constantFrom(...longest) }) : matching;
    }
    const text = fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 64) }).filter(fits);
    const extremes = fc.oneof(
      // The longest string allowed (capped: a field without maxLength is bounded by the body limit).
      fc.constant('w'.repeat(Math.min(maxLength, 4096))).filter(fits),
      // Text with NUL bytes and lone surrogates inside the allowed length.
      fc.constantFrom('a\u0000b', '\u0000\u0000\u0000\u0000\u0000\u0000', 'x\uD800yz', '\u202Eabc', '😀😀😀😀😀').filter(fits),
    );
    return fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: extremes });
  }

  private object(schema: JsonSchema, options: ArbitraryOptions, depth: number): Arbitrary<unknown> {
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const model = Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, this.value(child, options, depth + 1)]));
    if (Object.keys(model).length === 0) {
      return schema.additionalProperties === false
        ? fc.constant({})
        : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
    }
    return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
  }

  /** Values that break the schema (or sit just outside it). */
  hostile(schema: JsonSchema, options: ArbitraryOptions, depth: number): Arbitrary<unknown> {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    const choices: Arbitrary<unknown>[] = [wrongKind, hostileString];
    if (type === 'integer' || type === 'number') {
      const outside = [schema.minimum, schema.maximum]
        .filter((value): value is number => typeof value === 'number')
        .flatMap((value) => [value - 1, value + 1, value + 0.5]);
      choices.push(fc.constantFrom(...numberEdges, ...outside));
    }
    if (type === 'string' && typeof schema.maxLength === 'number') {
      choices.push(fc.constant('y'.repeat(Math.min((schema.maxLength as number) + 1, 70_000))));
    }
    if (type === 'object' && depth < 4) {
      const valid = this.object(schema, { hostility: 0 }, depth) as Arbitrary<Record<string, unknown>>;
      const required = (schema.required as string[] | undefined) ?? [];
      choices.push(
        // An extra field, a prototype key, or a required field left out.
        fc.tuple(valid, fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', '')).map(([object, key]) =>
          JSON.parse(
            JSON.stringify({ ...object })
              .replace(/^\{/, `{${JSON.stringify(key)}:{"polluted":true},`)
              .replace(/,\}$/, '}'),
          ),
        ),
        ...(required.length
          ? [fc.tuple(valid, fc.constantFrom(...required)).map(([object, key]) => Object.fromEntries(Object.entries(object).filter(([name]) => name !== key)))]
          : []),
      );
    }
    if (type === 'array') {
      choices.push(fc.integer({ min: 50, max: 2_000 }).map((length) => Array.from({ length }, () => 0)));
    }
    return fc.oneof(...choices);
  }
}
