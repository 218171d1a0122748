#!/usr/bin/env node
// `pnpm merchant new <code> --from <existing>` and `pnpm merchant check [code]` (README.md, "Commands"): make a
// merchant's folder from another and check folders with the catalog's own validators, so a frontend team learns what
// is wrong before a build or a test does. Exit codes: 0 done, 1 a check failed, 2 the command itself is wrong.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { appNamespaces, languageInfo } from '@whitelabel/core';
import { contrastPairs, contrastRatio } from '@whitelabel/ui/theme';
import { artworkPieces, isMerchantCode, merchantArtwork, merchantCodes, merchantContent, merchantSettings, merchantsDir, merchantTokens } from './catalog.mjs';
import { MerchantZipError, readMerchantZip, writeMerchantFolder } from './zip.mjs';

const usage = `Usage:
  pnpm merchant new <code> --from <existing> [--name "Display Name"]
      Makes merchants/<code>/ as a copy of merchants/<existing>/ with its own name.
  pnpm merchant check [code | folder.zip]
      Checks one merchant's folder, or every folder: merchant.json, theme.json, artwork/, colour contrast,
      translations and content/. Exits 1 when any check fails. A zip (the theme studio's export) holds one
      folder, <code>/, checked beside the workspace's others (its seed slot and hosts must be its own).

MERCHANTS_DIR points both at another folder of merchants; LOCALES_DIR at another folder of translations.
`;

/** A mistake in the command (unknown command, bad or taken code, unknown merchant): exit 2 with the reason. */
class UsageError extends Error {}

const out = (text = '') => process.stdout.write(`${text}\n`);

/** A path as the user can click it: relative to where the command runs when inside it. */
function shown(path) {
  const relativePath = relative(process.cwd(), path);
  return relativePath === '' ? '.' : relativePath.startsWith('..') || isAbsolute(relativePath) ? path : relativePath;
}

/** A validator's message with the merchants folder written as `shown` writes it. */
const shownMessage = (error, dir) => (error instanceof Error ? error.message : String(error)).replaceAll(`${dir}${sep}`, `${shown(dir)}${sep}`);

// ---------------------------------------------------------------------------------------------------------------- new

/** The display name a code suggests until the team writes the real one: `golden-dragon` is "Golden Dragon". */
const nameFromCode = (code) =>
  code
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/** JSON as the folders write it (and Prettier keeps it): on one line when it fits the line width, else indented. */
function jsonAsFolders(value) {
  const oneLine = (item) =>
    Array.isArray(item)
      ? `[${item.map(oneLine).join(', ')}]`
      : item !== null && typeof item === 'object'
        ? `{ ${Object.entries(item)
            .map(([key, inner]) => `${JSON.stringify(key)}: ${oneLine(inner)}`)
            .join(', ')} }`
        : JSON.stringify(item);
  const line = oneLine(value);
  return line.length <= 160 ? line : JSON.stringify(value, null, 2);
}

function newMerchant(args) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { from: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    out(usage);
    return 0;
  }
  const dir = merchantsDir();
  const [code, ...extra] = positionals;
  if (code === undefined) throw new UsageError("merchant new needs the new merchant's code: pnpm merchant new <code> --from <existing>");
  if (extra.length > 0) throw new UsageError(`merchant new takes one code; also given: ${extra.join(' ')}`);
  if (!isMerchantCode(code))
    throw new UsageError(`"${code}" is not a merchant code: lower-case letters (a-z), digits and dashes, starting with a letter or digit (it is a host name)`);
  const folder = join(dir, code);
  if (existsSync(folder)) throw new UsageError(`${shown(folder)} already exists: merchant code ${code} is taken; choose another`);
  const known = merchantCodes(dir);
  if (values.from === undefined) throw new UsageError(`merchant new needs --from <existing>, the merchant to copy; known: ${known.join(', ')}`);
  if (!known.includes(values.from)) throw new UsageError(`--from ${values.from}: no such merchant in ${shown(dir)}; known: ${known.join(', ')}`);
  const name = values.name?.trim() ?? nameFromCode(code);
  if (name === '') throw new UsageError('--name must not be empty');

  const source = join(dir, values.from);
  cpSync(source, folder, { recursive: true, errorOnExist: true, force: false });
  const configFile = join(folder, 'merchant.json');
  // The name changes, and what the reference server needs each merchant's own: a free seed slot (it numbers the
  // merchant's seeded rows) and its hosts (a host serves one merchant). The source operator's addresses (its app
  // downloads, its customer service channels) are not copied: until the new folder lists its own, the reference
  // server's stand-ins serve. Every other key is the source's.
  const { appDownloads: _appDownloads, supportChannels: _supportChannels, ...config } = JSON.parse(readFileSync(configFile, 'utf8'));
  const own = {};
  if (config.seedSlot !== undefined) {
    const slots = known.map((other) => JSON.parse(readFileSync(join(dir, other, 'merchant.json'), 'utf8')).seedSlot).filter(Number.isInteger);
    own.seedSlot = Math.max(-1, ...slots) + 1;
  }
  if (config.mainDomain !== undefined) own.mainDomain = `${code}.example`;
  if (config.domains !== undefined) own.domains = [];
  writeFileSync(configFile, `${jsonAsFolders({ ...config, name, ...own })}\n`);

  const made = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  out(`Made ${shown(folder)}/ from ${shown(source)}/, named "${name}":`);
  for (const file of made) out(`  ${shown(join(folder, file))}`);
  out();
  out('Next:');
  out(
    `  1. Edit ${shown(configFile)} (name, languages, default language, age limit; production hosts mainDomain and domains, currency, registration, switches) and ${shown(join(folder, 'theme.json'))} (base theme, tokens).`,
  );
  out(`  2. Replace the artwork in ${shown(join(folder, 'artwork'))}/: it is ${values.from}'s, and no two merchants may share a logo or icon.`);
  out(`  3. pnpm merchant check ${code}`);
  out(`  4. Restart the reference server: it seeds ${code} from the folder at start (merchants/README.md, merchant.json).`);
  out(`  5. npm start, then open http://${code}.localhost:5173/m/home`);
  return 0;
}

// -------------------------------------------------------------------------------------------------------------- check

/** The folder of translation bundles: core's (`<tag>/<namespace>.json`), or LOCALES_DIR (a test's own). */
function localesDir() {
  if (process.env.LOCALES_DIR) return resolve(process.env.LOCALES_DIR);
  return join(dirname(createRequire(import.meta.url).resolve('@whitelabel/core/package.json')), 'src', 'i18n', 'locales');
}

/** What a merchant's sites load: the member and the agent site's namespaces (not the theme demo's). */
const siteNamespaces = [...new Set([...appNamespaces.member, ...appNamespaces.agent])];

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(tree, prefix = '', into = {}) {
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') flatten(value, `${prefix}${key}.`, into);
    else into[`${prefix}${key}`] = value;
  }
  return into;
}

/**
 * What a language's bundle of one namespace lacks against English: every English key as a non-empty text, and each
 * plural form the language needs for a counted text (core's locales.test.ts holds the bundles to the same rules).
 */
function bundleProblems(locales, tag, namespace, english) {
  const file = join(locales, tag, `${namespace}.json`);
  if (!existsSync(file)) return [`${shown(file)} is missing: the sites load it for this language`];
  let texts;
  try {
    texts = flatten(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    return [`${shown(file)}: ${error instanceof Error ? error.message : String(error)}`];
  }
  const keys = Object.keys(english).filter((key) => !pluralSuffix.test(key));
  const missing = keys.filter((key) => typeof texts[key] !== 'string' || texts[key].trim() === '');
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  if (categories.length > 1)
    for (const key of keys.filter((key) => String(english[key]).includes('{{count}}')))
      missing.push(...categories.filter((category) => typeof texts[`${key}_${category}`] !== 'string').map((category) => `${key}_${category}`));
  if (missing.length === 0) return [];
  const listed = missing.slice(0, 5).join(', ') + (missing.length > 5 ? `, … ${missing.length - 5} more` : '');
  return [`${shown(file)} lacks ${missing.length} text${missing.length === 1 ? '' : 's'} that English has: ${listed}`];
}

const englishBundles = new Map();
function englishBundle(locales, namespace) {
  const key = join(locales, namespace);
  if (!englishBundles.has(key)) englishBundles.set(key, flatten(JSON.parse(readFileSync(join(locales, 'en', `${namespace}.json`), 'utf8'))));
  return englishBundles.get(key);
}

/** A check's outcome: its name (the file or subject), ✓ with a summary or ✗ with each problem, and warnings. */
const passed = (name, summary, warnings = []) => ({ name, ok: true, summary, problems: [], warnings });
const failed = (name, problems) => ({ name, ok: false, summary: '', problems, warnings: [] });
const notChecked = (name, reason) => ({ name, ok: false, summary: '', problems: [`not checked: ${reason}`], warnings: [] });

/** A folder's seed slot as written, or -1 where it has none that reads. */
function seedSlotOf(code, dir) {
  try {
    const slot = JSON.parse(readFileSync(join(dir, code, 'merchant.json'), 'utf8')).seedSlot;
    return Number.isInteger(slot) ? slot : -1;
  } catch {
    return -1;
  }
}

function checkConfig(code, dir) {
  try {
    // Every key, the reference server's too (it seeds the merchant from them), and no seed slot or host of another
    // folder (whose own problems are its own check's).
    const config = merchantSettings(code, dir);
    for (const other of merchantCodes(dir).filter((candidate) => candidate !== code)) {
      let theirs;
      try {
        theirs = merchantSettings(other, dir);
      } catch {
        continue;
      }
      if (theirs.seedSlot === config.seedSlot) {
        const free = Math.max(...merchantCodes(dir).map((each) => seedSlotOf(each, dir))) + 1;
        throw new Error(`${join(dir, code, 'merchant.json')}: seedSlot ${config.seedSlot} is ${other}'s too; each folder needs its own (${free} is free)`);
      }
      const shared = [config.mainDomain, ...config.domains].find((host) => [theirs.mainDomain, ...theirs.domains].includes(host));
      if (shared) throw new Error(`${join(dir, code, 'merchant.json')}: domains names ${shared}, which ${other} names too; a host serves one merchant`);
    }
    const summary =
      `"${config.name}", languages ${config.languages.join(', ')} (default ${config.defaultLanguage}), age limit ${config.ageLimit}, ` +
      `${config.currency.code}, seed slot ${config.seedSlot}`;
    return { result: passed('merchant.json', summary), config };
  } catch (error) {
    // The validator stops at its first error; the others show once this one is fixed.
    return { result: failed('merchant.json', [shownMessage(error, dir)]) };
  }
}

async function checkTheme(code, dir) {
  try {
    const tokens = await merchantTokens(code, dir);
    const theme = JSON.parse(readFileSync(join(dir, code, 'theme.json'), 'utf8'));
    const changed = Object.values(theme.tokens ?? {}).reduce((count, group) => count + Object.keys(group).length, 0);
    return { result: passed('theme.json', `extends ${theme.extends}, changes ${changed} token${changed === 1 ? '' : 's'}`), tokens, theme };
  } catch (error) {
    return { result: failed('theme.json', [shownMessage(error, dir)]) };
  }
}

/** Artwork another merchant of the folder has byte for byte: a copied folder's pieces not yet redrawn. */
function identicalArtwork(code, dir, artwork) {
  const warnings = [];
  for (const other of merchantCodes(dir).filter((candidate) => candidate !== code)) {
    let theirs;
    try {
      theirs = merchantArtwork(other, dir);
    } catch {
      continue;
    }
    const same = Object.entries(artwork).flatMap(([piece, svg]) => (svg !== null && svg === theirs[piece] ? [piece] : []));
    if (same.length > 0) warnings.push(`${same.join(', ')} ${same.length === 1 ? 'is' : 'are'} ${other}'s too: draw this merchant's own before it ships`);
  }
  return warnings;
}

function checkArtwork(code, dir) {
  try {
    const artwork = merchantArtwork(code, dir);
    const drawn = Object.values(artwork).filter((svg) => svg !== null).length;
    const pieces = Object.keys(artworkPieces).length;
    const summary = `${drawn} of ${pieces} pieces drawn, each a valid SVG of its shape${drawn < pieces ? ' (the build draws the others)' : ''}`;
    return passed('artwork/', summary, identicalArtwork(code, dir, artwork));
  } catch (error) {
    return failed('artwork/', [shownMessage(error, dir)]);
  }
}

/** The optional content/ folder: what it replaces, and each language of the merchant some entry leaves to the default. */
function checkContent(code, dir, config) {
  let content;
  try {
    content = merchantContent(code, dir);
  } catch (error) {
    return failed('content/', [shownMessage(error, dir)]);
  }
  if (content === undefined) return passed('content/', 'none: the reference server seeds its default notices, marquee, promotions and help');
  const summary = Object.entries(content)
    .map(([kind, list]) => `${list.length} ${kind}`)
    .join(', ');
  const warnings = [];
  for (const language of config.languages.filter((candidate) => candidate !== config.defaultLanguage)) {
    for (const [kind, list] of Object.entries(content)) {
      const missing = list.filter((entry) => Object.values(entry).some((texts) => typeof texts === 'object' && texts[language] === undefined)).length;
      if (missing > 0) warnings.push(`${language}: ${missing} of ${list.length} ${kind} show the ${config.defaultLanguage} text (no ${language} text)`);
    }
  }
  return passed('content/', `${summary}, in place of the defaults`, warnings);
}

/** Where a colour token's value comes from: the merchant's theme.json, or the base theme it extends. */
const tokenSource = (theme, token) => (theme.tokens?.color?.[token] !== undefined ? `theme.json tokens.color.${token}` : `base theme ${theme.extends}`);

/** Every text/background pair the kit draws (ui's `contrastPairs`, the one list) against its WCAG 2.2 AA minimum. */
function checkContrast(tokens, theme) {
  const problems = [];
  for (const { foreground, background, minimum } of contrastPairs) {
    const [fg, bg] = [tokens.color[foreground], tokens.color[background]];
    const kind = minimum >= 4.5 ? 'text' : 'non-text UI';
    let ratio;
    try {
      ratio = contrastRatio(fg, bg);
    } catch (error) {
      problems.push(`${foreground} (${fg}) on ${background} (${bg}): ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    // Rounded down, so a ratio shown as 4.50 never fails 4.5.
    if (ratio < minimum)
      problems.push(
        `${foreground} ${fg} on ${background} ${bg}: ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1, at least ${minimum}:1 (${kind}) is needed; ` +
          `${foreground} from ${tokenSource(theme, foreground)}, ${background} from ${tokenSource(theme, background)}`,
      );
  }
  if (problems.length > 0) return failed('contrast', [`${problems.length} of ${contrastPairs.length} pairs below WCAG 2.2 AA:`, ...problems]);
  return passed('contrast', `${contrastPairs.length} text/background pairs meet WCAG 2.2 AA (4.5:1 text, 3:1 non-text UI)`);
}

function checkLanguages(config) {
  const locales = localesDir();
  const problems = [];
  for (const code of config.languages) {
    const { tag } = languageInfo(code);
    if (!existsSync(join(locales, tag))) {
      problems.push(`${code} (${tag}): no translations: ${shown(join(locales, tag))}/ is missing; the sites load its ${siteNamespaces.join(', ')}.json`);
      continue;
    }
    for (const namespace of siteNamespaces) {
      let english;
      try {
        english = englishBundle(locales, namespace);
      } catch (error) {
        return failed('languages', [`${shown(join(locales, 'en', `${namespace}.json`))}: ${error instanceof Error ? error.message : String(error)}`]);
      }
      problems.push(...bundleProblems(locales, tag, namespace, english).map((problem) => `${code} (${tag}): ${problem}`));
    }
  }
  if (problems.length > 0) return failed('languages', problems);
  return passed('languages', `${config.languages.join(', ')}: complete bundles (${siteNamespaces.join(', ')}) in ${shown(locales)}`);
}

/** Every check of one merchant, none stopping the others: a check that needs another's result says so. */
async function checkMerchant(code, dir) {
  const { result: configResult, config } = checkConfig(code, dir);
  const { result: themeResult, tokens, theme } = await checkTheme(code, dir);
  return [
    configResult,
    themeResult,
    checkArtwork(code, dir),
    tokens ? checkContrast(tokens, theme) : notChecked('contrast', 'theme.json must be valid first'),
    config ? checkLanguages(config) : notChecked('languages', 'merchant.json must be valid first'),
    config ? checkContent(code, dir, config) : notChecked('content/', 'merchant.json must be valid first'),
  ];
}

function printMerchant(code, dir, results) {
  out(`${code} (${shown(join(dir, code))})`);
  const width = Math.max(...results.map((result) => result.name.length));
  for (const result of results) {
    const [first, ...rest] = result.ok ? [result.summary] : result.problems;
    out(`  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(width)}  ${first}`);
    for (const line of rest) out(`  ${' '.repeat(width + 4)}${line}`);
    for (const warning of result.warnings) out(`  ${' '.repeat(width + 4)}! ${warning}`);
  }
  out();
}

async function check(args) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    out(usage);
    return 0;
  }
  if (positionals.length > 1) throw new UsageError(`merchant check takes at most one code; given: ${positionals.join(' ')}`);
  if (positionals[0]?.toLowerCase().endsWith('.zip')) return checkZip(positionals[0]);
  const dir = merchantsDir();
  const known = merchantCodes(dir);
  const [only] = positionals;
  if (only !== undefined && !known.includes(only)) throw new UsageError(`No merchant ${only} in ${shown(dir)}; known: ${known.join(', ') || 'none'}`);
  if (known.length === 0) throw new UsageError(`No merchant folder (<code>/merchant.json) in ${shown(dir)}`);
  const codes = only === undefined ? known : [only];
  let failures = 0;
  for (const code of codes) {
    const results = await checkMerchant(code, dir);
    printMerchant(code, dir, results);
    if (results.some((result) => !result.ok)) failures += 1;
  }
  const checked = `${codes.length} merchant${codes.length === 1 ? '' : 's'} checked`;
  out(failures === 0 ? `${checked}: all pass.` : `${checked}: ${failures} with problems (✗ above).`);
  return failures === 0 ? 0 : 1;
}

/** A zip's folder, unpacked where it can be checked; a zip that is not one merchant folder is a UsageError saying why. */
function unpackMerchantZip(file) {
  if (!existsSync(file) || !statSync(file).isFile()) throw new UsageError(`${file}: no such file`);
  let folder;
  try {
    folder = readMerchantZip(readFileSync(file));
  } catch (error) {
    if (error instanceof MerchantZipError) throw new UsageError(`${file}: ${error.message}`);
    throw error;
  }
  const dir = mkdtempSync(join(tmpdir(), 'merchant-zip-'));
  writeMerchantFolder(dir, folder);
  return { dir, code: folder.code };
}

/** Checks a zip's folder beside the workspace's other folders, as if it were unpacked into merchants/. */
async function checkZip(file) {
  const { dir, code } = unpackMerchantZip(file);
  try {
    const workspace = merchantsDir();
    const replaces = merchantCodes(workspace).includes(code);
    for (const other of merchantCodes(workspace).filter((candidate) => candidate !== code))
      cpSync(join(workspace, other), join(dir, other), { recursive: true });
    const results = await checkMerchant(code, dir);
    out(
      `${file}: the folder ${code}/, checked beside ${shown(workspace)}'s other folders${replaces ? ` (it would replace ${shown(join(workspace, code))})` : ''}`,
    );
    printMerchant(code, dir, results);
    const ok = results.every((result) => result.ok);
    out(ok ? `${code}: passes; unpack it into ${shown(workspace)}/ to add it.` : `${code}: has problems (✗ above).`);
    return ok ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// --------------------------------------------------------------------------------------------------------------- main

const commands = { new: newMerchant, check };

/** @param {string[]} argv the command's words after `merchant` */
async function main(argv) {
  const [command, ...args] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    out(usage);
    return command === undefined ? 2 : 0;
  }
  const run = commands[command];
  if (!run) throw new UsageError(`Unknown command ${command}; commands: ${Object.keys(commands).join(', ')}`);
  if (!existsSync(merchantsDir())) throw new UsageError(`MERCHANTS_DIR is ${process.env.MERCHANTS_DIR}: no such folder`);
  return run(args);
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // parseArgs refuses an unknown option with a TypeError carrying this code.
  const usageMistake = error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  if (!usageMistake) throw error;
  process.stderr.write(`merchant: ${error.message}\n(pnpm merchant help: the commands and their options)\n`);
  process.exitCode = 2;
}
