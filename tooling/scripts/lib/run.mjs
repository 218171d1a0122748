// Tiny process helpers for the workspace scripts. Plain Node: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';

export const root = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');

export function log(message) {
  console.info(`\x1b[36m[workspace]\x1b[0m ${message}`);
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', (error) => {
      console.error(`[workspace] could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command quietly and returns its trimmed stdout, or null when it fails. */
export function capture(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: root, ...options });
  if (result.error || result.status !== 0) return null;
  return result.stdout.trim();
}
