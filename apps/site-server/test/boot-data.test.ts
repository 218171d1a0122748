import { rmSync } from 'node:fs';
import { bannerImageSizes } from '@whitelabel/core';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from '../src/app.js';
import {
  bannerMarker,
  BootDataSource,
  bootDataId,
  compressDocument,
  cookieValue,
  firstBannerImage,
  firstScreenImages,
  imagePreloadHeader,
  injectBootData,
  matchesEntityTag,
  openingPromotionImageOf,
  parseBannerPages,
  parsePageModules,
  parseShells,
  renderDocument,
  scriptJson,
  withPageModules,
  withPageShell,
  type BootData,
} from '../src/boot.js';
import { fakeApi, fixtureBuilds, type Fixture } from './fixtures.js';

let fixture: Fixture;
const started: FastifyInstance[] = [];
beforeAll(async () => {
  fixture = await fixtureBuilds();
});
afterAll(() => rmSync(fixture.dir, { recursive: true, force: true }));
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

async function serverWith(api: { origin: string; app: FastifyInstance }) {
  started.push(api.app);
  const { app } = await buildSiteServer({ ...fixture.config, apiOrigins: [api.origin] });
  started.push(app);
  return app;
}

function bootOf(html: string): BootData {
  const match = new RegExp(`<script type="application/json" id="${bootDataId}">([\\s\\S]*?)</script>`).exec(html);
  expect(match, 'the document carries the boot data').not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null') as BootData;
}

describe('boot data in the member document', () => {
  it('writes the merchant settings, site status and home banners as a JSON data block, with the first banner preloaded', async () => {
    const api = await fakeApi();
    const app = await serverWith(api);
    const response = await app.inject({ url: '/m/home', headers: { host: 'goldenlotus.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const boot = bootOf(response.body);
    expect(boot).toMatchObject({
      v: 1,
      merchant: 'goldenlotus',
      language: 'EN',
      status: { maintenance: false, regionRestriction: false },
      settings: { merchantCode: 'goldenlotus' },
    });
    expect(firstBannerImage(boot.homeBanners)).toBe('/static/banners/en-1.webp?host=goldenlotus.test');
    expect(boot.news).toEqual({ player: [{ id: 7, title: 'News EN' }] });
    // The header's logo and the features' switches, so the first render shows them instead of changing once they arrive.
    expect(boot.template).toEqual({ mobileTemplate: { mem_cen: 1, dep_func: 1 }, logoUrl: '/static/logos/goldenlotus.webp?host=goldenlotus.test' });
    expect(boot.whiteLabel).toEqual({ merchantCode: 'goldenlotus', flags: ['DEPOSIT'], modules: ['REG3'], features: { mobileCodeLogin: true } });
    expect(boot.lobby).toEqual({
      menus: { menus: [{ gameType: 'SLOT', displayName: 'Slots EN', vendors: [] }] },
      hotPageSize: 9,
      hot: { games: [], totalPages: 1, query: { gameType: 'ALL', pageNo: '1', pageSize: '9' } },
      newPageSize: 20,
      newGames: { games: [], totalPages: 1, query: { gameType: 'NEW', pageNo: '1', pageSize: '20' } },
    });
    // The build's own document is kept around it, and the LCP image is announced before the scripts.
    expect(response.body).toContain('<title>goldenlotus member</title>');
    expect(response.body).toContain('<link rel="preload" as="image" href="/static/banners/en-1.webp?host=goldenlotus.test" fetchpriority="high">');
    expect(response.body.indexOf('rel="preload"')).toBeLessThan(response.body.indexOf('<script'));
    // …and in the headers, so the browser asks for it before it parses the document.
    expect(response.headers.link).toBe('</static/banners/en-1.webp?host=goldenlotus.test>; rel=preload; as=image; fetchpriority=high');
  });

  it('follows the language cookie when the merchant offers it, and the merchant default otherwise', async () => {
    const api = await fakeApi();
    const app = await serverWith(api);
    const arabic = await app.inject({ url: '/m/home', headers: { host: 'goldenlotus.test', cookie: 'other=1; language=AR' } });
    expect(bootOf(arabic.body).language).toBe('AR');
    expect(arabic.body).toContain('/static/banners/ar-1.webp');
    expect(arabic.headers.vary).toMatch(/cookie/i);
    const unknown = await app.inject({ url: '/m/home', headers: { host: 'goldenlotus.test', cookie: 'language=XX' } });
    expect(bootOf(unknown.body).language).toBe('EN');
  });

  it('never sends the visitor’s cookie or token to the API, and answers from its cache per merchant and language', async () => {
    const api = await fakeApi();
    const app = await serverWith(api);
    const headers = { host: 'lucky88.test', cookie: 'language=AR; session=secret', authorization: 'Bearer member-token' };
    await app.inject({ url: '/m/home', headers });
    const first = api.calls.length;
    expect(first).toBe(10);
    const other = await app.inject({ url: '/m/notice', headers });
    expect(
      api.calls.slice(first).map((call) => call.url),
      'nothing is asked again: the visitor’s status is kept for the address too',
    ).toEqual([]);
    expect(bootOf(other.body).language).toBe('AR');
    expect(other.body, 'a page without a banner gets no banner image').not.toContain('rel="preload"');
    expect(other.headers.link).toBeUndefined();
    const category = await app.inject({ url: '/m/slot-games', headers });
    expect(
      api.calls.slice(first).map((call) => call.url),
      'the category’s own banner group',
    ).toEqual(['/wps/announcements?types=B&groupName=m_rng&platform=M']);
    expect(bootOf(category.body).pageBanners?.group).toBe('m_rng');
    expect(category.body).toContain('<link rel="preload" as="image" href="/static/banners/m_rng-ar-1.webp?host=lucky88.test" fetchpriority="high">');
    await app.inject({ url: '/m/slot-games', headers });
    expect(api.calls.length, 'the category banners come from the cache').toBe(first + 1);
    await app.inject({ url: '/m/home', headers: { host: 'goldenlotus.test' } });
    expect(api.calls.length, 'another merchant is fetched for itself').toBeGreaterThan(first + 1);
    expect(api.calls.every((call) => call.authorization === undefined && call.cookie === undefined)).toBe(true);
    expect(api.calls.every((call) => call.forwardedHost === 'lucky88.test' || call.forwardedHost === 'goldenlotus.test')).toBe(true);
    expect(new Set(api.calls.map((call) => call.merchant))).toEqual(new Set(['lucky88', 'goldenlotus']));
  });

  it('gives the promotions page its own shell, with its banner and the opening promotion’s image in it', async () => {
    const api = await fakeApi();
    const app = await serverWith(api);
    const response = await app.inject({ url: '/m/activity', headers: { host: 'lucky88.test', cookie: 'language=AR' } });
    const boot = bootOf(response.body);
    expect(boot.pageBanners?.group).toBe('m_promotion');
    expect(boot.promotions).toMatchObject({ promotionCategories: [{ id: '102' }, { id: '101' }] });
    // The first tab (sequence 1: category 101) opens with promotion 110.
    expect(response.body).toContain('<div data-shell>promotions<img src="/static/banners/m_promotion-ar-1.webp?host=lucky88.test"');
    expect(response.body).toContain('<img src="/static/promotions/110-ar.webp" alt="" width="690" height="300"');
    expect(response.body).not.toContain('default-shell');
    expect(response.headers.link).toBe(
      '</static/banners/m_promotion-ar-1.webp?host=lucky88.test>; rel=preload; as=image; fetchpriority=high, </static/promotions/110-ar.webp>; rel=preload; as=image; fetchpriority=high',
    );
    const home = await app.inject({ url: '/m/home', headers: { host: 'lucky88.test' } });
    expect(home.body).toContain('<div data-shell>default-shell<img');
    expect(bootOf(home.body).promotions, 'other pages do not carry the promotions').toBeUndefined();
    expect(api.calls.filter((call) => call.url.includes('types=Promotion'))).toHaveLength(1);
  });

  it('carries a blocked visitor’s own site status with their address (their screen shows it), never one kept for another visitor', async () => {
    const api = await fakeApi({ maintenance: true });
    const app = await serverWith(api);
    const first = await app.inject({ url: '/m/home', headers: { host: 'lucky88.test' }, remoteAddress: '203.0.113.7' });
    expect(bootOf(first.body).status).toEqual({ maintenance: true, regionRestriction: false, location: { ip: '203.0.113.7', country: 'TH' } });
    const second = await app.inject({ url: '/m/home', headers: { host: 'lucky88.test' }, remoteAddress: '198.51.100.9' });
    expect(bootOf(second.body).status).toEqual({ maintenance: true, regionRestriction: false, location: { ip: '198.51.100.9', country: 'TH' } });
  });

  it('serves every open visitor of a merchant, language and page one kept document holding no address, and a blocked one their own', async () => {
    const api = await fakeApi({ blockedAddresses: ['192.0.2.66'] });
    const app = await serverWith(api);
    const visit = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ url: '/m/home', headers: { host: 'lucky88.test', 'accept-encoding': 'br', ...headers }, remoteAddress });
    const first = await visit('203.0.113.7');
    const second = await visit('198.51.100.9');
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(bootOf(html).status).toEqual({ maintenance: false, regionRestriction: false, location: { ip: '', country: 'TH' } });
    expect(html).not.toContain('203.0.113.7');
    expect(second.headers.etag, 'the same document').toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(
      api.calls.filter((call) => call.url === '/wps/system/status').map((call) => call.forwardedFor),
      'each visitor’s status asked once',
    ).toEqual(['203.0.113.7', '198.51.100.9']);
    await visit('203.0.113.7');
    expect(api.calls.filter((call) => call.url === '/wps/system/status')).toHaveLength(2);

    const blocked = await visit('192.0.2.66');
    expect(bootOf(brotliDecompressSync(blocked.rawPayload).toString()).status).toEqual({
      maintenance: false,
      regionRestriction: true,
      location: { ip: '192.0.2.66', country: 'TH' },
    });
    expect(blocked.headers.etag).not.toBe(first.headers.etag);
    const arabic = await visit('198.51.100.9', { cookie: 'language=AR' });
    expect(arabic.headers.etag, 'another language, another document').not.toBe(first.headers.etag);
    const other = await app.inject({ url: '/m/notice', headers: { host: 'lucky88.test' }, remoteAddress: '203.0.113.7' });
    expect(other.headers.etag, 'another page, another document').not.toBe(first.headers.etag);
  });

  it('sends the document compressed (brotli or gzip), private, with an ETag that answers 304', async () => {
    const api = await fakeApi();
    const app = await serverWith(api);
    const response = await app.inject({ url: '/m/home', headers: { host: 'lucky88.test', 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control'], 'the visitor’s own status: no shared cache').toBe('private, no-cache');
    bootOf(brotliDecompressSync(response.rawPayload).toString());
    const gzipped = await app.inject({ url: '/m/home', headers: { host: 'lucky88.test', 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    bootOf(gunzipSync(gzipped.rawPayload).toString());
    const again = await app.inject({ url: '/m/home', headers: { host: 'lucky88.test', 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(response.headers.etag);
    const listed = await app.inject({ url: '/m/home', headers: { host: 'lucky88.test', 'if-none-match': `"other", W/${String(response.headers.etag)}` } });
    expect(listed.statusCode, 'one of a list, compared weakly').toBe(304);
    const stale = await app.inject({ url: '/m/home', headers: { host: 'lucky88.test', 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('serves the plain document when the API cannot be reached, and the agent pages without boot data', async () => {
    const { app } = await buildSiteServer({ ...fixture.config, apiOrigins: ['http://127.0.0.1:9'] });
    started.push(app);
    const response = await app.inject({ url: '/m/home', headers: { host: 'lucky88.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>lucky88 member</title>');
    expect(response.body).not.toContain(bootDataId);
    const api = await fakeApi();
    const withApi = await serverWith(api);
    const agent = await withApi.inject({ url: '/m/agent/home', headers: { host: 'lucky88.test' } });
    expect(agent.body).toContain('<title>lucky88 agent</title>');
    expect(agent.body).not.toContain(bootDataId);
  });
});

describe('boot data helpers', () => {
  it('keeps a `</script>` inside the data from ending the element', () => {
    expect(scriptJson({ text: '</script><script>alert(1)</script>' })).not.toContain('<');
    const html = injectBootData(
      '<html><head></head><body></body></html>',
      {
        v: 1,
        merchant: 'm',
        language: 'EN',
        fetchedAt: 0,
        status: {},
        settings: {},
        template: {},
        whiteLabel: {},
        homeBanners: { banners: [{ imageUrl: 'javascript:alert(1)' }] },
        news: {},
        lobby: { menus: {}, hotPageSize: 9, hot: {}, newPageSize: 20, newGames: {} },
      },
      { bannerGroup: 'm_home' },
    );
    expect(html).not.toContain('rel="preload"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('shows the page’s first banner in the shell’s banner frame, preloaded ahead of the scripts', () => {
    const template = `<html><head><meta charset="UTF-8"><script type="module" src="/assets/a.js"></script></head><body><div id="root"><div data-shell-banner>${bannerMarker}</div></div></body></html>`;
    const boot: BootData = {
      v: 1,
      merchant: 'm',
      language: 'EN',
      fetchedAt: 0,
      status: {},
      settings: {},
      template: {},
      whiteLabel: {},
      homeBanners: { banners: [{ imageUrl: '/b/"1".webp' }] },
      news: {},
      lobby: { menus: {}, hotPageSize: 9, hot: {}, newPageSize: 20, newGames: {} },
    };
    const home = injectBootData(template, boot, { bannerGroup: 'm_home' });
    expect(home).toContain('<div data-shell-banner><img src="/b/&quot;1&quot;.webp" alt="" width="750" height="300" fetchpriority="high"');
    expect(home).toContain('<meta charset="UTF-8"><link rel="preload" as="image" href="/b/&quot;1&quot;.webp" fetchpriority="high"><script type="module"');
    const other = injectBootData(template, boot, { bannerGroup: undefined });
    expect(other).not.toContain('<img');
    expect(other).not.toContain('rel="preload"');
    expect(other).toContain(bootDataId);
    const category = injectBootData(
      template,
      { ...boot, pageBanners: { group: 'm_live', banners: { banners: [{ imageUrl: '/b/live.webp' }] } } },
      { bannerGroup: 'm_live' },
    );
    expect(category).toContain('<div data-shell-banner><img src="/b/live.webp"');
    expect(category).toContain('<link rel="preload" as="image" href="/b/live.webp" fetchpriority="high">');
    const otherGroup = injectBootData(
      template,
      { ...boot, pageBanners: { group: 'm_live', banners: { banners: [{ imageUrl: '/b/live.webp' }] } } },
      { bannerGroup: 'm_fish' },
    );
    expect(otherGroup, 'only the page’s own group').not.toContain('<img');
  });

  it('announces the shell’s images in a Link header only when an address can be carried as is', () => {
    const boot = { homeBanners: { banners: [{ imageUrl: '/b/1.webp?lang=TH' }] } } as unknown as BootData;
    expect(imagePreloadHeader(firstScreenImages(boot, 'm_home'))).toBe('</b/1.webp?lang=TH>; rel=preload; as=image; fetchpriority=high');
    expect(imagePreloadHeader(firstScreenImages(boot, undefined))).toBeUndefined();
    const image = (src: string) => ({ src, sizes: '100vw' });
    expect(imagePreloadHeader([image('/b/1>.webp')])).toBeUndefined();
    expect(imagePreloadHeader([image('/b/1>.webp'), image('/b/2.webp')])).toBe('</b/2.webp>; rel=preload; as=image; fetchpriority=high');
  });

  it('gives an image whose address states its width a srcset and sizes, in the shell and its preload link, and no header preload', () => {
    const template = `<html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><title>t</title></head><body><div data-shell-banner>${bannerMarker}</div></body></html>`;
    const boot = { homeBanners: { banners: [{ imageUrl: '/b/1?w=750&lang=TH' }] } } as unknown as BootData;
    const srcset = '/b/1?w=375&amp;lang=TH 375w, /b/1?w=750&amp;lang=TH 750w, /b/1?w=1125&amp;lang=TH 1125w, /b/1?w=1500&amp;lang=TH 1500w';
    const home = injectBootData(template, boot, { bannerGroup: 'm_home' });
    expect(home).toContain(`<img src="/b/1?w=750&amp;lang=TH" srcset="${srcset}" sizes="${bannerImageSizes}" alt="" width="750" height="300"`);
    // The preload link follows the viewport its `sizes` is measured against; no header preload (read before it).
    expect(home).toContain(
      `<meta name="viewport" content="width=device-width"><link rel="preload" as="image" href="/b/1?w=750&amp;lang=TH" imagesrcset="${srcset}" imagesizes="${bannerImageSizes}" fetchpriority="high"><title>`,
    );
    expect(imagePreloadHeader(firstScreenImages(boot, 'm_home'))).toBeUndefined();
  });

  it('takes the opening promotion’s image only from a well-formed answer, and only a safe address', () => {
    expect(openingPromotionImageOf({ promotion: [{ id: '1', announcementImages: [{ sequence: 1, url: 'javascript:alert(1)' }] }] })).toBeUndefined();
    expect(openingPromotionImageOf({ promotion: 'x' })).toBeUndefined();
    expect(openingPromotionImageOf(null)).toBeUndefined();
    expect(openingPromotionImageOf({ promotion: [{ id: '1', announcementImages: [{ sequence: 1, url: '/p/1.webp' }] }] })).toBe('/p/1.webp');
  });

  it('swaps a page’s own shell in for the default one', () => {
    const shells = parseShells('{"default":"<div data-shell>a</div>","pages":{"/m/activity":"<div data-shell>b</div>"}}');
    expect(withPageShell('<div id="root"><div data-shell>a</div></div>', shells, '/m/activity')).toBe('<div id="root"><div data-shell>b</div></div>');
    expect(withPageShell('<div id="root"><div data-shell>a</div></div>', shells, '/m/home')).toBe('<div id="root"><div data-shell>a</div></div>');
    expect(parseShells('{"default":"<script>","pages":{}}')).toBeUndefined();
    expect(parseShells('{"default":"<div data-shell>a</div>","pages":{"/m/x":"<img>"}}')).toBeUndefined();
  });

  it('reads the build’s first-screen files strictly and adds a page’s to the template of the app’s files', () => {
    const table = parsePageModules('{"/m/home":["/assets/Home-a1.js","/assets/home-b2.css"],"/m/slot-games":[]}');
    const document =
      '<head><template id="app-files"><link rel="modulepreload" crossorigin href="/assets/main-c3.js"></template></head><body><template></template></body>';
    expect(withPageModules(document, table?.get('/m/home'))).toBe(
      '<head><template id="app-files"><link rel="modulepreload" crossorigin href="/assets/main-c3.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Home-a1.js"><link rel="preload" as="style" crossorigin href="/assets/home-b2.css">' +
        '</template></head><body><template></template></body>',
    );
    expect(withPageModules(document, table?.get('/m/slot-games'))).toBe(document);
    expect(withPageModules(document, table?.get('/m/notice'))).toBe(document);
    expect(withPageModules('<head></head>', table?.get('/m/home'))).toBe('<head></head>');
    expect(parsePageModules('{"/m/home":["https://elsewhere.example/x.js"]}')).toBeUndefined();
    expect(parsePageModules('{"/m/home":["/assets/x.js\\"><script>"]}')).toBeUndefined();
    expect(parsePageModules('{"/m/home":"/assets/x.js"}')).toBeUndefined();
    expect(parsePageModules('{"javascript:x":[]}')).toBeUndefined();
    expect(parsePageModules('[]')).toBeUndefined();
  });

  it('reads the build’s banner pages strictly', () => {
    expect(parseBannerPages('{"/m/home":"m_home","/m/slot-games":"m_rng"}')?.get('/m/slot-games')).toBe('m_rng');
    expect(parseBannerPages('{"/m/home":"<img>"}')).toBeUndefined();
    expect(parseBannerPages('{"javascript:x":"m_home"}')).toBeUndefined();
    expect(parseBannerPages('[]')).toBeUndefined();
    expect(parseBannerPages('{')).toBeUndefined();
  });

  it('reads one cookie out of a Cookie header', () => {
    expect(cookieValue('a=1; language=TH; b=2', 'language')).toBe('TH');
    expect(cookieValue('xlanguage=TH', 'language')).toBeUndefined();
    expect(cookieValue(undefined, 'language')).toBeUndefined();
  });

  it('asks the API again once the entry is older than its time to live', async () => {
    const api = await fakeApi();
    started.push(api.app);
    let now = 1_000;
    const source = new BootDataSource([api.origin], { ttlMs: 100, now: () => now });
    const shared = () => api.calls.filter((call) => call.url !== '/wps/system/status').length;
    const visitor = { ip: '192.0.2.1', host: 'lucky88.test', protocol: 'https' };
    await source.forVisitor('lucky88', 'EN', visitor);
    const first = shared();
    await source.forVisitor('lucky88', 'EN', visitor);
    expect(shared()).toBe(first);
    await source.forVisitor('lucky88', 'EN', { ...visitor, host: 'www.lucky88.test' });
    expect(shared(), 'another host of the merchant gets URLs of its own').toBeGreaterThan(first);
    now += 101;
    const second = shared();
    await source.forVisitor('lucky88', 'EN', visitor);
    expect(shared()).toBeGreaterThan(second);
    expect(shared()).toBeGreaterThan(first);
  });

  it('returns the same boot data while no part changes, and new boot data dated by its oldest part once one does', async () => {
    const api = await fakeApi();
    started.push(api.app);
    let now = 1_000;
    const source = new BootDataSource([api.origin], { ttlMs: 100, now: () => now });
    const visitor = { ip: '192.0.2.1', host: 'lucky88.test', protocol: 'https' };
    const first = await source.forVisitor('lucky88', 'EN', visitor);
    now += 50;
    const neighbour = await source.forVisitor('lucky88', 'EN', { ...visitor, ip: '192.0.2.2' });
    expect(neighbour, 'another open visitor: the same object').toBe(first);
    expect(await source.forVisitor('lucky88', 'AR', visitor)).not.toBe(first);
    now += 60;
    // The shared part expired at 1,100; the second visitor's status, asked at 1,050, is kept till 1,150.
    const renewed = await source.forVisitor('lucky88', 'EN', { ...visitor, ip: '192.0.2.2' });
    expect(renewed).not.toBe(first);
    expect(renewed?.fetchedAt, 'the older of its parts: the status kept since 1,050').toBe(1_050);
  });

  it('keeps a document’s compressed bodies, and reads a list of entity tags as If-None-Match does', () => {
    const document = renderDocument('<!doctype html><title>x</title>');
    expect(compressDocument(document, 'br')).toBe(compressDocument(document, 'br'));
    expect(gunzipSync(compressDocument(document, 'gzip')).toString()).toBe('<!doctype html><title>x</title>');
    expect(matchesEntityTag(undefined, document.etag)).toBe(false);
    expect(matchesEntityTag(document.etag, document.etag)).toBe(true);
    expect(matchesEntityTag(`"a", W/${document.etag}`, document.etag)).toBe(true);
    expect(matchesEntityTag('*', document.etag)).toBe(true);
    expect(matchesEntityTag('"a", "b"', document.etag)).toBe(false);
  });
});
