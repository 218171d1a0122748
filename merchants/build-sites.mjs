#!/usr/bin/env node
// A site's build (apps/member-web, apps/agent-web: `pnpm build` runs this in the app's folder): one Vite build per
// merchant folder into dist-<code>/, MERCHANT_BUILD_CONCURRENCY at a time (default: 2, or 1 on a single core);
// folders of merchants removed since are deleted. Each build's output is prefixed with its merchant's code.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { merchantBuildDir, merchantCodes } from './folders.mjs';

const appDir = process.cwd();
const vite = join(appDir, 'node_modules', '.bin', 'vite');

function concurrency() {
  const raw = process.env.MERCHANT_BUILD_CONCURRENCY;
  if (raw === undefined || raw === '') return Math.min(2, availableParallelism());
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`MERCHANT_BUILD_CONCURRENCY must be a whole number from 1; got ${raw}`);
  return value;
}

/** Runs one merchant's build; resolves to its exit code. */
function build(code) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(vite, ['build'], {
      cwd: appDir,
      env: { ...process.env, MERCHANT: code, OUT_DIR: merchantBuildDir(code) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${code}] `;
    const forward = (stream, out) => stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('error', (error) => {
      process.stderr.write(`${prefix}${error.message}\n`);
      done(1);
    });
    child.on('exit', (exitCode, signal) => {
      process.stdout.write(`${prefix}${exitCode === 0 ? 'built' : `failed (exit ${exitCode ?? signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      done(exitCode ?? 1);
    });
  });
}

try {
  const parallel = concurrency();
  const codes = merchantCodes();
  if (codes.length === 0) throw new Error('No merchant folder (merchants/<code>/merchant.json) to build');
  const current = new Set(codes.map(merchantBuildDir));
  for (const name of readdirSync(appDir)) if (name.startsWith('dist-') && !current.has(name)) rmSync(join(appDir, name), { recursive: true, force: true });
  if (!existsSync(vite)) throw new Error(`${vite} is missing: install the workspace first`);
  const queue = [...codes];
  const failed = [];
  await Promise.all(
    Array.from({ length: Math.min(parallel, codes.length) }, async () => {
      for (let code = queue.shift(); code !== undefined; code = queue.shift()) if ((await build(code)) !== 0) failed.push(code);
    }),
  );
  if (failed.length > 0) throw new Error(`the build of ${failed.sort().join(', ')} failed`);
} catch (error) {
  console.error(`[merchant builds] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
