import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { artColours, merchantsDir, merchantTokens } from '@whitelabel/merchants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, webpSize, type TestServer } from './helpers.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'member0');
});
afterAll(() => server.close());

const get = (url: string, extra: { token?: string; merchant?: string; headers?: Record<string, string> } = {}) =>
  call(server.app, { method: 'GET', url, ...extra });

interface Game {
  nodeId: string;
  gameType: string;
  vassalage: string;
  displayName: string;
  gameClassify: string[];
  isHot: number;
  isNew: number;
  minBet: string;
  minLine: number;
  img: string;
}

describe('game catalogue (spec sections 1, 3)', () => {
  it('holds at least 2,000 games across every game type', async () => {
    const all = (await get('/wps/games?pageSize=1')).json().value;
    expect(all.totalCount).toBeGreaterThanOrEqual(2000);
    for (const type of [
      'RNG',
      'FISH',
      'PVP',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
      'BINGO',
      'JACKPOT',
      'INHOUSE',
      'JL',
      'RTG',
      'NEW',
      'HOT',
    ]) {
      expect((await get(`/wps/games?gameType=${type}&pageSize=1`)).json().value.totalCount, type).toBeGreaterThan(0);
    }
    expect((await get('/wps/games?gameType=RNG&gameClassify=FeatureBuy&pageSize=1')).json().value.totalCount).toBeGreaterThan(0);
  });

  it('pages with pageNum, totalPages and totalCount', async () => {
    const page = (await get('/wps/games?gameType=FISH&pageNo=2&pageSize=24')).json().value;
    expect(page.pageNum).toBe(2);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 24));
    expect(page.games.length).toBeLessThanOrEqual(24);
  });
});

describe('game type presets and filters (spec section 4)', () => {
  const list = async (query: string) => (await get(`/wps/games?${query}&pageSize=200`)).json().value.games as Game[];

  it('BINGO is RNG with classification BG, JACKPOT is RNG with JP', async () => {
    for (const game of await list('gameType=BINGO')) expect(game.gameType === 'RNG' && game.gameClassify.includes('BG')).toBe(true);
    for (const game of await list('gameType=JACKPOT')) expect(game.gameType === 'RNG' && game.gameClassify.includes('JP')).toBe(true);
  });

  it('JL and RTG are RNG of that provider; INHOUSE the in-house providers', async () => {
    for (const game of await list('gameType=JL')) expect([game.gameType, game.vassalage]).toEqual(['RNG', 'JL']);
    for (const game of await list('gameType=RTG')) expect([game.gameType, game.vassalage]).toEqual(['RNG', 'RTG']);
    expect(new Set((await list('gameType=INHOUSE')).map((game) => game.vassalage))).toEqual(new Set(['WL', 'MINI']));
  });

  it('ESPORTS and COCKFIGHT are SPORTS of their providers; SPORTS leaves them out', async () => {
    expect(new Set((await list('gameType=ESPORTS')).map((game) => game.vassalage))).toEqual(new Set(['AV', 'AI', 'IMES', 'TF', 'IA']));
    expect(new Set((await list('gameType=COCKFIGHT')).map((game) => game.vassalage))).toEqual(new Set(['SV3', 'DS88', 'DIG', 'WGB', 'WS168']));
    expect(new Set((await list('gameType=SPORTS')).map((game) => game.vassalage))).toEqual(new Set(['SABA', 'SBO']));
  });

  it('filters by lower-case name substring, vendor, classification, new, minimum bet and lines', async () => {
    const named = await list('gameName=DRAGON');
    expect(named.length).toBeGreaterThan(0);
    for (const game of named) expect(game.displayName.toLowerCase()).toContain('dragon');
    for (const game of await list('vassalage=PG&gameClassify=MEGAWAYS')) expect(game.vassalage === 'PG' && game.gameClassify.includes('MEGAWAYS')).toBe(true);
    for (const game of await list('isNew=1')) expect(game.isNew).toBe(1);
    for (const game of await list('gameType=RNG&minBet=5.00&minLine=25')) expect(Number(game.minBet) >= 5 && game.minLine >= 25).toBe(true);
  });

  it('hides the vendors a merchant does not offer', async () => {
    expect((await get('/wps/games?gameType=COCKFIGHT&pageSize=1', { merchant: 'goldenlotus' })).json().value.totalCount).toBe(0);
  });

  it('serves generated art for each game as WebP at the widths clients ask, and a PNG icon per vendor', async () => {
    const [game] = await list('gameType=RNG');
    const address = new URL(game!.img);
    // `w` is the art's own width: it tells a client the address answers other widths too.
    expect(address.searchParams.get('w')).toBe('300');
    const art = await server.app.inject({ method: 'GET', url: address.pathname + address.search });
    expect(art.headers['content-type']).toBe('image/webp');
    expect(webpSize(art.rawPayload)).toEqual({ width: 300, height: 300 });
    // Other widths: the smallest drawn width (half, once, 1.5 or twice its own) not below the asked one.
    const sized = async (query: string) => webpSize((await server.app.inject({ method: 'GET', url: `${address.pathname}?${query}` })).rawPayload);
    expect(await sized('w=100')).toEqual({ width: 150, height: 150 });
    expect(await sized('w=301')).toEqual({ width: 450, height: 450 });
    expect(await sized('w=5000')).toEqual({ width: 600, height: 600 });
    expect(await sized('w=wide')).toEqual({ width: 300, height: 300 });
    const cached = await server.app.inject({ method: 'GET', url: address.pathname + address.search, headers: { 'if-none-match': String(art.headers.etag) } });
    expect(cached.statusCode).toBe(304);
    // The vector document stays at its own name.
    const vector = await server.app.inject({ method: 'GET', url: `${address.pathname}.svg` });
    expect(vector.headers['content-type']).toContain('image/svg+xml');
    expect(vector.body).toContain('width="300" height="300"');
    expect((await server.app.inject({ method: 'GET', url: `${address.pathname}.png` })).statusCode).toBe(404);
    const icon = await server.app.inject({ method: 'GET', url: `/wps/assets/vendors/${game!.vassalage}-COLOR.png` });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('merchant marks and labelled tiles (logos, VIP badges, lottery and payment icons)', () => {
  it('serves the logo the settings name as WebP at its stated width, its SVG by name, and 404 for an unknown tile', async () => {
    const settings = (await get('/wps/system/setting/template')).json().value as { logoUrl: string };
    const logo = new URL(settings.logoUrl);
    expect(logo.pathname + logo.search).toBe('/wps/assets/logos/lucky88?w=96');
    const drawn = await server.app.inject({ method: 'GET', url: `${logo.pathname}?w=48` });
    expect(drawn.headers['content-type']).toBe('image/webp');
    expect(webpSize(drawn.rawPayload)).toEqual({ width: 48, height: 48 });
    // The mark is the merchant's own artwork (merchants/lucky88/artwork), not a tile drawn from its code.
    const vector = await server.app.inject({ method: 'GET', url: `${logo.pathname}.svg` });
    expect(vector.headers['content-type']).toContain('image/svg+xml');
    expect(vector.body).toBe(readFileSync(join(merchantsDir(), 'lucky88', 'artwork', 'favicon.svg'), 'utf8'));
    expect((await server.app.inject({ method: 'GET', url: '/wps/assets/logos/nobody' })).statusCode).toBe(404);
    // Banners are drawn in the merchant's theme: a change to its theme.json is a change to its banners.
    const banner = await server.app.inject({ method: 'GET', url: '/wps/assets/banners/1100.svg' });
    for (const colour of artColours(await merchantTokens('lucky88'))) expect(banner.body).toContain(colour);
    expect((await server.app.inject({ method: 'GET', url: '/wps/assets/vip/3.svg' })).headers['content-type']).toContain('image/svg+xml');
    expect((await server.app.inject({ method: 'GET', url: '/wps/assets/vip/9' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/wps/assets/unknown/x' })).statusCode).toBe(404);
  });
});

describe('hot list, vendors and menus (spec sections 2, 3)', () => {
  it('answers the hot list from memory with an ETag and 304 on revalidation', async () => {
    const first = await get('/wps/games/hot?pageSize=9');
    expect(first.statusCode).toBe(200);
    for (const game of first.json().value.games as Game[]) expect(game.isHot).toBe(1);
    const again = await get('/wps/games/hot?pageSize=9', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('groups vendors by category and builds menus with the vendor mapping', async () => {
    const categories = (await get('/wps/games/vendors')).json().value as { gameCategory: string; vendorNames: { vassalage: string }[] }[];
    expect(categories.map((c) => c.gameCategory)).toEqual(['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    const menus = (await get('/wps/games/menus')).json().value;
    expect(menus.vendorMapping.ELOTT).toContain('TCG_LOTTO_VN');
    const rng = menus.menus.find((menu: { gameType: string }) => menu.gameType === 'RNG');
    expect(rng.classifies.map((c: { key: string }) => c.key)).toEqual(expect.arrayContaining(['FeatureBuy', 'BG', 'JP']));
    expect((await get('/wps/games/popular')).json().value.keywords.length).toBeGreaterThan(0);
  });
});

describe('favourites and recent games (spec sections 3, 4, 6)', () => {
  it('adds a favourite once, keeps ids as strings and removes it', async () => {
    const games = (await get('/wps/games?gameType=FISH&pageSize=2')).json().value.games as Game[];
    const game = games[1]!;
    const add = () => call(server.app, { method: 'POST', url: '/wps/games/favourites', token, payload: { nodeId: game.nodeId, vendor: game.vassalage } });
    const ids = (await add()).json().value as string[];
    expect(ids).toContain(game.nodeId);
    expect((await add()).json().value).toEqual(ids);
    for (const id of ids) expect(typeof id).toBe('string');
    const page = (await get('/wps/games/favourites?pageSize=200', { token })).json().value;
    expect(page.list.map((g: Game) => g.nodeId)).toContain(game.nodeId);
    const removed = (await call(server.app, { method: 'DELETE', url: `/wps/games/favourites/${game.nodeId}`, token })).json().value;
    expect(removed).not.toContain(game.nodeId);
    expect((await call(server.app, { method: 'DELETE', url: `/wps/games/favourites/${game.nodeId}`, token })).statusCode).toBe(404);
  });

  it('refuses unknown games, lottery favourites and guests', async () => {
    expect((await call(server.app, { method: 'POST', url: '/wps/games/favourites', token, payload: { nodeId: '1', vendor: 'JL' } })).statusCode).toBe(404);
    const lottery = ((await get('/wps/games?gameType=LOTT&pageSize=1')).json().value.games as Game[])[0]!;
    expect(
      (await call(server.app, { method: 'POST', url: '/wps/games/favourites', token, payload: { nodeId: lottery.nodeId, vendor: lottery.vassalage } }))
        .statusCode,
    ).toBe(400);
    expect((await get('/wps/games/favourites/ids')).json().code).toBe('NOT_LOGGED_IN');
  });

  it('records recent games newest first', async () => {
    const game = ((await get('/wps/games?gameType=LIVE&pageSize=1')).json().value.games as Game[])[0]!;
    expect((await get(`/wps/games/recent/add?nodeId=${game.nodeId}`, { token })).statusCode).toBe(200);
    const recent = (await get('/wps/games/recent?pageSize=24', { token })).json().value;
    expect(recent.list[0].nodeId).toBe(game.nodeId);
    expect((await get('/wps/games/recent/add?nodeId=999999', { token })).statusCode).toBe(404);
  });
});

describe('launch, demo game and winner board (spec sections 2, 3)', () => {
  it('launches a playable demo game whose rounds move the wallet and reach the board', async () => {
    const game = ((await get('/wps/games?gameType=RNG&pageSize=1')).json().value.games as Game[])[0]!;
    expect((await get(`/wps/games/launch?nodeId=${game.nodeId}`)).json().code).toBe('NOT_LOGGED_IN');
    const launch = (await get(`/wps/games/launch?nodeId=${game.nodeId}`, { token })).json().value;
    expect(launch.mode).toBe('REDIRECT');
    const path = new URL(launch.url).pathname;
    const page = await server.app.inject({ method: 'GET', url: path });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const before = (await server.app.inject({ method: 'POST', url: `${path}/spin`, payload: { stake: null } })).json().balance as string;
    const round = (await server.app.inject({ method: 'POST', url: `${path}/spin`, payload: { stake: game.minBet } })).json();
    expect(round.reels).toHaveLength(3);
    expect((Number(before) * 100 - Number(game.minBet) * 100 + Number(round.win) * 100) / 100).toBeCloseTo(Number(round.balance), 2);
    expect((await server.app.inject({ method: 'POST', url: `${path}/spin`, payload: { stake: '999999.00' } })).statusCode).toBe(400);
    const winners = (await get('/wps/games/winners?gameCategory=ALL&limitNum=20')).json().value as { winAmount: string }[];
    expect(winners.length).toBe(20);
    const amounts = winners.map((w) => Number(w.winAmount));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });

  it('never lets a round overspend: a stake above the balance is refused', async () => {
    const poor = (await call(server.app, { method: 'POST', url: '/wps/session/testplay', payload: {} })).json().value.token as string;
    const game = ((await get('/wps/games?gameType=RNG&pageSize=1')).json().value.games as Game[])[0]!;
    const path = new URL((await get(`/wps/games/launch?nodeId=${game.nodeId}`, { token: poor })).json().value.url).pathname;
    const stakes = Array.from({ length: 30 }, () => server.app.inject({ method: 'POST', url: `${path}/spin`, payload: { stake: '1000.00' } }));
    const results = await Promise.all(stakes);
    for (const result of results) {
      if (result.statusCode === 200) expect(Number(result.json().balance)).toBeGreaterThanOrEqual(0);
      else expect(result.json().code).toBe('INSUFFICIENT_BALANCE');
    }
  });

  it('refuses free play to member type 4', async () => {
    const four = await login(server.app, 'member4');
    const game = ((await get('/wps/games?gameType=RNG&pageSize=1')).json().value.games as Game[])[0]!;
    expect((await get(`/wps/games/launch?nodeId=${game.nodeId}&freeplay=true`, { token: four })).json().code).toBe('FREE_PLAY_REJECTED');
  });
});
