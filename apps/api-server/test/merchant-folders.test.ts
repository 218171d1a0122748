import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { merchantCodes, merchantSettings, merchantsDir } from '@whitelabel/merchants';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { announcements, helpTopics, members, merchants, promotions } from '../src/db/schema.js';
import { defaultFieldRules } from '../src/seed/merchants.js';
import { amountRulesOf } from '../src/services/amount-rules.js';
import { decryptChannelPath } from '../src/services/channel-path.js';
import { prepareDatabase } from '../src/startup.js';
import { startTestServer, type TestServer } from './helpers.js';

// The reference server seeds every merchant from its merchants/ folder: a site built from a folder and the server
// state the same merchant, and a folder added later is a merchant at the server's next start.

describe('every merchant folder seeds a merchant whose settings are the folder’s', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  const get = async (url: string, merchant: string) => (await server.app.inject({ method: 'GET', url, headers: { merchant } })).json().value;

  it('seeds each folder and no other merchant', async () => {
    const rows = await server.database.db.select({ code: merchants.code }).from(merchants);
    expect(rows.map((row) => row.code).sort()).toEqual(merchantCodes());
  });

  it.each(merchantCodes())('%s: site, registration and template settings, hosts and money as its merchant.json states them', async (code) => {
    const folder = merchantSettings(code);
    const site = await get('/wps/system/settings', code);
    expect(site).toMatchObject({
      merchantCode: code,
      merchantName: folder.name,
      defaultLanguage: folder.defaultLanguage,
      languages: folder.languages,
      whitelabel: folder.whitelabel,
      features: {
        ...folder.features,
        lineLogin: folder.socialLogin.includes('line'),
        facebookLogin: folder.socialLogin.includes('facebook'),
        googleLogin: folder.socialLogin.includes('google'),
      },
      mobileTemplate: folder.mobileTemplate,
      mainDomain: folder.mainDomain,
      ageLimit: folder.ageLimit,
    });
    const register = await get('/wps/system/setting/register', code);
    const { fields, affiliateCheck, ...switches } = folder.register;
    expect(register).toMatchObject({ ...switches, affiliateCodeCheck: affiliateCheck, ageLimit: folder.ageLimit });
    expect(Object.fromEntries(register.fields.map(({ name, ...rule }: { name: string }) => [name, rule]))).toEqual({ ...defaultFieldRules, ...fields });
    expect((await get('/wps/system/setting/template', code)).theme).toBe(folder.themeId);
    const [row] = await server.database.db.select().from(merchants).where(eq(merchants.code, code));
    expect(row).toMatchObject({
      domains: folder.domains,
      hiddenVendors: folder.hiddenVendors,
      countryDialingCode: folder.countryDialingCode,
      currency: folder.currency.code,
    });
  });

  it.each(merchantCodes())('%s: its app download links open, on the folder’s addresses or this server’s stand-in page', async (code) => {
    const folder = merchantSettings(code);
    const resources: { resourceType: string; url: string }[] = (await get('/wps/system/settings', code)).resources;
    const files = { IOS: ['ios', 'app.ipa'], Android: ['android', 'app.apk'], MOBILECONFIG: ['mobileconfig', 'profile.mobileconfig'] } as const;
    for (const [type, [kind, file]] of Object.entries(files)) {
      const link = resources.find((resource) => resource.resourceType === type)?.url;
      const own = folder.appDownloads[kind];
      if (own) {
        expect(link, type).toBe(own);
        continue;
      }
      expect(link, type).toBe(`http://localhost:80/wps/download/${code}/${file}`);
      const page = await server.app.inject({ method: 'GET', url: new URL(link!).pathname });
      expect(page.statusCode, type).toBe(200);
      expect(page.body).toContain(`<h1>${folder.name.replace(/&/g, '&#38;')}`);
    }
    expect((await server.app.inject({ method: 'GET', url: `/wps/download/${code}/other.exe` })).statusCode).toBe(404);
  });

  it.each(merchantCodes())('%s: lists the folder’s customer service channels, and live chat always (its own or this server’s room)', async (code) => {
    const folder = merchantSettings(code);
    const channels: { csType: string; path: string }[] = await get('/wps/system/customerService', code);
    const listed = Object.fromEntries(channels.map((channel) => [channel.csType, decryptChannelPath(channel.path)]));
    const expected: Record<string, string> = { LIVECHAT: folder.supportChannels.livechat ?? `http://localhost:80/wps/chat/room/${code}` };
    for (const [kind, url] of Object.entries(folder.supportChannels)) if (kind !== 'livechat') expected[kind.toUpperCase()] = url;
    expect(listed).toEqual(expected);
  });

  it.each(merchantCodes())('%s: answers on <code>.localhost without a Merchant header (development hosts are implied)', async (code) => {
    const response = await server.app.inject({ method: 'GET', url: '/wps/system/settings', headers: { host: `${code}.localhost:5173` } });
    expect(response.json().value.merchantCode).toBe(code);
  });
});

describe('a merchant folder added after the first start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-merchants-'));
  const previous = process.env.MERCHANTS_DIR;
  const workspace = merchantsDir();
  let database: DatabaseHandle;
  const start = async () => prepareDatabase(database.db, readConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }));
  const copy = (from: string, code: string, changes: Record<string, unknown>) => {
    if (from !== code) cpSync(join(workspace, from), join(dir, code), { recursive: true });
    const file = join(dir, code, 'merchant.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ...changes }));
  };

  beforeAll(async () => {
    // Two folders of the workspace, copied: the server reads MERCHANTS_DIR as the site builds do.
    for (const code of ['goldenlotus', 'lucky88']) cpSync(join(workspace, code), join(dir, code), { recursive: true });
    process.env.MERCHANTS_DIR = dir;
    database = await openDatabase({ dataDir: 'memory://' });
    await start();
  }, 120_000);
  afterAll(async () => {
    if (previous === undefined) delete process.env.MERCHANTS_DIR;
    else process.env.MERCHANTS_DIR = previous;
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is seeded at the next start with its rows, and answers site settings by its host with its own name', async () => {
    expect((await database.db.select({ code: merchants.code }).from(merchants)).map((row) => row.code).sort()).toEqual(['goldenlotus', 'lucky88']);
    copy('goldenlotus', 'newco', { name: 'New Co', seedSlot: 7, mainDomain: 'www.newco.example', domains: ['www.newco.example'] });
    await start();

    const app = await buildApp({ db: database.db, config: readConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', VALIDATE_RESPONSES: '1' }) });
    try {
      for (const host of ['www.newco.example', 'newco.localhost']) {
        const settings = (await app.inject({ method: 'GET', url: '/wps/system/settings', headers: { host } })).json().value;
        expect(settings, host).toMatchObject({ merchantCode: 'newco', merchantName: 'New Co', mainDomain: 'www.newco.example' });
      }
      const template = (await app.inject({ method: 'GET', url: '/wps/system/setting/template', headers: { merchant: 'newco' } })).json().value;
      expect(template.theme).toBe('light');
    } finally {
      await app.close();
    }
    // Its content and demo accounts, numbered by its slot: no other merchant's row was taken or changed.
    const content = await database.db.select({ id: announcements.id, merchantCode: announcements.merchantCode }).from(announcements);
    expect(content.filter((row) => row.merchantCode === 'newco').length).toBeGreaterThan(0);
    expect(content.filter((row) => row.merchantCode === 'newco').every((row) => row.id >= 8000 && row.id < 9000)).toBe(true);
    const accounts = await database.db.select({ username: members.username }).from(members).where(eq(members.merchantCode, 'newco'));
    expect(accounts.map((row) => row.username)).toContain('agent1');
  }, 120_000);

  it("follows a changed folder's settings at the next start, and seeds nothing twice", async () => {
    const before = (await database.db.select({ id: announcements.id }).from(announcements)).length;
    const amounts = merchantSettings('lucky88').amounts;
    copy('lucky88', 'lucky88', { name: 'Lucky 88 Renamed', hiddenVendors: ['SV3'], amounts: { ...amounts, withdrawal: { min: 250.5, max: 9_000 } } });
    await start();
    const [row] = await database.db.select().from(merchants).where(eq(merchants.code, 'lucky88'));
    expect(row).toMatchObject({ name: 'Lucky 88 Renamed', hiddenVendors: ['SV3'] });
    // Its amounts too: the withdrawal range the server checks is the folder's new one, in minor units.
    expect(amountRulesOf(row!).withdrawal).toEqual({ min: 25_050, max: 900_000 });
    expect((await database.db.select({ id: announcements.id }).from(announcements)).length).toBe(before);
  }, 120_000);

  it("seeds a folder's own content in place of the defaults, follows its changes and ends what it no longer lists", async () => {
    // newco (a goldenlotus copy: English by default, also CN, VI and AR; age limit 21) writes its own notices, marquee, promotions and help.
    const contentDir = join(dir, 'newco', 'content');
    mkdirSync(contentDir, { recursive: true });
    const write = (file: string, list: unknown[]) => writeFileSync(join(contentDir, file), JSON.stringify(list));
    write('notices.json', [
      { title: { EN: 'Welcome to {merchant}', VI: 'Chào mừng đến {merchant}' }, body: { EN: '<p>Play responsibly, {age}+</p>' } },
      { title: { EN: 'New games every week' }, body: { EN: '<p>See the lobby.</p>' } },
    ]);
    write('marquee.json', [{ text: { EN: 'Big wins today', AR: 'أرباح كبيرة اليوم' } }]);
    write('promotions.json', [{ title: { EN: 'Tet reload 8%' }, body: { EN: '<p>Every deposit during Tet.</p>' }, category: 'daily' }]);
    write('help.json', [{ tag: 'terms', title: { EN: 'Terms of New Co' }, body: { EN: '<p>Our terms.</p>' } }]);
    await start();

    const app = await buildApp({ db: database.db, config: readConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', VALIDATE_RESPONSES: '1' }) });
    const value = async (url: string, language = 'EN') => (await app.inject({ method: 'GET', url, headers: { merchant: 'newco', language } })).json().value;
    try {
      const titles = async (language: string) => ((await value('/wps/notice', language)) as { title: string }[]).map((notice) => notice.title);
      expect(await titles('EN')).toEqual(['Welcome to New Co', 'New games every week']);
      // A language the file gives is read in it; one it leaves out reads the default language's text.
      expect(await titles('VI')).toEqual(['Chào mừng đến New Co', 'New games every week']);
      const marquee = (await value('/wps/announcements?types=PL', 'AR')).player as { title: string }[];
      expect(marquee.map((line) => line.title)).toEqual(['أرباح كبيرة اليوم']);
      const [welcome] = await database.db.select().from(announcements).where(eq(announcements.id, 8001));
      expect(welcome).toMatchObject({
        merchantCode: 'newco',
        type: 'A',
        content: '<p>Play responsibly, 21+</p>',
        translations: { VI: { title: 'Chào mừng đến New Co' } },
      });
      const live = await database.db
        .select({ title: promotions.title, categoryIds: promotions.categoryIds })
        .from(promotions)
        .where(and(eq(promotions.merchantCode, 'newco'), isNull(promotions.endDate)));
      expect(live).toEqual([{ title: 'Tet reload 8%', categoryIds: [802] }]);
      const help = await database.db.select({ tag: helpTopics.tag, title: helpTopics.title }).from(helpTopics).where(eq(helpTopics.merchantCode, 'newco'));
      expect(help).toEqual([{ tag: 'terms', title: 'Terms of New Co' }]);

      // One notice fewer and a new title at the next start: the file is followed, the notice it dropped has ended.
      write('notices.json', [{ title: { EN: 'Welcome back to {merchant}' }, body: { EN: '<p>Hello.</p>' } }]);
      await start();
      expect(await titles('EN')).toEqual(['Welcome back to New Co']);
    } finally {
      await app.close();
    }
    // Another merchant's content is untouched.
    const lucky = await database.db.select({ id: announcements.id }).from(announcements).where(eq(announcements.merchantCode, 'lucky88'));
    expect(lucky.length).toBeGreaterThan(10);
  }, 120_000);

  it('refuses to start on a folder the server cannot seed, naming its file and field', async () => {
    copy('lucky88', 'broken', {
      seedSlot: 9,
      mainDomain: 'broken.example',
      domains: [],
      register: { ...merchantSettings('lucky88').register, fields: { fax: { enabled: true, required: false } } },
    });
    await expect(start()).rejects.toThrow(/broken[/\\]merchant\.json: register\.fields\.fax is not a registration field of the server/);
    rmSync(join(dir, 'broken'), { recursive: true });
  });
});
