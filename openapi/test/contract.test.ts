import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documents, listOperations, loadDocument } from '../scripts/operations.mjs';
import { encryptedOperations, requiredOperations } from './required-operations.mjs';

const operations = listOperations();
const ids = (list: typeof operations) => list.map((operation) => operation.operationId);

describe('contract (spec section 7): every call is an operation', () => {
  it('puts every operation of wps.yaml under /wps and of lgw.yaml under /lgw', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.every((operation) => operation.path.startsWith(operation.document === 'lgw.yaml' ? '/lgw/' : '/wps/'))).toBe(true);
  });

  it('has an operationId on every operation, each unique', () => {
    const all = ids(operations);
    expect(all.filter((id) => !id)).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('documents at least one error response on every operation, 400 included', () => {
    expect(ids(operations.filter((operation) => !operation.responses.some((status) => /^[45]/.test(status))))).toEqual([]);
    expect(ids(operations.filter((operation) => !operation.responses.includes('400')))).toEqual([]);
  });

  it('has every operation the spec lists, and no operation the list does not name', () => {
    const present = new Set(ids(operations));
    expect(requiredOperations.filter((id) => !present.has(id))).toEqual([]);
    expect(ids(operations).filter((id) => !requiredOperations.includes(id as string))).toEqual([]);
  });

  it('documents 401 on every operation that needs a member session', () => {
    const memberOnly = operations.filter((operation) => operation.security.includes('bearerAuth') && !operation.security.includes(''));
    expect(memberOnly.length).toBeGreaterThan(50);
    expect(ids(memberOnly.filter((operation) => !operation.responses.includes('401')))).toEqual([]);
  });

  it('declares the statuses the transport answers: 404 everywhere, 413 with a body, 414 with path parameters, 415 on POST/PUT/DELETE', () => {
    const withBody = new Set(
      documents.flatMap((url) =>
        Object.values(loadDocument(url).paths as Record<string, Record<string, { operationId?: string; requestBody?: unknown }>>).flatMap((item) =>
          Object.values(item)
            .filter((operation) => operation?.requestBody)
            .map((operation) => operation.operationId),
        ),
      ),
    );
    const missing = operations.flatMap((operation) =>
      [
        ['404', true],
        ['413', withBody.has(operation.operationId)],
        ['414', operation.path.includes('{')],
        ['415', ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method)],
      ]
        .filter(([status, needed]) => needed && !operation.responses.includes(status as string))
        .map(([status]) => `${operation.operationId} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  it('requires the Encryption header exactly on the encrypted operations (login, register, set password)', () => {
    expect(ids(operations.filter((operation) => operation.headers.includes('Encryption'))).sort()).toEqual([...encryptedOperations].sort());
  });

  it('marks the development helpers as development-only', () => {
    expect(ids(operations.filter((operation) => operation.developmentOnly)).sort()).toEqual(['getDevCaptchaAnswer', 'getDevMailbox', 'getDevSmsOutbox']);
    expect(operations.filter((operation) => operation.developmentOnly).every((operation) => operation.path.startsWith('/wps/dev/'))).toBe(true);
  });

  it('passes the OpenAPI linter with no error', () => {
    const redocly = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));
    const files = documents.map((url) => fileURLToPath(url));
    const result = spawnSync(redocly, ['lint', ...files, '--format=stylish'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  }, 30_000);
});
