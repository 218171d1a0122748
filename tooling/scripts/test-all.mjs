#!/usr/bin/env node
// The workspace's one test command: installs what it needs, then runs lint, typecheck, build,
// unit, story, server-integration and end-to-end tests through turbo, then knip (unused code and
// dependencies), dpdm (import cycles) and prettier (code format), and ends with one summary line per
// test kind. Exits non-zero when anything failed.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBrowser, findJourneyBrowser } from './lib/browser.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { log, root, run, runInBackground } from './lib/run.mjs';
import { collectReports, failedTurboTasks, listFailures, listReportFiles, summariseTurboRun } from './lib/summary.mjs';

const started = Date.now();
const pnpm = ensurePnpm();
const pnpmRun = (args, extra = {}) => run(pnpm.command, [...pnpm.args, ...args], { env: { ...pnpm.env, ...extra.env } });
const pnpmInBackground = (args) =>
  runInBackground(pnpm.command, [...pnpm.args, ...args], { env: { ...pnpm.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });

log('installing dependencies');
if ((await pnpmRun(['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])])) !== 0) {
  console.error('install failed');
  process.exit(1);
}

const browser = await ensureBrowser();
log(`browser for story and screenshot tests: ${browser.path} (${browser.source}); for journeys: ${findJourneyBrowser()?.path}`);

// Reports are task outputs: clear them so a cached task restores its own and nothing stale counts.
for (const dir of workspaceDirs()) rmSync(join(dir, 'reports'), { recursive: true, force: true });
const runsDir = join(root, '.turbo', 'runs');
const before = new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);

// The import-cycle and format checks read only the sources (the contract's generated types first): they run beside
// the tasks at the lowest priority, in the processor time the tasks leave (the journeys at the end do not fill both
// cores), and print after them.
await pnpmRun(['exec', 'turbo', 'run', 'generate', '--output-logs=errors-only', '--filter=@whitelabel/api']);
const sourceChecks = [
  { title: 'import cycles (dpdm)', done: pnpmInBackground(['run', '--silent', 'cycles']) },
  { title: 'code format (prettier)', done: pnpmInBackground(['run', '--silent', 'format:check']) },
];

const concurrency = process.env.TURBO_CONCURRENCY ?? '2';
const turbo = (tasks, flags) =>
  pnpmRun(['exec', 'turbo', 'run', ...tasks, '--continue', '--summarize', ...flags], {
    env: { CHROME_PATH: browser.path, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });

// Every build first, then the tests with `--only` (their builds done). The member journeys, the longest task (two
// streams of ~400 s), start at once beside the rest instead of where turbo's queue puts them (behind every task that
// was ready before member-web's build, ~520 s into the run, with one core idle while they ended alone).
const buildCode = await turbo(['build'], [`--concurrency=${concurrency}`]);
const memberJourneys = '@whitelabel/member-web';
const testCodes =
  buildCode === 0
    ? await Promise.all([
        turbo(['test:e2e'], ['--only', `--filter=${memberJourneys}`, '--concurrency=1']),
        (async () => [
          await turbo(['lint', 'typecheck', 'test', 'test:e2e'], ['--only', `--filter=!${memberJourneys}`, `--concurrency=${concurrency}`]),
          await turbo(['lint', 'typecheck', 'test'], ['--only', `--filter=${memberJourneys}`, `--concurrency=${concurrency}`]),
        ])(),
      ])
    : // A build failed: one run in turbo's own order, which skips what depends on it and runs the rest.
      [await turbo(['lint', 'typecheck', 'test', 'test:e2e'], [`--concurrency=${concurrency}`])];
const turboCode = [buildCode, ...testCodes.flat()].find((code) => code !== 0) ?? 0;

// Unused files, exports and dependencies across the workspace (knip.json); after the builds: it loads the apps'
// Vite configs, which import the built packages.
log('unused code and dependencies (knip)');
const knipCode = await pnpmRun(['exec', 'knip', '--no-progress']);

// Import cycles (dpdm over the sources, type-only imports ignored: a cycle makes evaluation order matter) and
// one code format (Prettier, .prettierrc.json: `pnpm format` writes it).
const sourceCheckCodes = [];
for (const check of sourceChecks) {
  log(check.title);
  const { code, output } = await check.done;
  process.stdout.write(output);
  sourceCheckCodes.push(code);
}
const [cyclesCode, formatCode] = sourceCheckCodes;

const newRuns = existsSync(runsDir) ? readdirSync(runsDir).filter((name) => !before.has(name)) : [];
const turboRun = { tasks: newRuns.flatMap((name) => JSON.parse(readFileSync(join(runsDir, name), 'utf8')).tasks ?? []) };
const tasks = newRuns.length ? summariseTurboRun(turboRun) : null;
const tests = collectReports(workspaceDirs());

console.info('\n── summary ──────────────────────────────────────────');
let failed = turboCode !== 0 || knipCode !== 0 || cyclesCode !== 0 || formatCode !== 0 ? 1 : 0;
let totalPassed = 0;
let totalFailed = 0;
for (const kind of ['lint', 'typecheck', 'build']) {
  const counts = tasks?.[kind] ?? { passed: 0, failed: 0 };
  console.info(`${kind}: ${counts.passed} passed, ${counts.failed} failed (packages)`);
  if (counts.failed) failed = 1;
}
console.info(`knip: ${knipCode === 0 ? 'passed' : 'failed (see its output above)'}`);
console.info(`import cycles: ${cyclesCode === 0 ? 'none' : 'found (see the dpdm output above)'}`);
console.info(`format: ${formatCode === 0 ? 'passed' : 'failed (run pnpm format)'}`);
for (const kind of ['unit', 'stories', 'integration', 'e2e']) {
  const counts = tests[kind] ?? { passed: 0, failed: 0, skipped: 0 };
  console.info(`${kind}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (tests)`);
  totalPassed += counts.passed;
  totalFailed += counts.failed;
  if (counts.failed) failed = 1;
}
for (const failure of listFailures(workspaceDirs())) console.info(`  failed: ${failure}`);
const testTasksFailed = (tasks?.test?.failed ?? 0) + (tasks?.['test:e2e']?.failed ?? 0);
if (testTasksFailed) console.info(`(${testTasksFailed} test task(s) exited non-zero: see their output above)`);
for (const task of failedTurboTasks(turboRun)) console.info(`  task exited non-zero: ${task}`);
const reportFiles = listReportFiles(workspaceDirs());
console.info(`reports: JUnit XML in ${reportFiles.junit.length} files (<package>/reports/*.xml)`);
for (const page of reportFiles.html) console.info(`  HTML: ${page}`);
console.info(`time: ${Math.round((Date.now() - started) / 1000)} s`);
console.info(`total: ${totalPassed} passed, ${totalFailed + (failed && !totalFailed ? 1 : 0)} failed`);
process.exit(failed);

function workspaceDirs() {
  const dirs = [join(root, 'openapi'), join(root, 'tooling'), join(root, 'consumer'), join(root, 'deploy'), join(root, 'merchants')];
  for (const group of ['packages', 'apps']) {
    const base = join(root, group);
    if (existsSync(base)) for (const name of readdirSync(base)) dirs.push(join(base, name));
  }
  return dirs.filter((dir) => existsSync(join(dir, 'package.json')));
}
