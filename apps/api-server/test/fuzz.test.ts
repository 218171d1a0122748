import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { CompactEncrypt, importJWK, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocuments } from '../src/app.js';
import { members } from '../src/db/schema.js';
import { databaseRefusalMessage } from '../src/transport.js';
import { openSession } from '../src/services/sessions.js';
import { emptyBodyRequests, requestArbitrary, type Caller, type FuzzRequest } from './fuzz/requests.js';
import { listFuzzOperations, type FuzzOperation, type OpenApiDocument } from './fuzz/schema-cases.js';
import { startTestServer, type TestServer } from './helpers.js';

/**
 * Schema-driven fuzzing of every operation of both contract documents (fast-check, fixed seed): hundreds of
 * hostile requests per operation, anonymous and with live member/agent tokens. No answer may be a 5xx; every
 * 4xx is the standard error envelope with a catalogue code and a status the operation declares; the server
 * must still answer afterwards, with its heap not grown past a bound. PostgreSQL runs a smaller share.
 */

const seed = 20_261_123;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const casesPerOperation = Number(process.env.FUZZ_CASES_PER_OPERATION ?? (onPostgres ? 50 : 160));
const jsonBodyLimit = 64 * 1024;
/** Heap growth allowed over the whole run (after a full collection), in MB. */
const heapBoundMb = 64;
/** An error body larger than this is itself a denial-of-service amplifier. */
const errorBodyBound = 16 * 1024;

// A full collection before and after, so the heap comparison measures what the run kept, not garbage.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const documents = contractDocuments as unknown as OpenApiDocument[];
const errorCatalogue = new Set((documents[0]!.components.schemas.ErrorCode as { enum: string[] }).enum);

interface Failure {
  operationId: string;
  request: string;
  status: number;
  problem: string;
  body: string;
}

let server: TestServer;
let sealKey: { key: CryptoKey; kid: string };
beforeAll(async () => {
  server = await startTestServer();
  const published = (await server.app.inject({ method: 'GET', url: '/wps/system/encryptionKey', headers: { merchant: 'lucky88' } })).json().value;
  sealKey = { key: (await importJWK(published.jwk, 'RSA-OAEP-256')) as CryptoKey, kid: published.kid };
});
afterAll(() => server.close());

async function tokenFor(username: string, side: 'member' | 'agent'): Promise<string> {
  const [row] = await server.database.db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, 'lucky88'), eq(members.username, username)));
  if (!row) throw new Error(`no seeded ${username}`);
  return (await openSession(server.database.db, row, side)).token;
}

async function seal(inner: unknown): Promise<string> {
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(inner)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: sealKey.kid })
    .encrypt(sealKey.key);
  return JSON.stringify({ payload: jwe });
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body(${request.body.length}): ${String(request.body).slice(0, 160)}`;
  return `${request.method} ${request.url.slice(0, 200)} [${request.label}] ${JSON.stringify(request.headers).slice(0, 200)}${body}`;
}

/** What is wrong with one answer, if anything. */
function check(operation: FuzzOperation, status: number, raw: string, url = ''): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return undefined;
  if (raw.length > errorBodyBound) return `error body of ${raw.length} bytes`;
  let body: { success?: unknown; code?: unknown; message?: unknown; details?: unknown };
  try {
    body = JSON.parse(raw);
  } catch {
    return 'error body is not JSON';
  }
  if (body.success !== false || typeof body.message !== 'string') return 'error body is not the ApiError envelope';
  if (typeof body.code !== 'string' || !errorCatalogue.has(body.code)) return `code ${String(body.code)} is not in the catalogue`;
  if (Array.isArray(body.details) && body.details.length > 20) return `${body.details.length} details`;
  // The database's refusal is a safety net: a value reaching it means the contract or a handler let it through.
  if (body.message === databaseRefusalMessage) return 'the database refused a value the contract let through';
  // A path that routes nowhere (an empty or slash-bearing parameter) is answered by the router, not the operation.
  if (body.code === 'URL_EMPTY') return undefined;
  // inject() resolves `.` and `..` segments before routing (`/rewards/../claim` arrives as `/claim`): the answer is another
  // URL's, not bound by this operation's statuses (a body past the limit to a URL with no operation is 413).
  if (/\/\.{1,2}(?=[/?#]|$)/.test(url)) return undefined;
  if (!operation.statuses.includes(String(status))) return `status ${status} (${body.code}) is not declared by the operation`;
  return undefined;
}

describe('schema-driven fuzzing of every operation (fast-check, fixed seed)', () => {
  it(`answers ${casesPerOperation} hostile requests per operation without a 5xx, in the error envelope, with declared statuses`, async () => {
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    const slowest: [string, number][] = [];
    collect();
    const heapBefore = process.memoryUsage().heapUsed;
    const statuses = new Map<number, number>();
    const callers = new Map<Caller, number>();
    const failures: Failure[] = [];
    let cases = 0;
    let operations = 0;

    for (const [documentIndex, document] of documents.entries()) {
      for (const [operationIndex, operation] of listFuzzOperations(document).entries()) {
        operations += 1;
        const operationStarted = Date.now();
        const requests = fc.sample(requestArbitrary(document, operation, { bodyLimit: jsonBodyLimit }), {
          seed: seed + documentIndex * 1_000 + operationIndex,
          numRuns: casesPerOperation,
        });
        // Fresh sessions per operation: a fuzzed logout or password change must not starve the next one.
        const tokens: Record<Caller, string | undefined> = {
          anonymous: undefined,
          member: await tokenFor('member0', 'member'),
          agent: await tokenFor('agent1', 'agent'),
          'garbage-token': 'AAAA.BBBB.CCCC',
        };
        for (const request of requests) {
          const headers = { ...request.headers, ...(tokens[request.caller] ? { authorization: `Bearer ${tokens[request.caller]}` } : {}) };
          const body = request.sealPayload !== undefined ? await seal(request.sealPayload) : request.body;
          const response = await server.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers,
            ...(body !== undefined ? { payload: body } : {}),
          });
          cases += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          callers.set(request.caller, (callers.get(request.caller) ?? 0) + 1);
          const problem = check(operation, response.statusCode, response.body, request.url);
          if (problem)
            failures.push({
              operationId: operation.operationId,
              request: describeRequest(request),
              status: response.statusCode,
              problem,
              body: response.body.slice(0, 300),
            });
        }
        slowest.push([operation.operationId, Date.now() - operationStarted]);
      }
    }

    // The server still answers, and a member can still log in.
    const alive = await server.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'lucky88' } });
    collect();
    const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    const seconds = (Date.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    slowest.sort((a, b) => b[1] - a[1]);
    // One example per operation and problem, server errors first.
    const examples = new Map<string, { failure: Failure; count: number }>();
    for (const failure of failures) {
      const key = `${failure.operationId}: ${failure.problem}`;
      const entry = examples.get(key);
      if (entry) entry.count += 1;
      else examples.set(key, { failure, count: 1 });
    }
    console.info(
      `[fuzz] ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${cases} cases over ${operations} operations in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s CPU; seed ${seed}); ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; callers ${JSON.stringify(Object.fromEntries(callers))}; ` +
        `5xx ${[...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0)}; failures ${failures.length}; heap growth ${heapGrowthMb.toFixed(1)} MB; ` +
        `slowest ${slowest
          .slice(0, 5)
          .map(([id, ms]) => `${id} ${(ms / 1000).toFixed(1)} s`)
          .join(', ')}`,
    );
    if (failures.length) {
      const listed = [...examples.values()].sort((a, b) => b.failure.status - a.failure.status);
      console.info(
        `[fuzz] failures, one example each:\n${listed.map(({ failure, count }) => `  ${count} x ${failure.operationId} ${failure.status} ${failure.problem}\n    ${failure.request}\n    -> ${failure.body}`).join('\n')}`,
      );
    }

    // Every operation of both documents was fuzzed (none skipped by the case builder).
    const declared = contractDocuments.reduce(
      (sum, document) =>
        sum +
        Object.values((document.paths ?? {}) as Record<string, Record<string, unknown>>).reduce(
          (count, item) => count + Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key)).length,
          0,
        ),
      0,
    );
    expect(operations).toBe(declared);
    expect(cases).toBe(operations * casesPerOperation);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(alive.statusCode).toBe(200);
    expect(heapGrowthMb).toBeLessThan(heapBoundMb);
  }, 600_000);

  it('answers the empty body in every media type of every operation without a 5xx, and 415 where a body operation does not declare it', async () => {
    const failures: Failure[] = [];
    let cases = 0;
    let fivexx = 0;
    for (const document of documents) {
      for (const operation of listFuzzOperations(document)) {
        const tokens: Record<Caller, string | undefined> = {
          anonymous: undefined,
          member: await tokenFor('member0', 'member'),
          agent: await tokenFor('agent1', 'agent'),
          'garbage-token': undefined,
        };
        for (const request of emptyBodyRequests(operation)) {
          const token = tokens[request.caller];
          const response = await server.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            payload: '',
          });
          cases += 1;
          if (response.statusCode >= 500) fivexx += 1;
          const contentType = request.headers['content-type'];
          const undeclared =
            Object.keys(operation.bodies).length > 0 &&
            operation.method !== 'GET' &&
            contentType !== undefined &&
            !(contentType.split(';')[0]!.trim().toLowerCase() in operation.bodies);
          const problem =
            check(operation, response.statusCode, response.body) ??
            (undeclared && response.statusCode !== 415 ? `answered ${response.statusCode}, not 415, to an undeclared media type` : undefined);
          if (problem)
            failures.push({
              operationId: operation.operationId,
              request: describeRequest(request),
              status: response.statusCode,
              problem,
              body: response.body.slice(0, 300),
            });
        }
      }
    }
    console.info(`[fuzz] empty bodies: ${cases} cases, ${fivexx} answered 5xx, failures ${failures.length}`);
    expect(cases).toBeGreaterThan(1_500);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);
});
