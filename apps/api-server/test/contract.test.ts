import { listOperations } from '@whitelabel/openapi/operations';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { createHandlers } from '../src/handlers/index.js';

describe('contract check: the server implements every operation', () => {
  it('has a handler for each operationId of openapi/*.yaml', () => {
    const handlers = createHandlers({ db: {} as never, config: readConfig({}) });
    const missing = listOperations()
      .map((operation) => operation.operationId as string)
      .filter((id) => !(id in handlers));
    expect(missing).toEqual([]);
  });
});
