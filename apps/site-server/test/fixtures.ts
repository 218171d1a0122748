import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressFolder } from '@whitelabel/tooling/precompress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SiteServerConfig } from '../src/config.js';

/** A script large enough to be precompressed (the build plugin skips files under 1 KiB). */
export const bigScript = (name: string) => `export const ${name} = ${JSON.stringify('x'.repeat(3000))};\n`.repeat(2);

/** The default first-screen shell of the fixture builds (apps/member-web first-screen-shell.ts writes the real one). */
export const defaultShell = '<div data-shell>default-shell<!--first-screen-banner--></div>';

/** A small build as Vite writes it: an index.html naming a hashed module under assets/, a favicon. */
async function writeBuild(dir: string, label: string, entry: string, inline?: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: `assets/${entry}`, isEntry: true } }));
  // The member build's pages that open with a banner (apps/member-web first-screen-shell.ts).
  writeFileSync(
    join(dir, '.vite', 'first-screen-banners.json'),
    JSON.stringify({ '/m': 'm_home', '/m/home': 'm_home', '/m/slot-games': 'm_rng', '/m/activity': 'm_promotion' }),
  );
  // Its shells: the default one (in index.html) and the promotions page's own.
  writeFileSync(
    join(dir, '.vite', 'first-screen-shells.json'),
    JSON.stringify({
      default: defaultShell,
      pages: { '/m/activity': '<div data-shell>promotions<!--first-screen-banner--><!--first-screen-promotion--></div>' },
    }),
  );
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>${label}</title><script type="module" crossorigin src="/assets/${entry}"></script>${inline ? `<script>${inline}</script>` : ''}</head><body><div id="root">${defaultShell}</div></body></html>`,
  );
  writeFileSync(join(dir, 'assets', entry), bigScript(label.replace(/\W/g, '_')));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressFolder(dir);
}

export interface Fixture {
  dir: string;
  config: SiteServerConfig;
}

/** Two merchants, each with a member and an agent build, precompressed by the real build plugin. */
export async function fixtureBuilds(options: { inlineScript?: string } = {}): Promise<Fixture> {
  const dir = mkdtempSync(join(tmpdir(), 'wl-site-'));
  await writeBuild(join(dir, 'lucky88-member'), 'lucky88 member', 'index-Ab12Cd34.js', options.inlineScript);
  await writeBuild(join(dir, 'lucky88-agent'), 'lucky88 agent', 'index-Ef56Gh78.js');
  await writeBuild(join(dir, 'goldenlotus-member'), 'goldenlotus member', 'index-Ij90Kl12.js');
  await writeBuild(join(dir, 'goldenlotus-agent'), 'goldenlotus agent', 'index-Mn34Op56.js');
  return {
    dir,
    config: {
      port: 0,
      host: '127.0.0.1',
      sites: [
        { merchant: 'lucky88', hosts: ['lucky88.test'], member: join(dir, 'lucky88-member'), agent: join(dir, 'lucky88-agent') },
        { merchant: 'goldenlotus', hosts: ['goldenlotus.test'], member: join(dir, 'goldenlotus-member'), agent: join(dir, 'goldenlotus-agent') },
      ],
      defaultMerchant: 'lucky88',
      apiOrigins: ['http://127.0.0.1:9'],
      proxyTimeoutMs: 2000,
      upstreamProbeIntervalMs: 500,
      upstreamProbeTimeoutMs: 1000,
      trustProxy: [],
      hstsMaxAge: 0,
      cspImgSrc: [],
      cspConnectSrc: [],
      logLevel: 'silent',
    },
  };
}

export interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A stand-in API: records what reaches it and answers with its name; /slow answers after 5 s. */
export async function fakeUpstream(name: string): Promise<{ app: FastifyInstance; origin: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.get('/wps/system/status', async () => ({ success: true }));
  app.get('/wps/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    return { late: true };
  });
  app.all('/*', async (request, reply) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: typeof request.body === 'string' ? request.body : '' });
    return reply.status(201).header('x-upstream', name).header('set-cookie', 'a=b; HttpOnly').send({ success: true, upstream: name });
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin, seen };
}

export interface Call {
  url: string;
  merchant: string | undefined;
  language: string | undefined;
  authorization: string | undefined;
  cookie: string | undefined;
  forwardedFor: string | undefined;
  forwardedHost: string | undefined;
}

/** A stand-in API with the calls of the boot data, answering per merchant and language. */
export async function fakeApi(options: { maintenance?: boolean; blockedAddresses?: string[] } = {}) {
  const calls: Call[] = [];
  const app = Fastify();
  const envelope = (value: unknown) => ({ success: true, value });
  app.addHook('onRequest', async (request) => {
    calls.push({
      url: request.url,
      merchant: request.headers.merchant as string | undefined,
      language: request.headers.language as string | undefined,
      authorization: request.headers.authorization,
      cookie: request.headers.cookie,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      forwardedHost: request.headers['x-forwarded-host'] as string | undefined,
    });
  });
  app.get('/wps/system/settings', async (request) =>
    envelope({
      merchantCode: request.headers.merchant,
      merchantName: `Name of ${String(request.headers.merchant)}`,
      defaultLanguage: 'EN',
      languages: ['EN', 'AR'],
    }),
  );
  app.get('/wps/system/setting/template', async (request) =>
    envelope({
      mobileTemplate: { mem_cen: 1, dep_func: 1 },
      logoUrl: `/static/logos/${String(request.headers.merchant)}.webp?host=${String(request.headers['x-forwarded-host'])}`,
    }),
  );
  app.get('/wps/system/whitelabel', async (request) =>
    envelope({ merchantCode: request.headers.merchant, flags: ['DEPOSIT'], modules: ['REG3'], features: { mobileCodeLogin: true } }),
  );
  // The contract's SystemStatus; the region is restricted by the visitor's address, as the server sees it.
  app.get('/wps/system/status', async (request) => {
    const ip = String(request.headers['x-forwarded-for']);
    return envelope({
      maintenance: options.maintenance ?? false,
      regionRestriction: options.blockedAddresses?.includes(ip) ?? false,
      location: { ip, country: 'TH' },
    });
  });
  app.get('/wps/announcements', async (request) => {
    const language = String(request.headers.language);
    const types = String((request.query as { types?: unknown }).types);
    if (types === 'Promotion')
      return envelope({
        promotion: [
          { id: '111', promoAnnouncementCategoryIds: ['102'], announcementImages: [{ sequence: 1, url: '/static/promotions/111-1.webp' }] },
          {
            id: '110',
            promoAnnouncementCategoryIds: ['101'],
            announcementImages: [{ sequence: 1, url: `/static/promotions/110-${language.toLowerCase()}.webp` }],
          },
        ],
        promotionCategories: [
          { id: '102', sequence: 2 },
          { id: '101', sequence: 1 },
        ],
      });
    if (!types.includes('B')) return envelope({ player: [{ id: 7, title: `News ${language}` }] });
    const host = String(request.headers['x-forwarded-host']);
    const group = String((request.query as { groupName?: unknown }).groupName);
    return envelope({
      banners: [
        { id: 1, imageUrl: `/static/banners/${group === 'm_home' ? '' : `${group}-`}${language.toLowerCase()}-1.webp?host=${host}`, linkage: null },
        { id: 2, imageUrl: '/static/banners/2.webp' },
      ],
    });
  });
  app.get('/wps/games/menus', async (request) =>
    envelope({ menus: [{ gameType: 'SLOT', displayName: `Slots ${String(request.headers.language)}`, vendors: [] }] }),
  );
  app.get('/wps/games/hot', async (request) => envelope({ games: [], totalPages: 1, query: request.query }));
  app.get('/wps/games', async (request) => envelope({ games: [], totalPages: 1, query: request.query }));
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin, calls };
}
