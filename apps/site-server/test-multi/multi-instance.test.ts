import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@whitelabel/tooling/postgres-cluster';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer, type SiteServer } from '../src/app.js';
import {
  cents,
  client,
  createDatabase,
  type Envelope,
  type Instance,
  ledgerMismatches,
  playedDomain,
  playedMerchant,
  startInstance,
  stopInstance,
  waitFor,
} from './topology.js';

/**
 * The deployment of deploy/compose.yaml without Docker: PostgreSQL (started by
 * scripts/test-multi-instance.mjs), two API server instances from apps/api-server/dist started at the
 * same moment on one database, and the site server in front sending requests to them in turn.
 */
const databaseRoot = process.env.MULTI_DATABASE_URL;
if (!databaseRoot) throw new Error('MULTI_DATABASE_URL is not set: run scripts/test-multi-instance.mjs');
const portBase = process.env.MULTI_PORT_BASE ? Number(process.env.MULTI_PORT_BASE) : undefined;

let databaseUrl: string;
let dataDir: string;
let instances: Instance[];
let site: SiteServer;
let siteOrigin: string;

beforeAll(async () => {
  databaseUrl = await createDatabase(databaseRoot, 'wl_multi');
  dataDir = mkdtempSync(join(tmpdir(), 'wl-multi-'));

  // Both instances start at once on the empty database: migration and seeding must tolerate each other.
  const ports = portBase ? [portBase + 1, portBase + 2] : [await freePort(), await freePort()];
  instances = ports.map((port) => startInstance(port, databaseUrl, dataDir));
  await Promise.all(instances.map((instance) => waitFor(`${instance.origin}/wps/system/status`, instance)));

  const build = join(dataDir, 'site');
  mkdirSync(build);
  writeFileSync(join(build, 'index.html'), '<!doctype html><title>shell</title>');
  site = await buildSiteServer({
    port: 0,
    host: '127.0.0.1',
    sites: [{ merchant: playedMerchant, hosts: [`${playedMerchant}.test`], member: build, agent: undefined }],
    defaultMerchant: playedMerchant,
    apiOrigins: instances.map((instance) => instance.origin),
    proxyTimeoutMs: 30_000,
    upstreamProbeIntervalMs: 500,
    upstreamProbeTimeoutMs: 1000,
    // The journeys play members behind a load balancer: each sends its own address.
    trustProxy: ['127.0.0.1'],
    hstsMaxAge: 0,
    cspImgSrc: [],
    cspConnectSrc: [],
    logLevel: 'silent',
  });
  siteOrigin = await site.app.listen({ port: portBase ?? 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await site?.app.close();
  await Promise.all((instances ?? []).map((instance) => stopInstance(instance)));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Game {
  nodeId: string;
  vassalage: string;
  minBet: string;
}

/** Register, log in, deposit, favourites, bets, withdrawal, logout: one member's evening. */
async function journey(index: number) {
  const browser = client(siteOrigin, `198.51.100.${index + 10}`);
  const username = `multi${index}x${Date.now().toString(36).slice(-4)}`;
  const password = 'Secret123';
  const registered = await browser.encrypted('PUT', '/wps/member/register', {
    registerMethod: 'H5',
    type: 0,
    domain: playedDomain,
    registerUrl: `https://${playedDomain}/m/register`,
    username,
    password,
    confirmPassword: password,
    nickname: `Multi${index}`,
    ...(await browser.captcha()),
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);

  // A failed login makes the next one ask for a captcha, whichever instance answers it.
  const wrong = await browser.encrypted('POST', '/wps/session/login', { type: 'username', username, password: 'Wrong1234' });
  expect(wrong.body).toMatchObject({ code: 'ACCOUNT_OR_PASSWORD_WRONG' });
  const withoutCaptcha = await browser.encrypted('POST', '/wps/session/login', { type: 'username', username, password });
  expect(withoutCaptcha.body.code).toBe('CAPTCHA_WRONG');
  const login = await browser.encrypted<{ token: string }>('POST', '/wps/session/login', {
    type: 'username',
    username,
    password,
    ...(await browser.captcha()),
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  browser.setToken(login.body.value.token);

  // Deposit through the simulated payment page (its URL names the site server's host).
  const [gateway] = (await browser.request<{ gatewayId: string }[]>('GET', '/wps/deposit/gateways?channel=QR')).body.value;
  const order = await browser.request<{ payUrl: string }>('POST', '/wps/deposit/gateway', {
    gatewayId: gateway!.gatewayId,
    channel: 'QR',
    amount: '1000.00',
    returnUrl: `https://${playedDomain}/m/voucherCenter`,
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const payUrl = new URL(order.body.value.payUrl);
  expect(payUrl.origin).toBe(siteOrigin);
  expect((await browser.request('POST', `${payUrl.pathname}${payUrl.search}`)).status).toBe(303);
  const balance = async () => (await browser.request<{ sumBalance: string }>('GET', '/wps/wallets/gcs')).body.value.sumBalance;
  expect(cents(await balance())).toBe(100_000);

  // Favourites.
  const games = (await browser.request<{ games: Game[] }>('GET', '/wps/games?gameType=RNG&pageSize=3')).body.value.games;
  for (const game of games) expect((await browser.request('POST', '/wps/games/favourites', { nodeId: game.nodeId, vendor: game.vassalage })).status).toBe(200);
  const favourites = (await browser.request<{ list: Game[] }>('GET', '/wps/games/favourites?pageSize=200')).body.value.list;
  expect(favourites.map((game) => game.nodeId).sort()).toEqual(games.map((game) => game.nodeId).sort());
  expect((await browser.request('DELETE', `/wps/games/favourites/${games[0]!.nodeId}`)).status).toBe(200);

  // Bets in the demo game: each spin is a debit and a credit in one transaction, on either instance.
  const game = games[1]!;
  const launched = (await browser.request<{ url: string }>('GET', `/wps/games/launch?nodeId=${game.nodeId}`)).body.value;
  const play = new URL(launched.url).pathname;
  for (let spin = 0; spin < 6; spin += 1) {
    const round = await browser.request('POST', `${play}/spin`, { stake: game.minBet });
    expect(round.status, JSON.stringify(round.body)).toBe(200);
  }

  // Withdrawal to a card bound with a new withdrawal password.
  expect((await browser.request('POST', '/wps/security/password/withdrawal', { newPassword: '135790', confirmNewPassword: '135790' })).status).toBe(200);
  const card = {
    bankCode: 'SCB',
    bankName: 'Siam Commercial Bank',
    accountName: `Multi ${index}`,
    accountNo: `98765432${String(index).padStart(2, '0')}`,
    withdrawalPassword: '135790',
  };
  expect((await browser.request('POST', '/wps/security/bankcard', card)).status).toBe(200);
  const [bound] = (await browser.request<{ cardId: string }[]>('GET', '/wps/withdraw/bankcards')).body.value;
  const before = cents(await balance());
  const withdrawn = await browser.request('POST', '/wps/withdraw', { cardId: bound!.cardId, amount: '100.00', withdrawalPassword: '135790' });
  expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
  expect(cents(await balance())).toBe(before - 10_000);

  // Logging out on one instance ends the session on the other.
  expect((await browser.request('DELETE', '/wps/session/logout')).status).toBe(200);
  for (let i = 0; i < 2; i += 1) {
    const after = await browser.request('GET', '/wps/wallets/gcs');
    expect([after.status, after.body.code]).toEqual([401, 'SESSION_EXPIRED']);
  }
  return username;
}

describe('two API instances behind the site server, on one PostgreSQL', () => {
  it('runs concurrent journeys whose requests alternate between the instances, and every balance equals its ledger', async () => {
    const before = instances.map((instance) => instance.answered);
    const usernames = await Promise.all(Array.from({ length: 6 }, (_, index) => journey(index)));

    // Both instances answered a fair share of the journeys' requests.
    const answered = instances.map((instance, i) => instance.answered - before[i]!);
    const total = answered.reduce((sum, count) => sum + count, 0);
    for (const count of answered) expect(count / total).toBeGreaterThan(0.25);

    expect(await ledgerMismatches(databaseUrl)).toEqual([]);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const journeys = await db.query(
        `select m.username, count(*) filter (where l.kind = 'bet') as bets, count(*) filter (where l.kind = 'deposit') as deposits,
                count(*) filter (where l.kind = 'withdraw') as withdrawals
           from members m join ledger l on l.member_id = m.id where m.username = any($1) group by m.username`,
        [usernames],
      );
      expect(journeys.rows).toHaveLength(usernames.length);
      for (const row of journeys.rows as { bets: string; deposits: string; withdrawals: string }[])
        expect(row).toMatchObject({ bets: '6', deposits: '1', withdrawals: '1' });
    } finally {
      await db.end();
    }
  });

  it('reads each member address from the site server only', async () => {
    const status = await fetch(`${siteOrigin}/wps/system/status`, { headers: { merchant: playedMerchant, 'x-forwarded-for': '203.0.113.9' } });
    expect(((await status.json()) as Envelope<{ location: { ip: string } }>).value.location.ip).toBe('203.0.113.9');
  });
});
