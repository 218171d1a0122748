#!/usr/bin/env node
// The workspace's start command: installs, builds, then serves the reference server (embedded
// database, migrated and seeded at start), the member and agent sites (apps/site-server, as in
// production: every folder of merchants/ on http://<code>.localhost:<port>, compressed, cached, with the
// security headers), the theme demo and the static Storybook, and prints each URL. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { firstMerchantCode, merchantCodes } from '../../merchants/folders.mjs';
import { devLogFormatter } from './lib/dev-logs.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { log, root, run } from './lib/run.mjs';

const host = process.env.HOST ?? '127.0.0.1';
const ports = {
  api: Number(process.env.API_PORT ?? 8787),
  member: Number(process.env.MEMBER_WEB_PORT ?? 5173),
  demo: Number(process.env.THEME_DEMO_PORT ?? 5175),
  storybook: Number(process.env.STORYBOOK_PORT ?? 6006),
};
const apiTarget = `http://127.0.0.1:${ports.api}`;
const merchants = merchantCodes();
/** A merchant's site: browsers resolve every *.localhost name to this machine. */
const merchantSite = (code) => `http://${code}.localhost:${ports.member}`;
// Hosts in no merchant's list (127.0.0.1, localhost) get this one's site.
const defaultMerchant = process.env.DEFAULT_MERCHANT || firstMerchantCode();

// Two image CDNs for every merchant (spec 9.038: a visit takes one at random): the reference server's own two loopback
// names, which serve the same art as the sites. Only on a loopback host: a phone on the network reaches neither.
const loopback = host === '127.0.0.1' || host === 'localhost';
const imageCdns = loopback ? [`http://127.0.0.1:${ports.api}`, `http://localhost:${ports.api}`] : [];

const pnpm = ensurePnpm();
log('installing dependencies');
if ((await run(pnpm.command, [...pnpm.args, 'install'], { env: pnpm.env })) !== 0) process.exit(1);
log('building the apps and the packages they use');
// The site server routes the agent paths (/m/agent...) to the agent build on the same origin, so the
// member site hands them over to this origin (VITE_AGENT_SITE_URL empty).
const buildEnv = { ...pnpm.env, VITE_AGENT_SITE_URL: process.env.VITE_AGENT_SITE_URL ?? '' };
if ((await run(pnpm.command, [...pnpm.args, 'exec', 'turbo', 'run', 'build'], { env: buildEnv })) !== 0) process.exit(1);

// The servers log JSON (production's format); here each line is printed short and readable.
const formatLog = devLogFormatter({ colour: process.stdout.isTTY });
const children = [];
function serve(name, cwd, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: join(root, cwd),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[35m[${name}]\x1b[0m `;
  // Whole lines only: a JSON log line may arrive in two chunks.
  const forward = (stream, out) => {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const text = line ? formatLog(line) : null;
        if (text) out.write(prefix + text);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}exited with code ${code}; stopping everything`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

serve('api-server', 'apps/api-server', process.execPath, ['dist/main.js'], {
  PORT: String(ports.api),
  HOST: host,
  // The site server in front passes each member's address in X-Forwarded-For.
  TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
  // Affiliate links lead to the member sites the site server serves below.
  MEMBER_SITE_URLS: process.env.MEMBER_SITE_URLS ?? merchants.map((code) => `${code}=${merchantSite(code)}`).join(','),
  IMAGE_CDNS: process.env.IMAGE_CDNS ?? merchants.flatMap((code) => imageCdns.map((cdn) => `${code}=${cdn}`)).join(','),
});
await waitFor(`${apiTarget}/wps/system/status`, 120_000);

const vite = join(root, 'node_modules', '.bin', 'vite');
const viteBin = (app) => {
  const local = join(root, app, 'node_modules', '.bin', 'vite');
  return existsSync(local) ? local : vite;
};
const preview = (app, port, extra = []) =>
  serve(app.split('/').pop(), app, viteBin(app), ['preview', '--host', host, '--port', String(port), '--strictPort', ...extra], {
    API_PROXY_TARGET: apiTarget,
  });
// The member and agent sites of every merchant folder, each on <code>.localhost (the site server makes its table
// from the folders when SITES and SITES_FILE are unset).
serve('site-server', 'apps/site-server', process.execPath, ['dist/main.js'], {
  PORT: String(ports.member),
  HOST: host,
  API_ORIGINS: apiTarget,
  DEFAULT_MERCHANT: defaultMerchant,
  // The pages may show images from the image CDNs above.
  CSP_IMG_SRC: process.env.CSP_IMG_SRC ?? imageCdns.join(','),
});
preview('apps/theme-demo', ports.demo);
if (existsSync(join(root, 'packages/ui/storybook-static'))) preview('packages/ui', ports.storybook, ['--outDir', 'storybook-static']);

await Promise.all([waitFor(`http://127.0.0.1:${ports.member}/readyz`, 30_000), waitFor(`http://127.0.0.1:${ports.demo}/`, 30_000)]);
const shown = host === '0.0.0.0' ? 'localhost' : host;
const width = Math.max(...merchants.map((code) => code.length));
console.info(`
  Everything is up (Ctrl-C stops it all):
    reference server  http://${shown}:${ports.api}/wps/system/status
    member and agent sites, one per merchant folder (agent: /m/agent):
${merchants.map((code) => `      ${code.padEnd(width)}  ${merchantSite(code)}/m/home`).join('\n')}
      (http://${shown}:${ports.member}/m/home serves ${defaultMerchant})
    theme demo        http://${shown}:${ports.demo}/
    storybook         http://${shown}:${ports.storybook}/
`);

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`${url} did not answer within ${timeoutMs / 1000} s`);
  stop(1);
}
