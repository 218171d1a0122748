// Reads test reports (Vitest and Playwright JSON) and turbo's run summary into counts per kind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const storyFile = /\.stories\.[jt]sx?$/;

/**
 * Counts tests per kind from each package's reports/<kind>.json and reports/<kind>.<part>.json (a suite run in
 * parts: a second database, side-by-side streams). Story files count as 'stories'.
 */
export function collectReports(dirs) {
  const counts = {};
  const add = (kind, status) => {
    counts[kind] ??= { passed: 0, failed: 0, skipped: 0 };
    counts[kind][status] += 1;
  };
  for (const dir of dirs) {
    const reports = join(dir, 'reports');
    if (!existsSync(reports)) continue;
    for (const file of readdirSync(reports).filter((name) => name.endsWith('.json'))) {
      const kind = file.split('.')[0];
      const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
      if (Array.isArray(report.testResults)) readVitest(report, kind, add);
      else if (report.suites) readPlaywright(report.suites, kind, add);
    }
  }
  return counts;
}

function readVitest(report, kind, add) {
  for (const file of report.testResults) {
    const fileKind = storyFile.test(file.name) ? 'stories' : kind;
    if (file.assertionResults.length === 0 && file.status === 'failed') add(fileKind, 'failed');
    for (const test of file.assertionResults) {
      if (test.status === 'passed') add(fileKind, 'passed');
      else if (test.status === 'failed') add(fileKind, 'failed');
      else add(fileKind, 'skipped');
    }
  }
}

function readPlaywright(suites, kind, add) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'flaky') add(kind, 'passed');
        else if (test.status === 'skipped') add(kind, 'skipped');
        else add(kind, 'failed');
      }
    }
    readPlaywright(suite.suites ?? [], kind, add);
  }
}

/** Counts turbo tasks per task name: passed (exit 0, run or cached) and failed. */
export function summariseTurboRun(summary) {
  const result = {};
  for (const task of summary.tasks ?? []) {
    const name = task.task;
    result[name] ??= { passed: 0, failed: 0 };
    const exitCode = task.execution?.exitCode;
    if (exitCode === 0 || task.cache?.status === 'HIT') result[name].passed += 1;
    else if (exitCode !== undefined && exitCode !== null) result[name].failed += 1;
    else if (task.execution?.error) result[name].failed += 1;
  }
  return result;
}
