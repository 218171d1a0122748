// The web benchmark: Lighthouse, mobile (simulated slow 4G), on the production builds served as in production (this
// site server in front of the reference API), median of N runs per page, cold visit (empty cache, no service worker)
// and repeat visit (same browser right after), at three CPU slowdowns. Lighthouse's slowdown is relative to the machine
// it runs on, so two of them are calibrated from the machine's benchmarkIndex (Lighthouse's docs/throttling.md:
// slowdown = the machine's index / the device's): a mid-tier phone (index ~1,000) and a low-end one (~264, a Moto G4
// Power class phone); Lighthouse's default 4x is kept beside them for comparison. Every table states the index.
//
//   BENCH_PROFILES=low-end,mid-tier,default …                    the slowdowns to run (all three by default)
//   BENCH_INDEX=3600 …                                            calibrate from this index instead of the warm-up runs'
//   pnpm --filter @whitelabel/site-server bench:web            builds if needed, 5 runs, table on stdout
//   BENCH_RUNS=3 BENCH_NO_BUILD=1 BENCH_JSON=out.json …        fewer runs, skip the build, keep the raw runs
//   BENCH_ONLY=slot-games BENCH_SHIFTS=1 …                       one case, printing the elements that shifted
//   BENCH_LCP=1 …                                                 printing the largest paint's element and its phases
//   BENCH_LHR=/tmp/lhr BENCH_TRACE=/tmp/trace …                   keeping each cold visit's report and trace
//   BENCH_SYSTEM_FONTS=1 …                                        the machine's fonts instead of a phone's (below)
//   BENCH_FLOOR=1 …                                               also each page's content with no script (its floor)
//
// Not part of the test command: figures depend on the machine's load (printed with the table).
// BENCH_ROOT=/path/to/other/checkout measures that checkout's builds with this script.
// Ports: BENCH_WEB_PORT (6701) for this server, BENCH_API_PORT (6702) for the API, BENCH_CDP_PORT (6703), BENCH_FLOOR_PORT
// (6704) for the floor's server.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { pinnedFontsEnv } from '@whitelabel/tooling/browser';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { repo, startApi, startSite, waitFor } from './servers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..');
const webPort = Number(process.env.BENCH_WEB_PORT ?? 6701);
const apiPort = Number(process.env.BENCH_API_PORT ?? 6702);
const cdpPort = Number(process.env.BENCH_CDP_PORT ?? 6703);
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 6704);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const only = process.env.BENCH_ONLY; // a substring of a case's label, to run one case

/** The measured pages: three lucky88 pages in its default language, goldenlotus home in Arabic. */
const cases = [
  { label: 'lucky88 /m/home', origin: `http://127.0.0.1:${webPort}`, path: '/m/home' },
  { label: 'lucky88 /m/slot-games', origin: `http://127.0.0.1:${webPort}`, path: '/m/slot-games' },
  { label: 'lucky88 /m/activity', origin: `http://127.0.0.1:${webPort}`, path: '/m/activity' },
  { label: 'goldenlotus /m/home (AR)', origin: `http://goldenlotus.localhost:${webPort}`, path: '/m/home', language: 'AR' },
].filter((entry) => !only || entry.label.includes(only));

/**
 * The fonts the browser sees: a phone's for the measured pages' scripts, not the machine's. The workspace's pinned
 * DejaVu (Latin, Arabic) and Noto Sans Thai, which every phone sold with Thai has. A machine without a Thai face
 * makes Chromium ask fontconfig for one on every Thai text run of every size, in vain: laying out 300 short Thai
 * runs took 77 ms at 1x here without it and 12 ms with it (8 ms for Latin), a cost no phone has, which the 4x
 * CPU slowdown then multiplies into the total blocking time.
 */
function browserFontsEnv() {
  if (process.env.BENCH_SYSTEM_FONTS) return process.env;
  const thai = dirname(fileURLToPath(import.meta.resolve('@expo-google-fonts/noto-sans-thai/package.json')));
  return pinnedFontsEnv(join(serverDir, 'reports', 'bench-fontconfig'), [join(thai, '400Regular'), join(thai, '700Bold')]);
}

function build() {
  const builds = ['member-web/dist-lucky88', 'member-web/dist-goldenlotus', 'agent-web/dist-lucky88', 'api-server/dist', 'site-server/dist'];
  if (process.env.BENCH_NO_BUILD && builds.every((folder) => existsSync(join(repo, 'apps', folder)))) return;
  console.error('building (turbo, cached) …');
  const result = spawnSync(
    'pnpm',
    [
      'turbo',
      'run',
      'build',
      '--filter=@whitelabel/member-web',
      '--filter=@whitelabel/agent-web',
      '--filter=@whitelabel/api-server',
      '--filter=@whitelabel/site-server',
      '--output-logs=errors-only',
    ],
    { cwd: repo, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('build failed');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    jsKb: (scripts?.transferSize ?? 0) / 1024,
    // A run Lighthouse could not finish (e.g. NO_FCP) has no figures: its code is kept with the raw runs.
    error: lhr.runtimeError?.code,
  };
}

/** Empties the HTTP cache and the origin's storage (service worker, caches, local storage, cookies). */
async function clearOrigin(session, origin) {
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
}

/** A returning member's saved language (spec: `language` in local storage), set before the measured visit. */
async function saveLanguage(page, origin, language) {
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.deleteCookie(...(await page.cookies(origin)));
  await page.setCookie({ name: 'language', value: language, url: origin });
}

/** BENCH_SHIFTS=1: the elements Lighthouse saw shift on a cold visit, largest first (to find a CLS). */
function printShifts(label, lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  for (const item of items) {
    const node = item.node ?? {};
    console.error(`    shift ${label}: ${Number(item.score ?? 0).toFixed(3)} ${node.selector ?? ''} ${String(node.snippet ?? '').slice(0, 160)}`);
    for (const cause of item.subItems?.items ?? []) console.error(`      cause: ${cause.cause ?? ''} ${cause.extra?.url ?? cause.extra?.value ?? ''}`);
  }
}

/**
 * BENCH_LCP=1: the largest paint's element and where its time went: Lighthouse 13's LCP breakdown insight, a list of
 * the subparts' table and the element's node (it replaced the `largest-contentful-paint-element` audit).
 */
function printLargestPaint(label, visit, lhr) {
  const details = lhr.audits['lcp-breakdown-insight']?.details;
  if (details?.type !== 'list') {
    console.error(`    LCP ${label} ${visit}: no breakdown in this report`);
    return;
  }
  const element = details.items.find((part) => part.type === 'node');
  console.error(`    LCP ${label} ${visit}: ${element?.selector ?? '(no element)'} ${String(element?.snippet ?? '').slice(0, 200)}`);
  for (const part of details.items.filter((each) => each.type === 'table')) {
    for (const item of part.items) console.error(`      ${item.subpart}: ${Math.round(item.duration ?? 0)} ms`);
  }
}

// This script empties the origin's storage itself (clearOrigin), not Lighthouse.
const baseFlags = { output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance'] };

/** The devices a slowdown stands for: Lighthouse's fixed default, and two calibrated from their benchmarkIndex. */
const devices = [
  { name: 'low-end', title: 'low-end phone (benchmarkIndex 264)', index: 264 },
  { name: 'mid-tier', title: 'mid-tier phone (benchmarkIndex 1,000)', index: 1000 },
  { name: 'default', title: "Lighthouse's default", slowdown: 4 },
];
const chosenProfiles = (process.env.BENCH_PROFILES ?? 'low-end,mid-tier,default').split(',').filter(Boolean);
const unknownProfile = chosenProfiles.find((name) => !devices.some((device) => device.name === name));
if (unknownProfile) throw new Error(`BENCH_PROFILES names an unknown profile: ${unknownProfile} (${devices.map((device) => device.name).join(', ')})`);

/** The slowdown standing for a device on a machine of this index (at least 1: a faster phone than the machine is not simulated). */
const slowdownFor = (device, machineIndex) => device.slowdown ?? Math.max(1, Math.round((machineIndex / device.index) * 10) / 10);

let visitFlags = baseFlags;

async function measure(browser, entry) {
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  const url = `${entry.origin}${entry.path}`;
  const cold = [];
  const repeat = [];
  for (let run = 0; run < runs; run += 1) {
    await clearOrigin(session, entry.origin);
    if (entry.language) {
      await saveLanguage(page, entry.origin, entry.language);
      await session.send('Network.clearBrowserCache');
    }
    const first = await lighthouse(url, visitFlags, undefined, page);
    cold.push(figures(first.lhr));
    if (process.env.BENCH_SHIFTS) printShifts(entry.label, first.lhr);
    if (process.env.BENCH_LCP) printLargestPaint(entry.label, 'cold', first.lhr);
    if (process.env.BENCH_LHR) writeFileSync(`${process.env.BENCH_LHR}-${entry.label.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`, JSON.stringify(first.lhr));
    // The cold visit's trace (Chrome's trace format, for the Performance panel or a script): what each long task ran.
    if (process.env.BENCH_TRACE) {
      writeFileSync(`${process.env.BENCH_TRACE}-${entry.label.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`, JSON.stringify(first.artifacts.Trace));
    }
    // Let the service worker (if any) finish installing and take control, as a member's phone would between visits.
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.evaluate(() =>
      'serviceWorker' in navigator ? Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 15_000))]) : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const second = await lighthouse(url, visitFlags, undefined, page);
    if (process.env.BENCH_LCP) printLargestPaint(entry.label, 'repeat', second.lhr);
    // Whether the repeat visit's document was under the service worker's control.
    const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
    repeat.push({ ...figures(second.lhr), controlled });
    const said = (result) => result.error ?? `${Math.round(result.lcp)} ms`;
    console.error(`  ${entry.label} run ${run + 1}: cold LCP ${said(cold.at(-1))}, repeat LCP ${said(repeat.at(-1))}${controlled ? ' (service worker)' : ''}`);
  }
  await page.close();
  return { cold, repeat };
}

/**
 * BENCH_FLOOR=1: what a page's content costs by itself. The page as the app leaves it once loaded (an open popup
 * closed) is kept without its scripts, and measured like the app through a server in front of this one that answers
 * the page's address with that document and everything else (styles, images, API) from the site server. No script
 * of the app can make the page cheaper than this floor.
 */
async function captureWithoutScripts(browser, entry) {
  const page = await browser.newPage();
  // Lighthouse's phone (a Moto G Power: 412 x 823 at 1.75), so the lists lay out the same cards as in its runs.
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const session = await page.createCDPSession();
  await clearOrigin(session, entry.origin);
  if (entry.language) await saveLanguage(page, entry.origin, entry.language);
  await page.goto(`${entry.origin}${entry.path}`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const html = await page.evaluate(() => {
    for (const dialog of document.querySelectorAll('[role=dialog], [role=alertdialog], dialog')) (dialog.closest('body > *') ?? dialog).remove();
    for (const element of [document.documentElement, document.body]) element.removeAttribute('style');
    document.documentElement.removeAttribute('data-scroll-locked');
    for (const element of document.querySelectorAll('script, template, link[rel=modulepreload]')) element.remove();
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  await page.close();
  return brotliCompressSync(html);
}

/** The floor's server: the kept documents by host and path, everything else passed to the site server as it is. */
function startFloorServer(documents) {
  const server = createServer((incoming, answer) => {
    const host = (incoming.headers.host ?? '').replace(/:\d+$/, '');
    const kept = documents.get(`${host}${new URL(incoming.url ?? '/', 'http://x').pathname}`);
    if (kept) {
      answer.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-cache' });
      answer.end(kept);
      return;
    }
    const forward = request(
      { host: '127.0.0.1', port: webPort, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: `${host}:${webPort}` } },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    forward.on('error', () => answer.destroy());
    incoming.pipe(forward);
  });
  return new Promise((resolve) => server.listen(floorPort, '127.0.0.1', () => resolve(server)));
}

/** Cold visits of each page's floor, BENCH_RUNS each, kept in `raw` under the page's label. */
async function measureFloors(browser, raw) {
  const documents = new Map();
  for (const entry of cases) documents.set(`${new URL(entry.origin).hostname}${entry.path}`, await captureWithoutScripts(browser, entry));
  const server = await startFloorServer(documents);
  const rows = [];
  try {
    for (const entry of cases) {
      const origin = entry.origin.replace(`:${webPort}`, `:${floorPort}`);
      const page = await browser.newPage();
      const session = await page.createCDPSession();
      const cold = [];
      for (let run = 0; run < runs; run += 1) {
        await clearOrigin(session, origin);
        const { lhr } = await lighthouse(`${origin}${entry.path}`, visitFlags, undefined, page);
        cold.push(figures(lhr));
        console.error(`  ${entry.label} with no script, run ${run + 1}: TBT ${cold.at(-1).error ?? `${Math.round(cold.at(-1).tbt)} ms`}`);
      }
      await page.close();
      raw[`${entry.label}, no script`] = { cold };
      rows.push(row(`${entry.label}, no script`, 'cold', cold));
    }
  } finally {
    server.close();
  }
  return rows;
}

function row(label, visit, all) {
  const results = all.filter((result) => !result.error);
  if (results.length === 0) return `| ${label} | ${visit} | failed: ${[...new Set(all.map((result) => result.error))].join(', ')} | | | | | | |`;
  const pick = (key) => median(results.map((result) => result[key]));
  const controlled = all.filter((result) => result.controlled).length;
  const visited = controlled > 0 ? `${visit} (SW ${controlled}/${all.length})` : visit;
  return `| ${label} | ${visited} | ${pick('score')} | ${(pick('fcp') / 1000).toFixed(2)} s | ${(pick('lcp') / 1000).toFixed(2)} s | ${Math.round(pick('tbt'))} ms | ${pick('cls').toFixed(3)} | ${pick('jsKb').toFixed(0)} KB | ${Math.round(pick('benchmarkIndex'))} |`;
}

build();
const api = startApi(apiPort);
const site = startSite(webPort, apiPort, { LOG_LEVEL: 'warn' });
let chrome;
try {
  await waitFor(`http://127.0.0.1:${apiPort}/wps/system/status`, { child: api });
  await waitFor(`http://127.0.0.1:${webPort}/readyz`, { child: site });
  const flags = ['--headless=new', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'];
  if (process.getuid?.() === 0) flags.push('--no-sandbox');
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: flags,
    port: cdpPort,
    envVars: browserFontsEnv(),
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  const lines = [
    `Lighthouse ${JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')).devDependencies.lighthouse} mobile (simulated slow 4G), median of ${runs}, ${process.env.BENCH_SYSTEM_FONTS ? "the machine's fonts" : 'DejaVu and Noto Sans Thai only'}; load average at start ${load}`,
  ];
  // Runs thrown away first: a fresh browser's first Lighthouse run often fails its trace (NO_NAVSTART), which left
  // the first case a median of fewer runs; their benchmarkIndex calibrates the slowdowns.
  const warmUpIndexes = [];
  if (cases.length > 0) {
    const warmUp = await browser.newPage();
    const warmUpFlags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    for (let run = 0; run < 3; run += 1) {
      const result = await lighthouse(`${cases[0].origin}${cases[0].path}`, warmUpFlags, undefined, warmUp).catch(() => undefined);
      const index = result?.lhr.environment?.benchmarkIndex;
      if (Number.isFinite(index)) warmUpIndexes.push(index);
    }
    await warmUp.close();
  }
  const machineIndex = Number(process.env.BENCH_INDEX ?? (warmUpIndexes.length > 0 ? median(warmUpIndexes) : Number.NaN));
  if (!Number.isFinite(machineIndex)) throw new Error('no benchmarkIndex to calibrate from (the warm-up runs failed): set BENCH_INDEX');
  lines.push(
    `machine benchmarkIndex ${Math.round(machineIndex)} (${process.env.BENCH_INDEX ? 'BENCH_INDEX' : `median of the warm-up runs' ${warmUpIndexes.map(Math.round).join(', ')}`}); each row's own median in its last column`,
  );
  const raw = {};
  for (const device of devices.filter((candidate) => chosenProfiles.includes(candidate.name))) {
    const slowdown = slowdownFor(device, machineIndex);
    visitFlags = { ...baseFlags, throttling: { cpuSlowdownMultiplier: slowdown } };
    lines.push(
      '',
      `${device.name}: ${device.title}, CPU slowdown ${slowdown}x${device.index ? ` (${Math.round(machineIndex)} / ${device.index})` : ''}`,
      '',
      '| page | visit | score | FCP | LCP | TBT | CLS | JS transferred | benchmarkIndex |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    const measured = {};
    for (const entry of cases) {
      const result = await measure(browser, entry);
      measured[entry.label] = result;
      lines.push(row(entry.label, 'cold', result.cold), row(entry.label, 'repeat', result.repeat));
    }
    if (process.env.BENCH_FLOOR) lines.push(...(await measureFloors(browser, measured)));
    raw[device.name] = { slowdown, machineIndex, pages: measured };
  }
  lines.push(
    '',
    `load average at end ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  await browser.disconnect();
  console.log(lines.join('\n'));
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(raw, null, 2));
} finally {
  await chrome?.kill();
  api.kill('SIGTERM');
  site.kill('SIGTERM');
}
