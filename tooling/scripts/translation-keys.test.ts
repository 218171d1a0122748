import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No dead texts: every English key is used by some source of the libraries or the apps. A key counts as used when
 * the source names it whole (`'home.title'`), when a template literal or a concatenation builds it
 * (`` `games.types.${type}` `` covers `games.types.SLOT`), or when it is a plural form of a used key. Tests and
 * journeys do not count: a text only they read is dead for the user. Keys missing from the texts fail `tsc` in the
 * apps (typed resources) and `keys.test.ts` in core.
 */
const root = join(import.meta.dirname, '..', '..');
const localesFolder = join(root, 'packages', 'core', 'src', 'i18n', 'locales', 'en');
// The reference server counts: its registration rules send message keys the sites translate.
const sourceFolders = [
  'packages/core/src',
  'packages/ui/src',
  'packages/app-shell/src',
  'apps/member-web/src',
  'apps/agent-web/src',
  'apps/theme-demo/src',
  'apps/api-server/src',
];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? flatten(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'locales' || name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the sources say of keys: whole literals, and patterns for templates and concatenated prefixes. */
function referencesIn(code: string): { literals: Set<string>; patterns: RegExp[] } {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const match of code.matchAll(/(['"])([A-Za-z][\w-]*(?:\.[\w-]+)+\.?)\1/g)) {
    const text = match[2]!;
    if (text.endsWith('.')) patterns.push(new RegExp(`^${escape(text)}[\\w.-]+$`));
    else literals.add(text);
  }
  for (const match of code.matchAll(/`([^`]*\$\{[^`]*)`/g)) {
    const template = match[1]!;
    if (!/^[A-Za-z][\w-]*\.(?:[\w-]+\.|\$\{)/.test(template)) continue;
    const parts = template.split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/);
    patterns.push(new RegExp(`^${parts.map(escape).join('[\\w-]+(?:\\.[\\w-]+)*')}$`));
  }
  return { literals, patterns };
}

const englishKeys = readdirSync(localesFolder).flatMap((file) =>
  flatten(JSON.parse(readFileSync(join(localesFolder, file), 'utf8')) as Record<string, unknown>),
);
const references = sourceFolders.flatMap((folder) => sources(join(root, folder))).map((file) => referencesIn(readFileSync(file, 'utf8')));
const literals = new Set(references.flatMap((reference) => [...reference.literals]));
const patterns = references.flatMap((reference) => reference.patterns);

describe('translation keys: none unused', () => {
  it('reads the English texts and the sources', () => {
    expect(englishKeys.length).toBeGreaterThan(1000);
    expect(literals).toContain('common.login');
  });

  it('recognises whole keys, templates and prefixes', () => {
    const { literals: found, patterns: built } = referencesIn("t('home.title'); t(`games.types.${type}`); t(`status.${key}.title`); t('record.codes.' + code)");
    expect(found).toEqual(new Set(['home.title']));
    const covered = (key: string) => built.some((pattern) => pattern.test(key));
    expect(['games.types.SLOT', 'status.maintenance.title', 'record.codes.DEPOSIT'].filter(covered)).toHaveLength(3);
    expect(['games.title', 'status.maintenance.body', 'record.title'].filter(covered)).toEqual([]);
  });

  it('has no English text that no source uses', () => {
    const unused = englishKeys.filter((key) => {
      const base = key.replace(pluralSuffix, '');
      return !literals.has(base) && !patterns.some((pattern) => pattern.test(base));
    });
    expect(unused).toEqual([]);
  });
});
