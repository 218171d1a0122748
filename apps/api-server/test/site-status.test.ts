import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocuments } from '../src/app.js';
import { openWhileBlocked } from '../src/site-status.js';
import { login, startTestServer, type TestServer } from './helpers.js';

interface Operation {
  method: string;
  path: string;
  operationId: string;
  responses: Record<string, unknown>;
  development: boolean;
}

/** Every operation of both contract documents. */
const operations: Operation[] = contractDocuments.flatMap((document) =>
  Object.entries(
    document.paths as Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown>; 'x-development-only'?: boolean }>>,
  ).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => typeof operation === 'object' && operation?.operationId)
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId!,
        responses: operation.responses ?? {},
        development: operation['x-development-only'] === true,
      })),
  ),
);
const gated = operations.filter((operation) => !operation.development && !openWhileBlocked.has(operation.operationId));
const open = operations.filter((operation) => openWhileBlocked.has(operation.operationId));

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'member0');
});
afterAll(() => server.close());

/** A request to the operation as a signed-in member would send it (path parameters filled with "1"). */
function send(app: FastifyInstance, operation: Operation) {
  return app.inject({
    method: operation.method as 'GET',
    url: operation.path.replace(/\{[^}]+\}/g, '1'),
    headers: { merchant: 'lucky88', authorization: `Bearer ${token}` },
  });
}

describe('site status: operations answer the maintenance and IP-block codes (spec sections 4, 8)', () => {
  it('covers the whole contract: both documents, and each status screen keeps what it needs', () => {
    expect(gated.length).toBeGreaterThan(100);
    expect(open.map((operation) => operation.operationId).sort()).toEqual([...openWhileBlocked].sort());
  });

  it('declares 503 and 403 on every operation the status can refuse', () => {
    const undeclared = gated.filter((operation) => !operation.responses['503'] || !operation.responses['403']).map((operation) => operation.operationId);
    expect(undeclared).toEqual([]);
  });

  it('under maintenance every other operation answers 503 PLATFORM_MAINTENANCE, before the session or the body is looked at', async () => {
    const maintenance = await server.withConfig({ SITE_STATUS: 'maintenance' });
    const wrong: string[] = [];
    for (const operation of gated) {
      const response = await send(maintenance, operation);
      if (response.statusCode !== 503 || response.json().code !== 'PLATFORM_MAINTENANCE') wrong.push(`${operation.operationId} ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
    // Without a session too: maintenance is said before "log in first".
    const anonymous = await maintenance.inject({ method: 'GET', url: '/wps/member/info', headers: { merchant: 'lucky88' } });
    expect(anonymous.statusCode).toBe(503);
  });

  it('with a region restriction every other operation answers 403 IP_BLOCKED; with both, maintenance wins', async () => {
    const restricted = await server.withConfig({ SITE_STATUS: 'region-restricted' });
    const wrong: string[] = [];
    for (const operation of gated) {
      const response = await send(restricted, operation);
      if (response.statusCode !== 403 || response.json().code !== 'IP_BLOCKED') wrong.push(`${operation.operationId} ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
    const both = await server.withConfig({ SITE_STATUS: 'both' });
    const games = await both.inject({ method: 'GET', url: '/wps/games?gameType=RNG', headers: { merchant: 'lucky88' } });
    expect(games.json()).toMatchObject({ success: false, code: 'PLATFORM_MAINTENANCE' });
  });

  it('keeps the status, the site configuration, customer service and the development helpers open', async () => {
    const restricted = await server.withConfig({ SITE_STATUS: 'both' });
    for (const url of [
      '/wps/system/status',
      '/wps/system/settings',
      '/wps/system/whitelabel',
      '/wps/system/setting/template',
      '/wps/system/customerService',
      '/wps/system/domainRoute?domain=lucky88.example',
    ]) {
      const response = await restricted.inject({ method: 'GET', url, headers: { merchant: 'lucky88' } });
      expect(response.statusCode, url).toBe(200);
    }
    expect((await restricted.inject({ method: 'GET', url: '/wps/dev/mailbox', headers: { merchant: 'lucky88' } })).statusCode).not.toBe(503);
  });

  it('lets everything through with a normal status', async () => {
    const games = await server.app.inject({ method: 'GET', url: '/wps/games?gameType=RNG', headers: { merchant: 'lucky88' } });
    expect(games.statusCode).toBe(200);
  });
});
