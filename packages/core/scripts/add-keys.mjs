#!/usr/bin/env node
// Merges translation keys into the locale files, keeping each file's key order and formatting:
//   node scripts/add-keys.mjs keys.json
// keys.json: { "en": { "member": { "login": { "title": "Log in" } } }, "th": { "member": { ... } }, ... }
// Each language maps namespaces (common, member, agent, demo) to texts. English must be given, and every other
// language given must have the same keys as English; `locales.test.ts` then names the languages still missing them.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const namespaces = ['common', 'member', 'agent', 'demo'];
const input = JSON.parse(readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8'));

const flatten = (tree, prefix = '') =>
  Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

if (!input.en) throw new Error('the English texts ("en") are required');
for (const namespace of Object.keys(input.en))
  if (!namespaces.includes(namespace)) throw new Error(`unknown namespace ${namespace}: use ${namespaces.join(', ')}`);
const expected = flatten(input.en).sort().join('\n');
for (const [language, texts] of Object.entries(input)) {
  if (flatten(texts).sort().join('\n') !== expected) throw new Error(`${language} does not have the same keys as en`);
}

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object') target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    else target[key] = value;
  }
  return target;
};

for (const [language, texts] of Object.entries(input)) {
  for (const [namespace, tree] of Object.entries(texts)) {
    const file = fileURLToPath(new URL(`../src/i18n/locales/${language}/${namespace}.json`, import.meta.url));
    const merged = merge(JSON.parse(readFileSync(file, 'utf8')), tree);
    // Write then rename, so a concurrent reader never sees half a file.
    writeFileSync(`${file}.tmp`, `${JSON.stringify(merged, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  }
}
console.log(`merged ${expected.split('\n').length} keys into ${Object.keys(input).join(', ')}`);
