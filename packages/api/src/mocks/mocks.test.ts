import { createRequire } from 'node:module';
import { listOperations } from '@whitelabel/openapi/operations';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, unwrap } from '../client.js';
import { createFixtures, createMockHandlers, mockError } from './index.js';

const require = createRequire(import.meta.url);
// ajv-formats is CommonJS: its plugin is the module's `default` under NodeNext.
const addFormats = (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule;

const origin = 'http://mock.test';
const server = setupServer(...createMockHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.use(...createMockHandlers());
});
afterAll(() => server.close());

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(require('@whitelabel/openapi/wps.json') as object, 'wps.json');
ajv.addSchema(require('@whitelabel/openapi/lgw.json') as object, 'lgw.json');
const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

const operations = listOperations();
const samplePath = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'nodeId'
      ? '100000'
      : name === 'orderId'
        ? 'lo-60000'
        : name === 'rewardId'
          ? '301'
          : name === 'messageId'
            ? '9001'
            : name === 'missionId'
              ? '101'
              : `sample-${name}`,
  );
const formOperations = new Set(['resetPasswordByEmail', 'setHeadIcon']);
const sampleRequest = (method: string, operationId: string | undefined): RequestInit => ({
  method,
  headers: {
    Authorization: 'Bearer mock-member-somchai88',
    Merchant: 'lucky88',
    ...(method === 'GET' ? {} : { 'Content-Type': formOperations.has(operationId ?? '') ? 'application/x-www-form-urlencoded' : 'application/json' }),
  },
  ...(method === 'GET' ? {} : { body: formOperations.has(operationId ?? '') ? 'username=somchai88&email=som%40example.com&headIcon=4' : '{}' }),
});

describe('mocks (spec section 7): every operation answers with data its schema allows', () => {
  it('has one handler per operation of both documents', () => {
    expect(createMockHandlers()).toHaveLength(operations.length);
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))('%s', async (_, operation) => {
    const response = await fetch(`${origin}${samplePath(operation.path)}`, { ...sampleRequest(operation.method, operation.operationId), redirect: 'manual' });
    if (!operation.responses.includes('200')) {
      // A redirect-only operation (the social login's return) answers its declared redirect with a Location.
      expect(operation.responses).toContain(String(response.status));
      expect(response.headers.get('Location')).toMatch(/^http/);
      return;
    }
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    const ref = `${operation.document.replace('.yaml', '.json')}#/paths/${pointer(operation.path)}/${operation.method.toLowerCase()}/responses/200/content/application~1json/schema`;
    const validate = ajv.getSchema(ref);
    expect(validate, `no schema at ${ref}`).toBeDefined();
    const valid = validate!(body);
    expect(valid, ajv.errorsText(validate!.errors, { separator: '\n' })).toBe(true);
  });
});

describe('mock fixtures (spec sections 3 and 9)', () => {
  it('are deterministic: the same seed gives the same data, another seed other data', () => {
    expect(createFixtures(7)).toEqual(createFixtures(7));
    expect(createFixtures(7).games.map((game) => game.gameName)).not.toEqual(createFixtures(8).games.map((game) => game.gameName));
  });

  it('cover every base game type, vendors with icons, HTML promotions and sorted winners', () => {
    const fixtures = createFixtures();
    expect(new Set(fixtures.games.map((game) => game.gameType))).toEqual(new Set(['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT']));
    expect(fixtures.games.some((game) => game.gameClassify.includes('BG'))).toBe(true);
    expect(fixtures.games.some((game) => game.gameClassify.includes('JP'))).toBe(true);
    expect(fixtures.vendors.every((vendor) => vendor.iconUrl.startsWith('data:image/svg+xml,'))).toBe(true);
    expect(fixtures.promotions.every((promotion) => /<\w+/.test(promotion.content))).toBe(true);
    expect(fixtures.promotions.some((promotion) => promotion.noExpiry === 1)).toBe(true);
    const amounts = fixtures.winners.map((winner) => Number(winner.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(fixtures.winners).toHaveLength(20);
  });
});

describe('mock behaviour through the client (spec sections 4 and 6)', () => {
  const client = (token: string | null) => createApiClient({ baseUrl: origin, merchantCode: 'lucky88', getToken: () => token });

  it('applies game-type presets: BINGO is RNG with classification BG, ESPORTS is SPORTS with esport vendors', async () => {
    const bingo = await unwrap(client(null).GET('/wps/games', { params: { query: { gameType: 'BINGO', pageSize: 200 } } }));
    expect(bingo.games.length).toBeGreaterThan(0);
    expect(bingo.games.every((game) => game.gameType === 'RNG' && game.gameClassify.includes('BG'))).toBe(true);
    const esports = await unwrap(client(null).GET('/wps/games', { params: { query: { gameType: 'ESPORTS' } } }));
    expect(esports.games.map((game) => game.vassalage).sort()).toEqual(['AV', 'IMES', 'TF']);
  });

  it('pages game lists: hasMore while pageNum < totalPages', async () => {
    const first = await unwrap(client(null).GET('/wps/games', { params: { query: { pageSize: 24 } } }));
    expect(first.games).toHaveLength(24);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 24));
  });

  it('refuses member operations without a token with 401 NOT_LOGGED_IN', async () => {
    await expect(unwrap(client(null).GET('/wps/member/info'))).rejects.toMatchObject({ code: 'NOT_LOGGED_IN', status: 401, family: 'auth' });
  });

  it('keeps favourites: adding and removing changes the ids', async () => {
    const member = client('mock-member-somchai88');
    const added = await unwrap(member.POST('/wps/games/favourites', { body: { nodeId: '100003', vendor: 'JILI' } }));
    expect(added).toContain('100003');
    const removed = await unwrap(member.DELETE('/wps/games/favourites/{nodeId}', { params: { path: { nodeId: '100003' } } }));
    expect(removed).not.toContain('100003');
  });

  it('answers an operation with a catalogue error through mockError', async () => {
    server.use(mockError('get', '/lgw/lottery/list', 'PLATFORM_MAINTENANCE', 503));
    await expect(unwrap(client(null).GET('/lgw/lottery/list'))).rejects.toMatchObject({ code: 'PLATFORM_MAINTENANCE', family: 'availability' });
  });
});
