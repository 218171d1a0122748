import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightReporters } from '../../playwright/reporters.mjs';
import { collectReports, failedTurboTasks, listFailures, listReportFiles, summariseTurboRun } from './summary.mjs';

function packageWithReports(reports: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'summary-'));
  mkdirSync(join(dir, 'reports'));
  for (const [name, report] of Object.entries(reports)) writeFileSync(join(dir, 'reports', name), JSON.stringify(report));
  return dir;
}

describe('test summary: counts per kind from Vitest and Playwright reports', () => {
  it('counts Vitest tests by report name, and story files as stories', () => {
    const dir = packageWithReports({
      'unit.json': {
        testResults: [
          { name: '/x/src/a.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'failed' }, { status: 'skipped' }] },
          { name: '/x/src/Button.stories.tsx', status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] },
        ],
      },
    });
    expect(collectReports([dir])).toEqual({
      unit: { passed: 1, failed: 1, skipped: 1 },
      stories: { passed: 2, failed: 0, skipped: 0 },
    });
  });

  it('counts a test file that failed before running any test as one failure', () => {
    const dir = packageWithReports({ 'integration.json': { testResults: [{ name: '/x/test/a.test.ts', status: 'failed', assertionResults: [] }] } });
    expect(collectReports([dir]).integration).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('counts nested Playwright suites, flaky as passed', () => {
    const dir = packageWithReports({
      'e2e.json': {
        suites: [
          {
            specs: [{ tests: [{ status: 'expected' }] }],
            suites: [{ specs: [{ tests: [{ status: 'unexpected' }, { status: 'flaky' }, { status: 'skipped' }] }] }],
          },
        ],
      },
    });
    expect(collectReports([dir]).e2e).toEqual({ passed: 2, failed: 1, skipped: 1 });
  });

  it('adds the parts of a suite run in parts (a second database, side-by-side streams) to its kind', () => {
    const dir = packageWithReports({
      'integration.json': { testResults: [{ name: '/x/test/a.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] }] },
      'integration.postgres.json': { testResults: [{ name: '/x/test/a.test.ts', status: 'failed', assertionResults: [{ status: 'failed' }] }] },
      'e2e.lucky88.json': { suites: [{ specs: [{ tests: [{ status: 'expected' }] }] }] },
      'e2e.goldenlotus.json': { suites: [{ specs: [{ tests: [{ status: 'expected' }, { status: 'unexpected' }] }] }] },
    });
    expect(collectReports([dir])).toEqual({
      integration: { passed: 1, failed: 1, skipped: 0 },
      e2e: { passed: 2, failed: 1, skipped: 0 },
    });
  });

  it('lists each failed test with its file, project, title and the first line of its error, colours removed', () => {
    const dir = packageWithReports({
      'unit.json': {
        testResults: [
          {
            name: '/x/src/a.test.ts',
            status: 'failed',
            assertionResults: [{ status: 'failed', fullName: 'money adds', failureMessages: ['AssertionError: expected 2 to be 3\n    at a.test.ts:4'] }],
          },
          { name: '/x/src/b.test.ts', status: 'failed', message: 'SyntaxError: Unexpected token', assertionResults: [] },
        ],
      },
      'e2e.json': {
        suites: [
          {
            title: 'visual.spec.ts',
            file: 'visual.spec.ts',
            suites: [
              {
                title: 'classic rtl-ur',
                file: 'visual.spec.ts',
                specs: [
                  {
                    file: 'visual.spec.ts',
                    title: 'lobby',
                    tests: [
                      { status: 'expected', projectName: 'chromium-360', results: [] },
                      {
                        status: 'unexpected',
                        projectName: 'chromium-360',
                        results: [{ error: { message: '\u001b[31mError: Screenshot comparison failed:\u001b[39m\n\n  120 pixels' } }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    const failures = listFailures([dir]).map((line) => line.replace(/^.*reports\//, ''));
    expect(failures).toEqual([
      'e2e.json: visual.spec.ts › [chromium-360] classic rtl-ur › lobby (Error: Screenshot comparison failed:)',
      'unit.json: /x/src/a.test.ts › money adds (AssertionError: expected 2 to be 3)',
      'unit.json: /x/src/b.test.ts (SyntaxError: Unexpected token)',
    ]);
  });

  it('counts an error outside any test of a Playwright run (a web server that did not start) as a failure, listed', () => {
    const dir = packageWithReports({
      'e2e.json': { suites: [], errors: [{ message: 'Error: Timed out waiting 60000ms from config.webServer.\n    at …' }] },
    });
    expect(collectReports([dir]).e2e).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(listFailures([dir]).map((line) => line.replace(/^.*reports\//, ''))).toEqual([
      'e2e.json: the run (Error: Timed out waiting 60000ms from config.webServer.)',
    ]);
  });

  it('names the turbo tasks that exited non-zero', () => {
    const summary = {
      tasks: [
        { taskId: '@whitelabel/ui#test', task: 'test', execution: { exitCode: 1 } },
        { taskId: '@whitelabel/ui#lint', task: 'lint', execution: { exitCode: 0 } },
        { taskId: '@whitelabel/core#build', task: 'build', cache: { status: 'HIT' } },
        { taskId: '@whitelabel/site-server#test:e2e', task: 'test:e2e', execution: { exitCode: 1 } },
      ],
    };
    expect(failedTurboTasks(summary)).toEqual(['@whitelabel/ui#test', '@whitelabel/site-server#test:e2e']);
  });

  it('counts turbo tasks per name, cache hits as passed', () => {
    const summary = {
      tasks: [
        { task: 'lint', execution: { exitCode: 0 }, cache: { status: 'MISS' } },
        { task: 'lint', execution: { exitCode: 1 }, cache: { status: 'MISS' } },
        { task: 'build', execution: { exitCode: 0 }, cache: { status: 'HIT' } },
      ],
    };
    expect(summariseTurboRun(summary)).toEqual({ lint: { passed: 1, failed: 1 }, build: { passed: 1, failed: 0 } });
  });
});

describe('reports for people and other tools: JUnit XML and HTML beside the JSON the summary counts', () => {
  it('lists each package’s JUnit files and the HTML reports that were written, and nothing else', () => {
    const dir = packageWithReports({ 'unit.json': { testResults: [] }, 'unit.xml': '<testsuites/>', 'e2e.lucky88.xml': '<testsuites/>' });
    mkdirSync(join(dir, 'reports', 'e2e.lucky88-html'));
    writeFileSync(join(dir, 'reports', 'e2e.lucky88-html', 'index.html'), '<!doctype html>');
    // A report folder Playwright never finished (no index.html) is not offered.
    mkdirSync(join(dir, 'reports', 'e2e-html'));
    const { junit, html } = listReportFiles([dir]);
    expect(junit).toEqual([relative(process.cwd(), join(dir, 'reports', 'e2e.lucky88.xml')), relative(process.cwd(), join(dir, 'reports', 'unit.xml'))]);
    expect(html).toEqual([relative(process.cwd(), join(dir, 'reports', 'e2e.lucky88-html', 'index.html'))]);
  });

  it('names a suite’s JUnit file and HTML folder after its JSON report, so side-by-side streams keep theirs apart', () => {
    expect(playwrightReporters('reports/e2e.goldenlotus.json')).toEqual([
      ['list'],
      ['json', { outputFile: 'reports/e2e.goldenlotus.json' }],
      ['junit', { outputFile: 'reports/e2e.goldenlotus.xml' }],
      ['html', { outputFolder: 'reports/e2e.goldenlotus-html', open: 'never' }],
    ]);
  });
});
