// Reads test reports (Vitest and Playwright JSON) and turbo's run summary into counts per kind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const storyFile = /\.stories\.[jt]sx?$/;

/**
 * Counts tests per kind from each package's reports/<kind>.json and reports/<kind>.<part>.json (a suite run in
 * parts: a second database, side-by-side streams). Story files count as 'stories'.
 */
export function collectReports(dirs) {
  const counts = {};
  for (const { kind, status } of readReports(dirs)) {
    counts[kind] ??= { passed: 0, failed: 0, skipped: 0 };
    counts[kind][status] += 1;
  }
  return counts;
}

/**
 * The failed tests of the same reports, each as one line (report, file, title, the error's first line): CI shows
 * only the end of a long log, where a task's own output may have scrolled away.
 */
export function listFailures(dirs) {
  return readReports(dirs)
    .filter((test) => test.status === 'failed')
    .map(({ report, file, title, error }) => `${report}: ${[file, title].filter(Boolean).join(' › ')}${error ? ` (${error})` : ''}`);
}

/**
 * Where the reports for people and other tools are: each package's JUnit XML files (reports/*.xml) and Playwright's
 * HTML reports (reports/*-html/index.html, with a failed test's screenshot and trace), as paths from the working folder.
 */
export function listReportFiles(dirs) {
  const junit = [];
  const html = [];
  for (const dir of dirs) {
    const reports = join(dir, 'reports');
    if (!existsSync(reports)) continue;
    for (const name of readdirSync(reports).sort()) {
      if (name.endsWith('.xml')) junit.push(relative(process.cwd(), join(reports, name)));
      else if (name.endsWith('-html') && existsSync(join(reports, name, 'index.html'))) html.push(relative(process.cwd(), join(reports, name, 'index.html')));
    }
  }
  return { junit, html };
}

function readReports(dirs) {
  const tests = [];
  for (const dir of dirs) {
    const reports = join(dir, 'reports');
    if (!existsSync(reports)) continue;
    for (const file of readdirSync(reports)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const kind = file.split('.')[0];
      const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
      const add = (entry) => tests.push({ kind, report: relative(process.cwd(), join(reports, file)), ...entry });
      if (Array.isArray(report.testResults)) readVitest(report, kind, add);
      else if (report.suites || report.errors) {
        readPlaywright(report.suites ?? [], add);
        // Errors outside any test (a web server that did not start, a spec that did not load): the run failed.
        for (const error of report.errors ?? []) add({ status: 'failed', title: 'the run', error: firstLine(error.message) });
      }
    }
  }
  return tests;
}

function readVitest(report, kind, add) {
  for (const file of report.testResults) {
    const fileKind = storyFile.test(file.name) ? 'stories' : kind;
    if (file.assertionResults.length === 0 && file.status === 'failed') {
      add({ kind: fileKind, status: 'failed', file: file.name, error: firstLine(file.message) });
    }
    for (const test of file.assertionResults) {
      const status = test.status === 'passed' || test.status === 'failed' ? test.status : 'skipped';
      add({ kind: fileKind, status, file: file.name, title: test.fullName, error: firstLine(test.failureMessages?.[0]) });
    }
  }
}

/** `describes` are the titles of the enclosing `describe` blocks (a file's own suite is titled by the file). */
function readPlaywright(suites, add, describes = []) {
  for (const suite of suites) {
    const path = suite.title && suite.title !== suite.file ? [...describes, suite.title] : describes;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const status = test.status === 'expected' || test.status === 'flaky' ? 'passed' : test.status === 'skipped' ? 'skipped' : 'failed';
        const title = [test.projectName && `[${test.projectName}]`, [...path, spec.title].join(' › ')].filter(Boolean).join(' ');
        const error = test.results?.map((result) => result.error?.message).find(Boolean);
        add({ status, file: spec.file, title, error: firstLine(error) });
      }
    }
    readPlaywright(suite.suites ?? [], add, path);
  }
}

/** An error's first line without terminal colours, at most 200 characters. */
function firstLine(text) {
  if (!text) return undefined;
  const line =
    stripVTControlCharacters(text)
      .split('\n')
      .find((part) => part.trim()) ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line.trim();
}

/** The tasks of turbo's run summary that ran and exited non-zero, by id (`package#task`). */
export function failedTurboTasks(summary) {
  return (summary.tasks ?? []).filter((task) => turboTaskOutcome(task) === 'failed').map((task) => task.taskId ?? task.task);
}

/** Counts turbo tasks per task name: passed (exit 0, run or cached) and failed. */
export function summariseTurboRun(summary) {
  const result = {};
  for (const task of summary.tasks ?? []) {
    const name = task.task;
    result[name] ??= { passed: 0, failed: 0 };
    const outcome = turboTaskOutcome(task);
    if (outcome) result[name][outcome] += 1;
  }
  return result;
}

/** 'passed' (exit 0, or a cache hit), 'failed' (another exit code, or an error), else undefined (not run). */
function turboTaskOutcome(task) {
  const exitCode = task.execution?.exitCode;
  if (exitCode === 0 || task.cache?.status === 'HIT') return 'passed';
  if ((exitCode !== undefined && exitCode !== null) || task.execution?.error) return 'failed';
  return undefined;
}
