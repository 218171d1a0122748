import { listOperations } from '@whitelabel/openapi/operations';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { createHandlers } from '../src/handlers/index.js';
import { operationsWithoutHandler } from './operations-without-handler.js';

const handlers = createHandlers({ db: {} as never, config: readConfig({}), keys: {} as never, catalogue: {} as never, uploadDir: '', social: {} as never });
const operationIds = listOperations().map((operation) => operation.operationId as string);

describe('contract check: the server implements every operation', () => {
  it('has a handler for each operationId of openapi/*.yaml (apart from the listed backlog)', () => {
    const missing = operationIds.filter((id) => !(id in handlers) && !operationsWithoutHandler.includes(id));
    expect(missing).toEqual([]);
  });

  it('keeps the backlog truthful: no listed operation has a handler or is unknown', () => {
    const stale = operationsWithoutHandler.filter((id) => id in handlers || !operationIds.includes(id));
    expect(stale).toEqual([]);
  });

  it('has no handler for an operation the contract does not describe', () => {
    expect(Object.keys(handlers).filter((id) => !operationIds.includes(id))).toEqual([]);
  });
});
