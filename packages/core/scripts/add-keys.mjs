#!/usr/bin/env node
// Merges translation keys into the locale files, all five languages at once, keeping each file's
// key order and formatting: node scripts/add-keys.mjs keys.json
// keys.json: { "en": { "login": { "title": "Log in" } }, "th": {...}, "zh-TW": {...}, "zh-CN": {...}, "ar": {...} }
// Every language of the file must be given, and each with the same keys, so no language falls behind.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const languages = ['en', 'th', 'zh-TW', 'zh-CN', 'ar'];
const input = JSON.parse(readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8'));

const flatten = (tree, prefix = '') =>
  Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

const expected = flatten(input.en ?? {}).sort().join('\n');
for (const language of languages) {
  if (!input[language]) throw new Error(`missing language ${language}`);
  const keys = flatten(input[language]).sort().join('\n');
  if (keys !== expected) throw new Error(`${language} does not have the same keys as en`);
}

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object') target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    else target[key] = value;
  }
  return target;
};

for (const language of languages) {
  const file = fileURLToPath(new URL(`../src/i18n/locales/${language}.json`, import.meta.url));
  const merged = merge(JSON.parse(readFileSync(file, 'utf8')), input[language]);
  // Write then rename, so a concurrent reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(merged, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
console.log(`merged ${expected.split('\n').length} keys into ${languages.join(', ')}`);
