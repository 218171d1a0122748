// React Query bindings over the typed client; import from '@whitelabel/api/react' so that
// non-React users of the package never load React or @tanstack/react-query.
import createQueryClient, { type OpenapiQueryClient } from 'openapi-react-query';
import type { ApiClient } from './client.js';
import type { Paths } from './types.js';

export type ApiHooks = OpenapiQueryClient<Paths>;

/**
 * Hooks typed by path for both documents: `$api.useQuery('get', '/wps/games', { params: { query } })`,
 * `$api.useMutation('post', '/wps/games/favourites')`, `$api.queryOptions(...)` for prefetching.
 * Data is the `{ success, value }` envelope (use `select: (body) => body.value`); failures are
 * ApiClientError, as with the client.
 */
export function createApiHooks(client: ApiClient): ApiHooks {
  return createQueryClient<Paths>(client);
}
