// Finds or installs the pinned pnpm: the one on PATH, then corepack, then npm into a local folder.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { capture, log, root } from './run.mjs';

const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const localPrefix = join(root, 'node_modules', '.pnpm-bootstrap');
const corepackEnv = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };

/** Returns { command, args, env } that runs pnpm at the pinned version. */
export function ensurePnpm() {
  if (capture('pnpm', ['--version']) === wanted) return { command: 'pnpm', args: [], env: process.env };

  // corepack ships with Node 20; signature checks fail offline, hence COREPACK_INTEGRITY_KEYS=0.
  if (capture('corepack', [`pnpm@${wanted}`, '--version'], { env: corepackEnv }) === wanted) {
    return { command: 'corepack', args: [`pnpm@${wanted}`], env: corepackEnv };
  }

  const localBin = join(localPrefix, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (!existsSync(localBin)) {
    log(`corepack could not provide pnpm ${wanted}; installing it with npm into ${localPrefix}`);
    spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', localPrefix, `pnpm@${wanted}`], {
      stdio: 'inherit',
      cwd: root,
    });
  }
  if (existsSync(localBin)) return { command: process.execPath, args: [localBin], env: process.env };
  throw new Error(`pnpm ${wanted} could not be installed (tried PATH, corepack and npm)`);
}
