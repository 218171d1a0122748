import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { merchantCodes } from '../../merchants/folders.mjs';

/**
 * A merchant is one folder: no merchant's code is written outside merchants/ (docs/conventions.md, "Workspace").
 * Every file the repository holds or would hold (git's tracked and untracked files, ignored ones left out) is read;
 * what may name merchants is below.
 */
const root = join(import.meta.dirname, '..', '..');

/** Files that may name merchants: tests and their fixtures, journeys and their configurations, docs, texts, stories, benchmarks. */
const mayNameMerchants = [
  /^merchants\//,
  /(^|\/)(test|tests|test-multi|e2e|fixtures|mocks|bench|__snapshots__|docs)\//,
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /(^|\/)fixtures\.[cm]?[jt]s$/,
  /\.stories\.tsx?$/,
  /(^|\/)(playwright|vitest)(\.[a-z-]+)?\.config\.ts$/,
  // The journeys' shared configuration: which merchant build runs which journey.
  /^tooling\/playwright\//,
  /^tooling\/scripts\/playwright-streams\.mjs$/,
  /\.md$/,
  /^\.changeset\//,
  /(^|\/)locales\//,
];

/** Sources that may name a merchant for a reason given beside them; any other file naming one fails. */
const knownExceptions = new Map([
  // The contract's example of a merchant code.
  ['openapi/wps.yaml', 'merchantCode example'],
]);

function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // Deleted but not yet committed files and links to folders are not read.
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => existsSync(join(root, file)) && statSync(join(root, file)).isFile()).sort();
}

/** The files outside the allowed places that write a merchant's code, with the first line doing it. */
function filesNamingMerchants(codes: string[], files: string[], base = root) {
  const pattern = new RegExp(`(?<![a-z0-9])(${codes.join('|')})(?![a-z0-9])`, 'i');
  const found: { file: string; line: string }[] = [];
  for (const file of files) {
    if (mayNameMerchants.some((allowed) => allowed.test(file))) continue;
    const content = readFileSync(join(base, file));
    if (content.includes(0)) continue; // images and fonts
    const line = content
      .toString('utf8')
      .split('\n')
      .find((text) => pattern.test(text));
    if (line !== undefined) found.push({ file, line: line.trim().slice(0, 160) });
  }
  return found;
}

describe('merchant codes outside merchants/', () => {
  const codes = merchantCodes(join(root, 'merchants'));

  it('appear in no source, build configuration or script, known exceptions aside', () => {
    expect(codes.length).toBeGreaterThan(0);
    const found = filesNamingMerchants(codes, repositoryFiles()).filter(({ file }) => !knownExceptions.has(file));
    expect(found, 'a merchant is one folder: read it through merchants/ (catalog.mjs, folders.mjs) instead of naming it').toEqual([]);
  });

  it('are found in sources whatever their case, and left alone in tests, journeys and docs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'merchant-codes-'));
    try {
      const files = {
        'apps/site/package.json': '{\n  "build": "OUT_DIR=dist-alpha vite build"\n}',
        'apps/site/other/package.json': '{\n  "test:e2e": "playwright-streams alpha"\n}',
        'apps/site/e2e/streams.json': '[["alpha"]]',
        'apps/site/src/theme.ts': "const className = 'merchant-ALPHA';",
        'apps/site/src/alphabet.ts': "const word = 'alphabet';",
        'apps/site/e2e/home.spec.ts': "test('alpha', () => {});",
        'apps/site/README.md': 'alpha is built into dist-alpha/',
        'merchants/alpha/merchant.json': '{}',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), text);
      }
      expect(filesNamingMerchants(['alpha'], Object.keys(files), dir).map(({ file }) => file)).toEqual([
        'apps/site/package.json',
        'apps/site/other/package.json',
        'apps/site/src/theme.ts',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
