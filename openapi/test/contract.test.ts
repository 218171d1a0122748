import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documents, listOperations } from '../scripts/operations.mjs';
import { requiredOperations } from './required-operations.mjs';

const operations = listOperations();

describe('contract (spec section 7): every call is an operation', () => {
  it('has an operationId on every operation, each unique', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents at least one error response on every operation', () => {
    const withoutError = operations
      .filter((operation) => !operation.responses.some((status) => /^[45]/.test(status)))
      .map((operation) => operation.operationId);
    expect(withoutError).toEqual([]);
  });

  it('has every operation the spec lists', () => {
    const present = new Set(operations.map((operation) => operation.operationId));
    expect(requiredOperations.filter((id) => !present.has(id))).toEqual([]);
  });

  it('passes the OpenAPI linter with no error', () => {
    const redocly = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));
    const files = documents.map((url) => fileURLToPath(url));
    const result = spawnSync(redocly, ['lint', ...files, '--format=stylish'], { encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });
});
