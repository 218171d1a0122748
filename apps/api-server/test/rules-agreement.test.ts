import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createFixtures, createMockHandlers } from '@whitelabel/api/mocks';
import { esportVendorCodes, gameCategories, gameTypes, parseMoney } from '@whitelabel/rules';
import { gamePredicate, type GameRow } from '../src/services/catalogue.js';

// The mocks (stories, unit tests) and this server must list the same games for every game type, or a screen
// tested on the mocks shows something else in production (the mocks once counted e-sports as SPORTS).
const fixtures = createFixtures();
const handlers = createMockHandlers();
const inHouse = new Set(fixtures.vendors.filter((vendor) => vendor.inHouse).map((vendor) => vendor.vassalage));

/** The fixtures' games as this server's rows. */
const rows = fixtures.games.map(
  (game) =>
    ({
      ...game,
      nodeId: Number(game.nodeId),
      isHot: game.isHot === 1,
      isNew: game.isNew === 1,
      minBet: parseMoney(game.minBet),
    }) as unknown as GameRow,
);

async function mockAnswer<T>(path: string): Promise<T> {
  const response = await getResponse(handlers, new Request(`http://mocks.test${path}`));
  if (!response) throw new Error(`The mocks do not answer ${path}`);
  return ((await response.json()) as { value: T }).value;
}

describe('the mocks and the server classify games the same way', () => {
  // FAV and RECENT are a member's own lists, not a classification.
  const types = gameTypes.filter((type) => type !== 'FAV' && type !== 'RECENT');

  it.each(types)('%s lists the same games', async (type) => {
    const page = await mockAnswer<{ games: { nodeId: string }[] }>(`/wps/games?gameType=${type}&pageSize=10000`);
    const served = rows.filter(gamePredicate({ gameType: type }, inHouse)).map((row) => String(row.nodeId));
    expect(page.games.map((game) => game.nodeId).sort()).toEqual(served.sort());
  });

  it('lists the same providers under each category, e-sports apart from SPORTS', async () => {
    const categories = await mockAnswer<{ gameCategory: string; vendorNames: { vassalage: string }[] }[]>('/wps/games/vendors');
    const served = gameCategories
      .map((category) => ({
        gameCategory: category,
        vendors: [...new Set(rows.filter(gamePredicate({ gameType: category }, inHouse)).map((row) => row.vassalage))].sort(),
      }))
      .filter((category) => category.vendors.length > 0);
    expect(
      categories.map((category) => ({ gameCategory: category.gameCategory, vendors: category.vendorNames.map((vendor) => vendor.vassalage).sort() })),
    ).toEqual(served);
    const sports = categories.find((category) => category.gameCategory === 'SPORTS')?.vendorNames.map((vendor) => vendor.vassalage) ?? [];
    expect(sports.length).toBeGreaterThan(0);
    expect(sports.filter((code) => (esportVendorCodes as readonly string[]).includes(code))).toEqual([]);
  });
});
