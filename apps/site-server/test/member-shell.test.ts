// The real member builds (apps/member-web, after its build) served by this server: the
// document paints its shell before any script, carries the boot data, states the visitor's language
// and direction, and brings the installable app's files.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSiteServer } from '../src/app.js';
import {
  appFilesTemplateStart,
  bootDataId,
  documentLanguagesFile,
  pageModulesFile,
  parseDocumentLanguages,
  parsePageModules,
  setDocumentLanguage,
} from '../src/boot.js';
import type { SiteServerConfig } from '../src/config.js';
import { fakeApi } from './fixtures.js';

const memberBuild = (folder: string) => fileURLToPath(new URL(`../../member-web/${folder}`, import.meta.url));

const started: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

async function siteServer() {
  const api = await fakeApi();
  started.push(api.app);
  const config: SiteServerConfig = {
    port: 0,
    host: '127.0.0.1',
    sites: [
      { merchant: 'lucky88', hosts: ['lucky88.test'], member: memberBuild('dist-lucky88'), agent: undefined },
      { merchant: 'goldenlotus', hosts: ['goldenlotus.test'], member: memberBuild('dist-goldenlotus'), agent: undefined },
    ],
    defaultMerchant: 'lucky88',
    apiOrigins: [api.origin],
    proxyTimeoutMs: 2000,
    upstreamProbeIntervalMs: 500,
    upstreamProbeTimeoutMs: 1000,
    trustProxy: [],
    hstsMaxAge: 0,
    cspImgSrc: [],
    cspConnectSrc: [],
    logLevel: 'silent',
  };
  const { app } = await buildSiteServer(config);
  started.push(app);
  return app;
}

/** What #root holds before any script runs: everything from it to the first script of the body, if any. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));

describe('the served member document', () => {
  it.each([
    { host: 'lucky88.test', name: 'Lucky 88', path: '/m/slot-games' },
    { host: 'goldenlotus.test', name: 'Golden Lotus', path: '/m/home' },
  ])('has the shell’s header with $name, its footer bar and the boot data ($host$path)', async ({ host, name, path }) => {
    const app = await siteServer();
    const response = await app.inject({ url: path, headers: { host } });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(/<header data-shell-header[^>]*>[\s\S]*?<\/header>/.exec(root)?.[0]).toContain(name);
    expect(root).toContain('<nav data-shell-footer');
    const boot = new RegExp(`<script type="application/json" id="${bootDataId}">([\\s\\S]*?)</script>`).exec(response.body);
    expect(JSON.parse(boot?.[1] ?? 'null')).toMatchObject({ v: 1, merchant: host.split('.')[0] });
    // In the head, where the entry (a module script, run after the document is parsed) reads it.
    expect(response.body.indexOf(`id="${bootDataId}"`)).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('shows the page’s largest image in the shell: a category’s banner, and on promotions its own shell with the first card’s image', async () => {
    const app = await siteServer();
    const category = rootOf((await app.inject({ url: '/m/slot-games', headers: { host: 'lucky88.test' } })).body);
    expect(category).toMatch(/<div data-shell-banner[^>]*><img src="\/static\/banners\/m_rng-en-1\.webp[^"]*"/);
    expect(category).not.toContain('data-shell-promotion');
    const promotions = await app.inject({ url: '/m/activity', headers: { host: 'lucky88.test' } });
    const root = rootOf(promotions.body);
    expect(/<header data-shell-header[^>]*>[\s\S]*?<\/header>/.exec(root)?.[0]).toContain('Lucky 88');
    expect(root).toMatch(/<div data-shell-banner[^>]*><img src="\/static\/banners\/m_promotion-en-1\.webp[^"]*"/);
    // The fake API's first category tab (sequence 1) opens with promotion 110.
    expect(root).toMatch(/<div data-shell-promotion[^>]*><div[^>]*><img src="\/static\/promotions\/110-en\.webp"/);
    expect(promotions.headers.link).toContain('</static/promotions/110-en.webp>; rel=preload');
  });

  it('adds a first-screen page’s screen files (the build’s table) to the template of the app’s files, and no other page’s', async () => {
    const app = await siteServer();
    const table = parsePageModules(readFileSync(`${memberBuild('dist-lucky88')}/${pageModulesFile}`, 'utf8'));
    const home = table?.get('/m/home') ?? [];
    expect(home.some((file) => /\/HomeScreen-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of home) expect(existsSync(`${memberBuild('dist-lucky88')}${file}`), file).toBe(true);
    const document = (await app.inject({ url: '/m/home', headers: { host: 'lucky88.test' } })).body;
    const template = new RegExp(`${appFilesTemplateStart}([\\s\\S]*?)</template>`).exec(document)?.[1] ?? '';
    for (const file of home) expect(template).toMatch(new RegExp(`<link rel="(?:modulepreload|preload" as="style)" crossorigin href="${file}">`));
    const notice = (await app.inject({ url: '/m/notice', headers: { host: 'lucky88.test' } })).body;
    expect(notice).toContain(appFilesTemplateStart);
    expect(notice).not.toContain('HomeScreen-');
  });

  it('states the saved language and its direction on <html> (Arabic right to left), the build default without one', async () => {
    const app = await siteServer();
    const arabic = await app.inject({ url: '/m/home', headers: { host: 'goldenlotus.test', cookie: 'language=AR' } });
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl" style="background:#[0-9a-f]+">/i);
    const english = await app.inject({ url: '/m/home', headers: { host: 'goldenlotus.test' } });
    expect(english.body).toMatch(/<html lang="en" dir="ltr" style=/);
    // Exactly one lang and one dir: the build's own are replaced, not repeated.
    expect(arabic.body.match(/<html[^>]*>/)?.[0].match(/\b(?:lang|dir)=/g)).toHaveLength(2);
  });

  it('serves the web app manifest and the service worker, revalidated on every visit', async () => {
    const app = await siteServer();
    const manifest = await app.inject({ url: '/manifest.webmanifest', headers: { host: 'goldenlotus.test' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(JSON.parse(manifest.body)).toMatchObject({ name: 'Golden Lotus', start_url: '/m/home', display: 'standalone' });
    const worker = await app.inject({ url: '/sw.js', headers: { host: 'lucky88.test' } });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    // The build's languages table is build metadata, not part of the site.
    expect((await app.inject({ url: `/${documentLanguagesFile}`, headers: { host: 'lucky88.test' } })).statusCode).toBe(404);
  });
});

describe('document language helpers', () => {
  it('reads the build’s languages table and refuses anything else', () => {
    const table = readFileSync(`${memberBuild('dist-goldenlotus')}/${documentLanguagesFile}`, 'utf8');
    expect(parseDocumentLanguages(table)?.AR).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(parseDocumentLanguages('{"AR":{"lang":"ar\\" onload=\\"x","dir":"rtl"}}')).toBeUndefined();
    expect(parseDocumentLanguages('{"AR":{"lang":"ar","dir":"up"}}')).toBeUndefined();
    expect(parseDocumentLanguages('[]')).toBeUndefined();
    expect(parseDocumentLanguages('not json')).toBeUndefined();
  });

  it('replaces <html>’s lang and dir and keeps its other attributes; leaves the document when the language is unknown', () => {
    const html = '<!doctype html><html lang="th" dir="ltr" style="background:#000"><head></head></html>';
    expect(setDocumentLanguage(html, { lang: 'ar', dir: 'rtl' })).toBe('<!doctype html><html lang="ar" dir="rtl" style="background:#000"><head></head></html>');
    expect(setDocumentLanguage(html, undefined)).toBe(html);
  });
});
