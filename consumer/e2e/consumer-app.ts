// The outside team's side of the consumer test: the packed packages, a Vite + React app made from app/ in the system's
// temporary folder (outside the workspace, so nothing of it resolves from the workspace's node_modules), installed by
// pnpm from the tarballs and the npm registry, built and served.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packPackage, publishablePackages, type PackedPackage } from '@whitelabel/tooling/packages';

const workspaceRoot = fileURLToPath(new URL('../../', import.meta.url));
const template = fileURLToPath(new URL('../app/', import.meta.url));

/** What the app installs from the registry: the peers the READMEs list, msw for the mocks, and its own build tools. */
const appDependencies = ['react', 'react-dom', '@tanstack/react-query', 'i18next', 'react-i18next', 'jotai', 'msw'];
const appDevDependencies = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];

/**
 * The versions of the workspace's catalog (pnpm-workspace.yaml), which the workspace is tested with: the app gets the
 * same ones, found in the machine's pnpm store after the workspace's own install.
 */
function catalogVersions(): Map<string, string> {
  const text = readFileSync(join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = text
    .slice(text.indexOf('\ncatalog:') + 1)
    .split('\n')
    .slice(1);
  const versions = new Map<string, string>();
  for (const line of block) {
    const entry = /^ {2}"?([^":\s]+)"?:\s*(\S+)\s*$/.exec(line);
    if (!entry) break;
    versions.set(entry[1]!, entry[2]!);
  }
  return versions;
}

/** Packs every publishable package (its build done by turbo's `^build`) into `destination`, side by side. */
export function packAll(destination: string): Promise<PackedPackage[]> {
  mkdirSync(destination, { recursive: true });
  return Promise.all(publishablePackages().map((pkg) => packPackage(pkg.dir, destination)));
}

/**
 * Writes the app into `dir`: app/'s files and a manifest depending on the tarballs. The overrides make the packages'
 * dependencies on each other (`@whitelabel/api` 0.2.0 in core's manifest) resolve to the same tarballs, not the registry.
 */
export function writeApp(dir: string, packs: readonly PackedPackage[]): void {
  cpSync(template, dir, { recursive: true });
  const catalog = catalogVersions();
  const versionOf = (name: string) => {
    const version = catalog.get(name);
    if (!version) throw new Error(`${name} is not in the workspace catalog`);
    return version;
  };
  const tarballs = Object.fromEntries(packs.map((pack) => [pack.name, `file:${pack.tarball}`]));
  const manifest = {
    name: 'consumer-app',
    private: true,
    type: 'module',
    dependencies: { ...tarballs, ...Object.fromEntries(appDependencies.map((name) => [name, versionOf(name)])) },
    devDependencies: Object.fromEntries(appDevDependencies.map((name) => [name, versionOf(name)])),
    pnpm: { overrides: tarballs },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // No hoisting: a package reaches only what its manifest declares (dependencies and resolved peers), as in the
  // strictest app; msw's install script is not needed to build.
  writeFileSync(join(dir, '.npmrc'), 'hoist=false\nauto-install-peers=false\nignore-scripts=true\n');
}

export interface CommandResult {
  status: number;
  output: string;
  seconds: number;
}

/** Runs a command in the app's folder, its output kept for the test's message. */
export function runIn(dir: string, command: string, args: readonly string[]): CommandResult {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: 'true', FORCE_COLOR: '0' }, maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
  return { status: result.status ?? 1, output, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** pnpm install in the app; `offline` for a second app whose packages the first one's install put in the store. */
export function install(dir: string, { offline = false } = {}): CommandResult {
  return runIn(dir, 'pnpm', ['install', offline ? '--offline' : '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only']);
}

const binary = (dir: string, name: string) => join(dir, 'node_modules', '.bin', name);

export const typecheck = (dir: string) => runIn(dir, binary(dir, 'tsc'), ['-p', 'tsconfig.json']);
export const build = (dir: string) => runIn(dir, binary(dir, 'vite'), ['build', '--logLevel', 'warn']);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Serves the app's build with `vite preview` on a free port until `close()`. */
export async function preview(dir: string): Promise<{ url: string; close: () => void }> {
  const port = await freePort();
  const server = spawn(binary(dir, 'vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: dir, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`vite preview did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, close: () => server.kill() };
}

/**
 * A copy of a tarball whose package.json went through `change`, named `<name>-<label>.tgz` beside it: the package as a
 * release with a mistake would ship it.
 */
export function withManifestChange(pack: PackedPackage, label: string, change: (manifest: Record<string, unknown>) => void): PackedPackage {
  const workDir = `${pack.tarball.replace(/\.tgz$/, '')}-${label}`;
  mkdirSync(workDir, { recursive: true });
  const untar = spawnSync('tar', ['-xzf', pack.tarball, '-C', workDir]);
  if (untar.status !== 0) throw new Error(`cannot unpack ${pack.tarball}`);
  const manifestPath = join(workDir, 'package', 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  change(manifest);
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const tarball = `${workDir}.tgz`;
  const tar = spawnSync('tar', ['-czf', tarball, '-C', workDir, 'package']);
  if (tar.status !== 0) throw new Error(`cannot pack ${tarball}`);
  return { ...pack, tarball };
}
