import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import { createMockHandlers, mockError } from './mocks/index.js';
import { createApiHooks } from './react.js';

const origin = 'http://api.test';
const server = setupServer(...createMockHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('React Query bindings (./react)', () => {
  const $api = createApiHooks(createApiClient({ baseUrl: origin, merchantCode: 'lucky88' }));

  it('builds query options keyed by method, path and parameters, fetching through the client', async () => {
    const options = $api.queryOptions('get', '/wps/games', { params: { query: { gameType: 'LIVE', pageSize: 4 } } });
    expect(options.queryKey).toEqual(['get', '/wps/games', { params: { query: { gameType: 'LIVE', pageSize: 4 } } }]);
    const body = await new QueryClient().fetchQuery(options);
    expect(body.value.games.every((game) => game.gameType === 'LIVE')).toBe(true);
    expect(body.value.games).toHaveLength(4);
  });

  it('rejects queries with the ApiClientError of the client', async () => {
    server.use(mockError('get', '/lgw/lottery/menu', 'SYSTEM_UPGRADING', 503));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery($api.queryOptions('get', '/lgw/lottery/menu'))).rejects.toMatchObject({ code: 'SYSTEM_UPGRADING', family: 'availability' });
  });
});
