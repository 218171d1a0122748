import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { call, encryptedHeaders, encryptFor, multipart, pngBytes } from './helpers.js';

const folder = mkdtempSync(join(tmpdir(), 'wl-api-data-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Starts the server on the PGlite data folder (the first start copies the seeded template into it). */
async function start(first: boolean) {
  const database = await openDatabase({ dataDir: folder, ...(first ? { loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) } : {}) });
  const app = await buildApp({ db: database.db, config: readConfig({ DATA_DIR: folder, VALIDATE_RESPONSES: '1', LOG_LEVEL: 'silent' }) });
  await app.ready();
  return { app, close: async () => (await app.close(), await database.close()) };
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('the reference server restarted on a DATA_DIR keeps accounts, favourites, bets and uploads', () => {
  // Two starts on an on-disk database, with seeding: beside the rest of the test command that takes more than 30 s.
  it('finds everything again after a restart', async () => {
    const first = await start(true);
    const payload = await encryptFor(first.app, { type: 'username', username: 'member0', password: 'Demo1234' });
    const token = (await first.app.inject({ method: 'POST', url: '/wps/session/login', headers: encryptedHeaders(), payload: { payload } })).json().value
      .token as string;
    const game = (await call(first.app, { method: 'GET', url: '/wps/games?gameType=PVP&pageSize=1' })).json().value.games[0];
    await call(first.app, { method: 'POST', url: '/wps/games/favourites', token, payload: { nodeId: game.nodeId, vendor: game.vassalage } });
    const path = new URL((await call(first.app, { method: 'GET', url: `/wps/games/launch?nodeId=${game.nodeId}`, token })).json().value.url).pathname;
    const round = (await first.app.inject({ method: 'POST', url: `${path}/spin`, payload: { stake: game.minBet } })).json();
    const promotion = (await call(first.app, { method: 'GET', url: '/wps/announcements?types=Promotion' }))
      .json()
      .value.promotion.find((p: { imageRequired: string; remarkRequired: string }) => p.imageRequired === 'Y' && p.remarkRequired === 'N');
    const application = () =>
      multipart({ promotionId: promotion.linkedPromotionId }, [{ field: 'pictures', name: 'p.png', type: 'image/png', bytes: pngBytes }]);
    expect((await call(first.app, { method: 'POST', url: '/wps/promotion/reward/apply', token, ...(await application()) })).statusCode).toBe(200);
    const keyBefore = (await call(first.app, { method: 'GET', url: '/wps/system/encryptionKey' })).json().value.kid;
    await first.close();

    expect(existsSync(join(folder, 'keys', 'payload-encryption.json'))).toBe(true);
    expect(readdirSync(join(folder, 'uploads')).length).toBe(1);

    const second = await start(false);
    try {
      expect((await call(second.app, { method: 'GET', url: '/wps/system/encryptionKey' })).json().value.kid).toBe(keyBefore);
      // The session is in the database too: the same token still works.
      expect((await call(second.app, { method: 'GET', url: '/wps/games/favourites/ids', token })).json().value).toContain(game.nodeId);
      expect((await call(second.app, { method: 'GET', url: '/wps/wallets/gcs', token })).json().value.sumBalance).toBe(round.balance);
      const bets = (await call(second.app, { method: 'GET', url: '/wps/member/transactions?txCode=BET&pageSize=1', token })).json().value.list[0];
      expect(bets.amount).toBe(`-${game.minBet}`);
      const again = await call(second.app, { method: 'POST', url: '/wps/promotion/reward/apply', token, ...(await application()) });
      expect(again.json().code).toBe('ALREADY_APPLIED');
    } finally {
      await second.close();
    }
  }, 120_000);
});
