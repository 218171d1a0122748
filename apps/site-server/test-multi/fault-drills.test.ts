import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ClusterControl, clusterServer, freePort } from '@whitelabel/tooling/postgres-cluster';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer, type SiteServer } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { client, createDatabase, type Instance, ledgerMismatches, playedMerchant, startInstance, stopInstance, waitFor } from './topology.js';

/**
 * Fault drills on the deployment's topology (PostgreSQL, two API instances, the site server in front, with
 * the site server's default upstream settings): steady members' traffic of reads (their balance) and writes
 * (bets in the demo game) while an API instance is killed with SIGKILL, then while PostgreSQL restarts.
 * Each drill prints its figures (recovery time, requests failed, writes lost); the README states them.
 */
const databaseRoot = process.env.MULTI_DATABASE_URL;
const clusterControl = process.env.MULTI_PG_CONTROL;
if (!databaseRoot || !clusterControl) throw new Error('MULTI_DATABASE_URL and MULTI_PG_CONTROL are not set: run scripts/test-multi-instance.mjs');
const postgres = clusterServer(JSON.parse(clusterControl) as ClusterControl);

const members = ['player1', 'player2', 'player3', 'player4'];

let databaseUrl: string;
let dataDir: string;
let instances: Instance[];
let ports: number[];
let site: SiteServer;
let siteOrigin: string;

beforeAll(async () => {
  databaseUrl = await createDatabase(databaseRoot, 'wl_drills');
  dataDir = mkdtempSync(join(tmpdir(), 'wl-drills-'));
  ports = [await freePort(), await freePort()];
  instances = ports.map((port) => startInstance(port, databaseUrl, dataDir));
  await Promise.all(instances.map((instance) => waitFor(`${instance.origin}/wps/system/status`, instance)));

  const build = join(dataDir, 'site');
  mkdirSync(build);
  writeFileSync(join(build, 'index.html'), '<!doctype html><title>shell</title>');
  // The production defaults (PROXY_TIMEOUT_MS, UPSTREAM_PROBE_*), as a deployment would run.
  const defaults = readConfig({ SITES: JSON.stringify({ sites: [{ merchant: playedMerchant, hosts: [`${playedMerchant}.test`], member: build }] }) });
  site = await buildSiteServer({
    ...defaults,
    // The drills' members send back to back, and fail fast while PostgreSQL is down: far past the per-client
    // budget (CLIENT_RATE_MAX) of a real phone, whose 429 would hide the 503 under test. Upstream settings stay default.
    limits: { ...defaults.limits!, clientRateMax: 1_000_000 },
    port: 0,
    apiOrigins: instances.map((instance) => instance.origin),
    trustProxy: ['127.0.0.1'],
    logLevel: 'silent',
  });
  siteOrigin = await site.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await site?.app.close();
  await Promise.all((instances ?? []).map((instance) => stopInstance(instance)));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  member: string;
  write: boolean;
  /** Milliseconds since the drill began. */
  start: number;
  end: number;
  status: number;
  code: string | undefined;
}

/** A seeded member logged in through the site server, with a demo game launched: a read and a write to repeat. */
async function player(username: string, index: number) {
  const browser = client(siteOrigin, `198.51.100.${index + 50}`);
  const login = await browser.encrypted<{ token: string }>('POST', '/wps/session/login', { type: 'username', username, password: 'Demo1234' });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  browser.setToken(login.body.value.token);
  const [game] = (await browser.request<{ games: { nodeId: string; minBet: string }[] }>('GET', '/wps/games?gameType=RNG&pageSize=1')).body.value.games;
  const launched = await browser.request<{ url: string }>('GET', `/wps/games/launch?nodeId=${game!.nodeId}`);
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const spin = `${new URL(launched.body.value.url).pathname}/spin`;
  return {
    username,
    read: () => browser.request('GET', '/wps/wallets/gcs'),
    write: () => browser.request('POST', spin, { stake: game!.minBet }),
  };
}

/** Each member alternates a read and a write, back to back, until `stop()`; every request's outcome is kept. */
function steadyTraffic(players: Awaited<ReturnType<typeof player>>[]) {
  const began = performance.now();
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = players.map(async (member) => {
    for (let turn = 0; running; turn += 1) {
      const write = turn % 2 === 1;
      const start = performance.now() - began;
      const answer = await (write ? member.write() : member.read()).catch(() => ({ status: 0, body: { code: 'NO_ANSWER' } }));
      const code = typeof answer.body === 'object' ? answer.body.code : undefined;
      outcomes.push({ member: member.username, write, start, end: performance.now() - began, status: answer.status, code });
    }
  });
  return {
    now: () => performance.now() - began,
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bets recorded per member (one ledger row of kind `bet` per spin applied). */
async function betsApplied(): Promise<Map<string, number>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = await db.query(
      `select m.username, count(*) filter (where l.kind = 'bet')::int as bets from members m join ledger l on l.member_id = m.id where m.username = any($1) group by m.username`,
      [members],
    );
    return new Map((rows.rows as { username: string; bets: number }[]).map((row) => [row.username, row.bets]));
  } finally {
    await db.end();
  }
}

/** Acknowledged writes missing from the ledger (lost) and writes applied more often than sent (doubled), over all members. */
function writeAccount(before: Map<string, number>, after: Map<string, number>, outcomes: Outcome[]) {
  let lost = 0;
  let doubled = 0;
  for (const member of members) {
    const writes = outcomes.filter((outcome) => outcome.member === member && outcome.write);
    const acknowledged = writes.filter((outcome) => outcome.status === 200).length;
    const applied = (after.get(member) ?? 0) - (before.get(member) ?? 0);
    lost += Math.max(0, acknowledged - applied);
    doubled += Math.max(0, applied - writes.length);
  }
  return { lost, doubled };
}

describe('fault drills under steady traffic', () => {
  it('an API instance killed with SIGKILL: reads go to the other one or fail fast with 502, no write is applied twice, traffic recovers', async () => {
    const players = await Promise.all(members.map(player));
    const before = await betsApplied();
    const traffic = steadyTraffic(players);
    await pause(1000);
    const killedAt = traffic.now();
    await stopInstance(instances[0]!, 'SIGKILL');
    await pause(6000);
    const outcomes = await traffic.stop();

    const failed = outcomes.filter((outcome) => outcome.status !== 200);
    const recoveryMs = failed.length ? Math.max(...failed.map((outcome) => outcome.end)) - killedAt : 0;
    const account = writeAccount(before, await betsApplied(), outcomes);
    console.info(
      `[drill] API instance SIGKILL: ${outcomes.length} requests, ${failed.length} failed (${failed.filter((o) => !o.write).length} reads, ${failed.filter((o) => o.write).length} writes), ` +
        `recovered ${Math.round(recoveryMs)} ms after the kill, writes lost ${account.lost}, writes applied twice ${account.doubled}`,
    );
    // Only requests caught by the kill fail, each in the envelope (502 SYSTEM_BUSY) and none left hanging. The bounds
    // here tell a failure from a hang (the proxy's own timeout is 30 s) on a loaded machine; the drill's figures
    // (under 2 s on this 2-core machine: the README's table) are printed above, not asserted.
    for (const outcome of failed) {
      expect([outcome.status, outcome.code]).toEqual([502, 'SYSTEM_BUSY']);
      expect(outcome.end - Math.max(outcome.start, killedAt)).toBeLessThan(5000);
      expect(outcome.end).toBeGreaterThanOrEqual(killedAt);
    }
    expect(recoveryMs).toBeLessThan(5000);
    expect(outcomes.filter((outcome) => outcome.start > killedAt + 5000 && outcome.status === 200).length).toBeGreaterThan(0);
    expect(account).toEqual({ lost: 0, doubled: 0 });
    expect(await ledgerMismatches(databaseUrl)).toEqual([]);

    // Started again on its port, the instance is found by the health check and gets its share again.
    instances[0] = startInstance(ports[0]!, databaseUrl, dataDir);
    await waitFor(`${instances[0].origin}/wps/system/status`, instances[0]);
    const back = performance.now();
    await expect
      .poll(
        async () => {
          await players[0]!.read();
          return instances[0]!.output.includes('/wps/wallets/gcs');
        },
        { timeout: 5000, interval: 50 },
      )
      .toBe(true);
    console.info(`[drill] restarted instance back in rotation ${Math.round(performance.now() - back)} ms after it answered`);
  });

  it('PostgreSQL restarted: the API answers 503 SYSTEM_BUSY while it is down (no hang, no crash), recovers within 5 s, balances equal ledgers', async () => {
    const players = await Promise.all(members.map(player));
    const before = await betsApplied();
    const traffic = steadyTraffic(players);
    await pause(1000);
    const downAt = traffic.now();
    await postgres.stop('fast');
    await pause(2000);
    await postgres.start();
    const upAt = traffic.now();
    await pause(6000);
    const outcomes = await traffic.stop();

    const failed = outcomes.filter((outcome) => outcome.status !== 200);
    const recoveryMs = failed.length ? Math.max(0, Math.max(...failed.map((outcome) => outcome.end)) - upAt) : 0;
    const account = writeAccount(before, await betsApplied(), outcomes);
    const slowest = Math.max(...outcomes.map((outcome) => outcome.end - outcome.start));
    console.info(
      `[drill] PostgreSQL restart (down ${Math.round(upAt - downAt)} ms): ${outcomes.length} requests, ${failed.length} failed (${failed.filter((o) => !o.write).length} reads, ${failed.filter((o) => o.write).length} writes), ` +
        `slowest answer ${Math.round(slowest)} ms, recovered ${Math.round(recoveryMs)} ms after PostgreSQL was back, writes lost ${account.lost}, writes applied twice ${account.doubled}`,
    );
    for (const instance of instances) expect(instance.child.exitCode, instance.output.slice(-4000)).toBeNull();
    // The outage was seen, and answered 503 SYSTEM_BUSY in the envelope, never a 500 or a hang.
    expect(failed.length).toBeGreaterThan(0);
    for (const outcome of failed) expect([outcome.status, outcome.code]).toEqual([503, 'SYSTEM_BUSY']);
    expect(slowest).toBeLessThan(5000);
    expect(recoveryMs).toBeLessThan(5000);
    expect(outcomes.filter((outcome) => outcome.start > upAt + recoveryMs && outcome.status === 200).length).toBeGreaterThan(8);
    expect(account).toEqual({ lost: 0, doubled: 0 });
    expect(await ledgerMismatches(databaseUrl)).toEqual([]);
  });
});
