import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const localeFolder = join(import.meta.dirname, '../../../packages/core/src/i18n/locales');
const locales = ['en', 'th', 'zh-TW', 'zh-CN', 'ar'].map((name) => [name, JSON.parse(readFileSync(join(localeFolder, `${name}.json`), 'utf8')) as unknown] as const);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function text(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
}

const source = sourceFiles(import.meta.dirname).map((file) => readFileSync(file, 'utf8')).join('\n');
const literal = [...source.matchAll(/['"`]((?:agent|contract|common|errors|session)\.[A-Za-z0-9_.]+)['"`]/g)].map((match) => match[1]!);
// Keys built from a value: every value the screens can pass.
const built = [
  ...['overview', 'team', 'salary', 'dividend', 'rebate', 'links'].map((tab) => `agent.tabs.${tab}`),
  ...['teamSize', 'newMembers', 'activeMembers', 'turnover', 'depositAmount', 'withdrawAmount', 'netWinLoss', 'commission'].map((key) => `agent.kpi.${key}`),
  ...['today', 'week', 'month'].map((key) => `agent.kpi.periods.${key}`),
  ...['ACCRUING', 'APPLIED', 'APPROVED', 'REJECTED', 'PAID', 'PENDING'].map((key) => `agent.status.${key}`),
  ...['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT'].map((key) => `agent.gameTypes.${key}`),
  ...['subordinates', 'downline'].map((key) => `agent.team.${key}`),
  ...['salary', 'dividend', 'hour'].flatMap((kind) => [`contract.${kind}.title`, `contract.${kind}.intro`]),
  ...['WEEKLY', 'HALF_MONTH', 'MONTHLY'].map((key) => `contract.periods.${key}`),
];

describe('every text of the agent site exists in the five locale files', () => {
  it('finds the keys the screens use', () => {
    expect(literal.length).toBeGreaterThan(100);
  });

  it.each(locales)('%s has a text for each key', (_name, tree) => {
    const missing = [...new Set([...literal, ...built])].filter((key) => !key.endsWith('.') && typeof text(tree, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
