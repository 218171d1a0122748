import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Modules that may use React: the hooks subpath and the i18n bootstrap (react-i18next binding). */
const reactAllowed = (path: string) => path.startsWith('hooks/') || path === 'i18n/index.ts';
// jotai's root and `jotai/react` bind to React; `jotai/vanilla` does not.
const reactImport = /from\s+['"]((react|react-dom|react-i18next|@tanstack\/react-query)(\/[^'"]*)?|jotai(\/react|\/utils)?)['"]/;

describe('package boundaries (no React in pure modules, no app dependency)', () => {
  const sources = files(root).map((path) => ({ path: relative(root, path).replaceAll('\\', '/'), text: readFileSync(path, 'utf8') }));

  it('keeps React out of every module outside ./hooks', () => {
    const offenders = sources.filter((source) => !reactAllowed(source.path) && source.text.match(reactImport) !== null).map((source) => source.path);
    expect(offenders).toEqual([]);
  });

  it('imports no app', () => {
    expect(sources.filter((source) => /from\s+['"]@whitelabel\/(member-web|agent-web|theme-demo|api-server)/.test(source.text)).map((s) => s.path)).toEqual([]);
  });
});
