import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readConfig, readImageCdns, readMemberSiteUrls } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { members } from '../src/db/schema.js';
import { hashPassword } from '../src/services/crypto.js';
import { prepareDatabase } from '../src/startup.js';
import { startTestServer, type TestServer } from './helpers.js';

// Production start: no demo accounts unless SEED_DEMO=1, and never with the published demo password.

describe('production start', () => {
  it('reads SEED_DEMO: demo accounts outside production, in production only when asked', () => {
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('reads the PostgreSQL timeouts: 3 s to connect and 15 s a query by default, whole milliseconds in range or the start stops', () => {
    expect(readConfig({})).toMatchObject({ databaseConnectTimeoutMs: 3000, databaseQueryTimeoutMs: 15_000 });
    expect(readConfig({ DATABASE_CONNECT_TIMEOUT_MS: '500', DATABASE_QUERY_TIMEOUT_MS: '2000' })).toMatchObject({
      databaseConnectTimeoutMs: 500,
      databaseQueryTimeoutMs: 2000,
    });
    for (const wrong of ['0', '1.5', 'soon', '999999999']) {
      expect(() => readConfig({ DATABASE_CONNECT_TIMEOUT_MS: wrong })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
      expect(() => readConfig({ DATABASE_QUERY_TIMEOUT_MS: wrong })).toThrow(/DATABASE_QUERY_TIMEOUT_MS/);
    }
  });

  it('reads MEMBER_SITE_URLS: merchant=address pairs of http(s) addresses, kept without a trailing slash; anything else stops the start', () => {
    expect(readConfig({}).memberSiteUrls).toEqual({});
    expect(readMemberSiteUrls(' lucky88=https://www.lucky88.example/ , goldenlotus=http://127.0.0.1:5173/m-site/')).toEqual({
      lucky88: 'https://www.lucky88.example',
      goldenlotus: 'http://127.0.0.1:5173/m-site',
    });
    for (const wrong of [
      'lucky88',
      '=https://x.example',
      'lucky88=',
      'lucky88=www.lucky88.example',
      'lucky88=ftp://x.example',
      'lucky88=https://x.example/?a=1',
      'lucky88=https://x.example/#top',
      'lucky88=https://user:pw@x.example',
      'lucky 88=https://x.example',
      'lucky88=https://a.example,lucky88=https://b.example',
    ]) {
      expect(() => readMemberSiteUrls(wrong), wrong).toThrow(/MEMBER_SITE_URLS/);
    }
  });

  it('reads IMAGE_CDNS: a merchant listed once per CDN, each an http(s) address once; anything else stops the start', () => {
    expect(readConfig({}).imageCdns).toEqual({});
    expect(readImageCdns('lucky88=https://img1.lucky88.example/, lucky88=https://img2.lucky88.example/art,goldenlotus=http://127.0.0.1:8787')).toEqual({
      lucky88: ['https://img1.lucky88.example', 'https://img2.lucky88.example/art'],
      goldenlotus: ['http://127.0.0.1:8787'],
    });
    for (const wrong of ['lucky88', 'lucky88=img.example', 'lucky88=https://x.example/?v=1', 'lucky88=https://x.example,lucky88=https://x.example/']) {
      expect(() => readImageCdns(wrong), wrong).toThrow(/IMAGE_CDNS/);
    }
  });

  describe('on a new database', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openDatabase({ dataDir: 'memory://' });
    });
    afterAll(() => database.close());

    it('seeds merchants and catalogue but no demo account in production', async () => {
      await prepareDatabase(database.db, readConfig({ NODE_ENV: 'production' }));
      expect(await database.db.select().from(members)).toHaveLength(0);
    });

    it('refuses to start when MEMBER_SITE_URLS names a merchant the server does not have', async () => {
      await expect(
        prepareDatabase(database.db, readConfig({ MEMBER_SITE_URLS: 'lucky88=https://www.lucky88.example,lucky89=https://www.lucky89.example' })),
      ).rejects.toThrow(/MEMBER_SITE_URLS names no merchant of this server: lucky89/);
      await expect(prepareDatabase(database.db, readConfig({ MEMBER_SITE_URLS: 'lucky88=https://www.lucky88.example' }))).resolves.toBeUndefined();
    });

    it('refuses to start when IMAGE_CDNS names a merchant the server does not have', async () => {
      await expect(prepareDatabase(database.db, readConfig({ IMAGE_CDNS: 'lucky89=https://img.lucky89.example' }))).rejects.toThrow(
        /IMAGE_CDNS names no merchant of this server: lucky89/,
      );
    });
  });

  describe('on a database that holds the demo accounts', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('refuses to start in production while a demo account opens with the demo password, unless SEED_DEMO=1', async () => {
      const db = server.database.db;
      await expect(prepareDatabase(db, readConfig({ NODE_ENV: 'production' }))).rejects.toThrow(/demo password/);
      await expect(prepareDatabase(db, readConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }))).resolves.toBeUndefined();
      // Once every demo secret is changed, production starts.
      await db.update(members).set({ passwordHash: await hashPassword('Changed-Secret-9'), withdrawalPasswordHash: null });
      await expect(prepareDatabase(db, readConfig({ NODE_ENV: 'production' }))).resolves.toBeUndefined();
      expect((await db.select().from(members).where(eq(members.username, 'member0'))).length).toBeGreaterThan(0);
    });
  });
});
