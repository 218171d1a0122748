// The merchant catalog: every folder here with a merchant.json is a merchant, its code the folder's name
// (README.md). Build configurations, tests and journeys read merchants through this module only, so a new
// folder is a new merchant without any other file changing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ageLimits, isLanguageCode, languages } from '@whitelabel/core';
import { extendTokens, themeCss } from '@whitelabel/ui/theme';
import { merchantCodes, merchantsDir } from './folders.mjs';

export { firstMerchantCode, merchantBuildDir, merchantCodes, merchantHosts, merchantsDir } from './folders.mjs';

/** A merchant code: the folder's name, in URLs, file names and the API's merchantCode. */
const codePattern = /^[a-z0-9][a-z0-9-]*$/;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function onlyKeys(file, value, keys) {
  if (!isObject(value)) throw new Error(`${file} must hold an object`);
  const unknown = Object.keys(value).filter((key) => !keys.includes(key));
  if (unknown.length > 0) throw new Error(`${file}: unknown ${unknown.join(', ')} (expected ${keys.join(', ')})`);
}

function folderOf(code, dir) {
  if (!codePattern.test(code)) throw new Error(`Merchant code ${code} must be lower-case letters, digits and dashes`);
  const folder = join(dir, code);
  if (!existsSync(join(folder, 'merchant.json'))) throw new Error(`Unknown merchant ${code}; known: ${merchantCodes(dir).join(', ')}`);
  return folder;
}

/** The merchant's theme.json: the base theme of @whitelabel/ui it extends and the tokens it changes. */
function readTheme(folder) {
  const file = join(folder, 'theme.json');
  const theme = readJson(file);
  onlyKeys(file, theme, ['extends', 'tokens']);
  if (typeof theme.extends !== 'string' || !codePattern.test(theme.extends)) throw new Error(`${file}: extends must name a theme of @whitelabel/ui`);
  return { extends: theme.extends, tokens: theme.tokens ?? {} };
}

/** The merchant's configuration (core's MerchantConfig), from its merchant.json and the base theme in its theme.json. */
export function merchantConfig(code, dir = merchantsDir()) {
  const folder = folderOf(code, dir);
  const file = join(folder, 'merchant.json');
  const data = readJson(file);
  onlyKeys(file, data, ['name', 'defaultLanguage', 'languages', 'ageLimit']);
  if (typeof data.name !== 'string' || data.name.trim() === '') throw new Error(`${file}: name must be a non-empty string`);
  // "all": every interface language, including those added later.
  const offered = data.languages === 'all' ? languages.map((language) => language.code) : data.languages;
  if (!Array.isArray(offered) || offered.length === 0 || !offered.every(isLanguageCode))
    throw new Error(`${file}: languages must be "all" or a list of language codes`);
  if (new Set(offered).size !== offered.length) throw new Error(`${file}: languages lists a language twice`);
  if (!offered.includes(data.defaultLanguage)) throw new Error(`${file}: defaultLanguage must be one of its languages`);
  if (!ageLimits.includes(data.ageLimit)) throw new Error(`${file}: ageLimit must be one of ${ageLimits.join(', ')}`);
  return { code, name: data.name, themeId: readTheme(folder).extends, defaultLanguage: data.defaultLanguage, languages: offered, ageLimit: data.ageLimit };
}

/** Every merchant's configuration, in code order. */
export function merchantConfigs(dir = merchantsDir()) {
  return merchantCodes(dir).map((code) => merchantConfig(code, dir));
}

/**
 * The merchant's configuration and theme: its tokens (the base theme's with its own laid over) and the one CSS
 * rule setting them under its class, which a build carries instead of a base theme's.
 */
export async function loadMerchant(code, dir = merchantsDir()) {
  const config = merchantConfig(code, dir);
  const theme = readTheme(join(dir, code));
  const base = Object.values(await import(`@whitelabel/ui/themes/${theme.extends}`)).find((value) => isObject(value) && value.id === theme.extends);
  if (!base) throw new Error(`${join(dir, code, 'theme.json')}: @whitelabel/ui has no theme ${theme.extends}`);
  const tokens = extendTokens(base.tokens, theme.tokens);
  const className = `merchant-${code}`;
  return { config, tokens, theme: { id: code, name: config.name, className, css: themeCss(`.${className}`, tokens) } };
}
