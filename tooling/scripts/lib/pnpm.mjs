// Finds or installs the pinned pnpm: the one on PATH, then corepack, then npm into a local folder.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { capture, log, root } from './run.mjs';

const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
// Outside node_modules: a pnpm install may rebuild that folder.
const localPrefix = join(root, '.cache', 'pnpm-bootstrap');
const corepackEnv = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };

/** Returns { command, args, env } that runs pnpm at the pinned version. */
export function ensurePnpm() {
  if (capture('pnpm', ['--version']) === wanted) return { command: 'pnpm', args: [], env: process.env };

  // corepack ships with Node 20; signature checks fail offline, hence COREPACK_INTEGRITY_KEYS=0.
  if (capture('corepack', [`pnpm@${wanted}`, '--version'], { env: corepackEnv }) === wanted) {
    return withShim({ command: 'corepack', args: [`pnpm@${wanted}`], env: corepackEnv });
  }

  const localBin = join(localPrefix, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (!existsSync(localBin)) {
    log(`corepack could not provide pnpm ${wanted}; installing it with npm into ${localPrefix}`);
    spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', localPrefix, `pnpm@${wanted}`], {
      stdio: 'inherit',
      cwd: root,
    });
  }
  if (existsSync(localBin)) return withShim({ command: process.execPath, args: [localBin], env: process.env });
  throw new Error(`pnpm ${wanted} could not be installed (tried PATH, corepack and npm)`);
}

/**
 * turbo and package scripts call `pnpm` by name: put a `pnpm` shim that runs the found one first on
 * PATH for every child process.
 */
function withShim(pnpm) {
  const binDir = join(localPrefix, 'bin');
  mkdirSync(binDir, { recursive: true });
  const shim = join(binDir, 'pnpm');
  const quoted = [pnpm.command, ...pnpm.args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  writeFileSync(shim, `#!/bin/sh\nexec ${quoted} "$@"\n`);
  chmodSync(shim, 0o755);
  return { ...pnpm, env: { ...pnpm.env, PATH: `${binDir}${delimiter}${pnpm.env.PATH ?? ''}` } };
}
