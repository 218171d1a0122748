// What every Playwright suite of the workspace reports: the list on the terminal, JSON for the test command's summary,
// JUnit XML for a CI server or a QA dashboard, and Playwright's HTML report (with each failure's screenshot and, outside
// CI, its trace) to open in a browser. One place, so every suite's reports sit under the same names.
import { env } from 'node:process';

/**
 * The reporters of a suite whose JSON report is `jsonFile` (e.g. `reports/e2e.json`); the JUnit file and the HTML
 * report's folder take its name (`reports/e2e.xml`, `reports/e2e-html/`), so parallel streams keep theirs apart.
 * @param {string} jsonFile
 */
export function playwrightReporters(jsonFile) {
  const base = jsonFile.replace(/\.json$/, '');
  return /** @type {const} */ ([
    ['list'],
    ['json', { outputFile: jsonFile }],
    ['junit', { outputFile: `${base}.xml` }],
    ['html', { outputFolder: `${base}-html`, open: 'never' }],
  ]);
}

/**
 * A failed test's screenshot always; its trace outside CI: recording one costs every journey about a tenth of the
 * processor, and CI keeps no artifacts, so CI records none.
 */
export const failureArtifacts = /** @type {const} */ ({
  screenshot: 'only-on-failure',
  trace: env.CI ? 'off' : 'retain-on-failure',
});
