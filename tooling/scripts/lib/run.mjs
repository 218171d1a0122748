// Tiny process helpers for the workspace scripts. Plain Node: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { setPriority } from 'node:os';

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

/**
 * Starts a command in the background at the lowest scheduling priority, its output kept: it takes only the processor
 * time nothing else wants. Resolves with its exit code and its output (stdout and stderr in order), to print later.
 */
export function runInBackground(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: root, ...options });
    try {
      if (child.pid !== undefined) setPriority(child.pid, 19);
    } catch {
      // A platform that cannot lower it runs the command at normal priority.
    }
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (output += chunk));
    }
    child.on('error', (error) => resolve({ code: 127, output: `could not start ${command}: ${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Runs a command quietly and returns its trimmed stdout, or null when it fails. */
export function capture(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: root, ...options });
  if (result.error || result.status !== 0) return null;
  return result.stdout.trim();
}
