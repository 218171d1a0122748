import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import agent from './locales/en/agent.json';
import common from './locales/en/common.json';
import demo from './locales/en/demo.json';
import member from './locales/en/member.json';

/** The English texts of every namespace (their top-level keys are disjoint). */
const en = { ...common, ...member, ...agent, ...demo };

const sourceRoot = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function has(tree: unknown, key: string): boolean {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

const namespaces = ['validation', 'reward', 'search', 'promotion', 'notice', 'sms', 'session', 'errors'];
const keyLiteral = new RegExp(`['"\`]((?:${namespaces.join('|')})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');

describe('translation keys (docs/conventions.md: every user-visible string is a key)', () => {
  const referenced = new Set(sourceFiles(sourceRoot).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(keyLiteral)].map((match) => match[1]!)));

  it('finds the keys the rules use', () => {
    expect(referenced.size).toBeGreaterThan(30);
    expect(referenced).toContain('validation.confirmPassword.mismatch');
  });

  it('has an English text for every key a module references (the other four files match English)', () => {
    const missing = [...referenced].filter((key) => !key.endsWith('.') && !has(en, key));
    expect(missing).toEqual([]);
  });
});

describe('error catalogue (spec section 8): every code the server can answer has a translated text', () => {
  it('has an errors.<CODE> text in English for every code of the contract (the other four files match English)', async () => {
    const { errorFamilies } = await import('@whitelabel/api');
    const missing = Object.keys(errorFamilies).filter((code) => !has(en, `errors.${code}`));
    expect(missing).toEqual([]);
  });
});
