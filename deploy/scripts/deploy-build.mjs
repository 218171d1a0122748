#!/usr/bin/env node
// The deploy recipe's build, one script for the images (deploy/*.Dockerfile run it) and for the test that proves
// it (deploy/test/recipe.test.ts): prune the workspace to one server, install, build, keep the production files
// only, and for the site server lay out every merchant's member and agent build with the table of hosts.
//
//   node deploy/scripts/deploy-build.mjs <api-server|site-server> --out <folder>
//
// The output folder holds what the image's file system holds: `app/` (the server, its production dependencies),
// and `data/` (api-server: the uploads folder) or `srv/sites/<merchant>/{member,agent}` (site-server, with
// `app/sites.json` naming them relative to itself). Variables: deploy/README.md.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { merchantBuildDir, merchantHosts } from '../../merchants/folders.mjs';
import { ensurePnpm } from '../../tooling/scripts/lib/pnpm.mjs';
import { log, root } from '../../tooling/scripts/lib/run.mjs';

export const servers = ['api-server', 'site-server'];

/**
 * Root files the packages need that `turbo prune` does not copy (it copies the packages, the root package.json,
 * lockfile, workspace file and turbo.json): every package's tsconfig extends tsconfig.base.json.
 */
export const rootFilesPruneLeavesOut = ['tsconfig.base.json'];

/** The apps whose builds the site server serves, by role. */
const siteApps = { member: 'apps/member-web', agent: 'apps/agent-web' };

/** The merchant a site build is for: the one whose theme class (`.merchant-<code>`, merchants/README.md) its style sheets define. */
export function buildMerchant(buildDir) {
  const assets = join(buildDir, 'assets');
  if (!existsSync(join(buildDir, 'index.html')) || !existsSync(assets)) return undefined;
  const codes = new Set();
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.css'))) {
    for (const match of readFileSync(join(assets, name), 'utf8').matchAll(/\.merchant-([a-z0-9][a-z0-9-]*)\s*\{/g)) codes.add(match[1]);
  }
  return codes.size === 1 ? [...codes][0] : undefined;
}

export { merchantHosts };

function parseArgs(argv) {
  const [server, ...rest] = argv;
  if (!server || !servers.includes(server) || rest.length !== 2 || rest[0] !== '--out' || !rest[1])
    throw new Error(`Usage: deploy-build.mjs <${servers.join('|')}> --out <folder>`);
  return { server, out: resolve(rest[1]) };
}

/** Runs one command of the recipe, its output shown; resolves when it succeeds, rejects when it fails. */
function step(title, command, args, options) {
  log(`${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => fail(new Error(`${title} failed (${error.message})`)));
    child.on('exit', (code, signal) => {
      if (code !== 0) return fail(new Error(`${title} failed (exit ${code ?? signal})`));
      log(`${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      done(undefined);
    });
  });
}

/**
 * Runs the recipe; throws on the first failing step.
 * @param {{ server: string, out: string }} options
 */
export async function deployBuild({ server, out }) {
  const started = Date.now();
  const pnpm = ensurePnpm();
  const pnpmStep = (title, args, cwd, env = {}) => step(title, pnpm.command, [...pnpm.args, ...args], { cwd, env: { ...pnpm.env, CI: '1', ...env } });
  const work = mkdtempSync(join(tmpdir(), `deploy-${server}-`));
  const pruned = join(work, 'out');
  const repo = join(work, 'repo');
  try {
    const turboVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.turbo;
    const localTurbo = join(root, 'node_modules', '.bin', 'turbo');
    const [turboCommand, turboArgs] = existsSync(localTurbo) ? [localTurbo, []] : [pnpm.command, [...pnpm.args, 'dlx', `turbo@${turboVersion}`]];
    await step('prune', turboCommand, [...turboArgs, 'prune', `@whitelabel/${server}`, '--docker', `--out-dir=${pruned}`], { cwd: root, env: pnpm.env });

    // Manifests and lockfile first (the install), then the sources over them, as a layered image would.
    cpSync(join(pruned, 'json'), repo, { recursive: true });
    for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml']) cpSync(join(pruned, file), join(repo, file));
    for (const file of rootFilesPruneLeavesOut) cpSync(join(root, file), join(repo, file));
    await pnpmStep('install', ['install', '--frozen-lockfile', '--prefer-offline'], repo);
    cpSync(join(pruned, 'full'), repo, { recursive: true });
    await pnpmStep('build', ['exec', 'turbo', 'run', 'build', `--filter=@whitelabel/${server}`, '--output-logs=errors-only'], repo);

    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const app = join(out, 'app');
    const productionFiles = pnpmStep('production files', ['--filter', `@whitelabel/${server}`, 'deploy', '--prod', '--legacy', '--prefer-offline', app], repo);
    if (server === 'api-server') mkdirSync(join(out, 'data'));
    // The merchants' builds (made by the turbo build) checked alongside the production copy.
    const sites = server === 'site-server' ? siteBuilds(repo) : Promise.resolve([]);
    // Both finish before anything is reported or removed; the first failure is the recipe's.
    const failed = (await Promise.allSettled([productionFiles, sites])).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (server === 'site-server') layOutSites(await sites, out, app);
    log(`${server} ready in ${out} (${Math.round((Date.now() - started) / 1000)} s)`);
  } finally {
    const removing = Date.now();
    rmSync(work, { recursive: true, force: true });
    log(`work folder removed: ${((Date.now() - removing) / 1000).toFixed(1)} s`);
  }
}

/**
 * Every merchant folder's member and agent build, by merchant: the apps' builds (merchant-builds) put each folder's
 * into dist-<code>/; one that is missing or of another merchant stops the recipe.
 * @returns {Promise<{ code: string, builds: Record<string, string> }[]>}
 */
async function siteBuilds(repo) {
  const { merchantCodes } = await import(pathToFileURL(join(repo, 'merchants', 'folders.mjs')).href);
  return merchantCodes(join(repo, 'merchants')).map((code) => {
    /** @type {Record<string, string>} */
    const builds = {};
    for (const [role, appDir] of Object.entries(siteApps)) {
      const build = join(repo, appDir, merchantBuildDir(code));
      if (buildMerchant(build) !== code) throw new Error(`${appDir}/${merchantBuildDir(code)} is not a build of ${code}`);
      builds[role] = build;
    }
    return { code, builds };
  });
}

/** The builds under srv/sites/<merchant>/{member,agent}, and app/sites.json naming them with their hosts. */
function layOutSites(found, out, app) {
  const sites = found.map(({ code, builds }) => {
    const site = { merchant: code, hosts: merchantHosts(code, process.env.SITE_HOSTS) };
    for (const [role, build] of Object.entries(builds)) {
      const target = join(out, 'srv', 'sites', code, role);
      cpSync(build, target, { recursive: true });
      // The Vite manifest is the build's own; the site server reads the other .vite tables (never served).
      for (const name of ['manifest.json', 'manifest.json.br', 'manifest.json.gz']) rmSync(join(target, '.vite', name), { force: true });
      site[role] = `../srv/sites/${code}/${role}`;
    }
    return site;
  });
  const codes = found.map(({ code }) => code);
  const defaultMerchant = process.env.DEFAULT_MERCHANT || undefined;
  if (defaultMerchant && !codes.includes(defaultMerchant))
    throw new Error(`DEFAULT_MERCHANT ${defaultMerchant} is not a folder of merchants/ (${codes.join(', ')})`);
  writeFileSync(join(app, 'sites.json'), `${JSON.stringify({ ...(defaultMerchant ? { default: defaultMerchant } : {}), sites }, null, 2)}\n`);
  log(`sites: ${sites.map((site) => `${site.merchant} (${site.hosts.join(', ')})`).join('; ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await deployBuild(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(`[deploy-build] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
