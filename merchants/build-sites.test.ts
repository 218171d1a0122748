import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'build-sites.mjs');
const run = promisify(execFile);

/**
 * A site app (its own folder) whose `vite` writes down each build it is asked for and fails for `broken`, and a
 * merchants folder: `pnpm build` in apps/member-web and apps/agent-web runs the script as here.
 */
function workspace(codes: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'merchant-builds-'));
  const app = join(dir, 'app');
  mkdirSync(join(app, 'node_modules', '.bin'), { recursive: true });
  const vite = join(app, 'node_modules', '.bin', 'vite');
  writeFileSync(
    vite,
    [
      '#!/usr/bin/env node',
      "const { appendFileSync, mkdirSync } = require('node:fs');",
      "appendFileSync('builds.log', `${process.argv.slice(2).join(' ')} ${process.env.MERCHANT} ${process.env.OUT_DIR}\\n`);",
      "if (process.env.MERCHANT === 'broken') process.exit(3);",
      'mkdirSync(process.env.OUT_DIR, { recursive: true });',
    ].join('\n'),
  );
  chmodSync(vite, 0o755);
  writeFileSync(join(app, 'package.json'), '{ "type": "commonjs" }');
  const merchants = join(dir, 'merchants');
  for (const code of codes) {
    mkdirSync(join(merchants, code), { recursive: true });
    writeFileSync(join(merchants, code, 'merchant.json'), '{}');
  }
  mkdirSync(join(merchants, 'notes'));
  return { dir, app, merchants };
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function build(app: string, merchants: string, env: NodeJS.ProcessEnv = {}) {
  return run(process.execPath, [script], { cwd: app, env: { ...process.env, MERCHANTS_DIR: merchants, MERCHANT_BUILD_CONCURRENCY: '2', ...env } });
}

// Each test starts Node processes (the script and its builds); beside the rest of the test command they take seconds.
describe('merchant-builds (a site build of every merchant folder)', { timeout: 60_000 }, () => {
  it('builds every folder into dist-<code>/ and deletes the builds of folders removed since', async () => {
    const { dir, app, merchants } = workspace(['gamma', 'alpha', 'beta']);
    made.push(dir);
    mkdirSync(join(app, 'dist-removed'));
    mkdirSync(join(app, 'dist-alpha'));
    const { stdout } = await build(app, merchants);
    const builds = readFileSync(join(app, 'builds.log'), 'utf8').trim().split('\n').sort();
    expect(builds).toEqual(['build alpha dist-alpha', 'build beta dist-beta', 'build gamma dist-gamma']);
    expect(['alpha', 'beta', 'gamma'].map((code) => existsSync(join(app, `dist-${code}`)))).toEqual([true, true, true]);
    expect(existsSync(join(app, 'dist-removed'))).toBe(false);
    expect(stdout).toMatch(/\[beta\] built in/);
  });

  it('fails, naming the merchant, when one build fails, after the others ran', async () => {
    const { dir, app, merchants } = workspace(['alpha', 'broken', 'gamma']);
    made.push(dir);
    const failure = await build(app, merchants, { MERCHANT_BUILD_CONCURRENCY: '1' }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringMatching(/the build of broken failed/) });
    expect(readFileSync(join(app, 'builds.log'), 'utf8').trim().split('\n')).toHaveLength(3);
  });

  it('refuses a concurrency that is not a whole number from 1', async () => {
    const { dir, app, merchants } = workspace(['alpha']);
    made.push(dir);
    const failure = await build(app, merchants, { MERCHANT_BUILD_CONCURRENCY: '0' }).catch((error: { stderr: string }) => error);
    expect(failure).toMatchObject({ stderr: expect.stringMatching(/MERCHANT_BUILD_CONCURRENCY must be a whole number from 1; got 0/) });
  });
});
