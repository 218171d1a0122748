// The merchant catalog: every folder here with a merchant.json is a merchant, its code the folder's name
// (README.md). Build configurations, tests and journeys read merchants through this module only, so a new
// folder is a new merchant without any other file changing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ageLimits, isLanguageCode, languages } from '@whitelabel/core';
import { minorUnitsOf, moneyIntegerDigits } from '@whitelabel/rules';
import { contrastRatio, extendTokens, themeCss } from '@whitelabel/ui/theme';
import { artworkPieces, checkArtworkSvg } from './artwork.mjs';
import { merchantCodes, merchantsDir } from './folders.mjs';

export { artworkMaxBytes, artworkPieces, checkArtworkSvg } from './artwork.mjs';

export { firstMerchantCode, merchantBuildDir, merchantCodes, merchantHosts, merchantsDir } from './folders.mjs';

/** A merchant code: the folder's name, in URLs, file names and the API's merchantCode. */
/** How a merchant proves phone numbers: the API server's SMS (the default) or Firebase phone authentication. */
const phoneChannels = ['sms', 'firebase'];
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

/** Whether `value` may be a merchant's code: lower-case letters, digits and dashes, starting with a letter or digit. */
export const isMerchantCode = (value) => typeof value === 'string' && codePattern.test(value);

/** The merchant's theme.json: the base theme of @whitelabel/ui it extends and the tokens it changes. */
function readTheme(folder) {
  const file = join(folder, 'theme.json');
  const theme = readJson(file);
  onlyKeys(file, theme, ['extends', 'tokens']);
  if (typeof theme.extends !== 'string' || !codePattern.test(theme.extends)) throw new Error(`${file}: extends must name a theme of @whitelabel/ui`);
  return { extends: theme.extends, tokens: theme.tokens ?? {} };
}

/** Keys of merchant.json: what the sites need, then what the reference server needs (README.md "merchant.json"). */
const siteKeys = ['name', 'defaultLanguage', 'languages', 'ageLimit', 'phoneVerification'];
const serverKeys = [
  'seedSlot',
  'mainDomain',
  'domains',
  'currency',
  'countryDialingCode',
  'whitelabel',
  'features',
  'socialLogin',
  'mobileTemplate',
  'hiddenVendors',
  'register',
  'appDownloads',
  'supportChannels',
  'amounts',
];
/** Settings the reference server cannot start without; the rest have a default (README.md). */
const requiredServerKeys = ['seedSlot', 'mainDomain', 'currency', 'amounts', 'countryDialingCode', 'register'];

/** The switches of `features` (each off unless listed true) and the social login buttons of `socialLogin`. */
export const featureSwitches = ['mobileCodeLogin', 'resetByMail', 'resetByVerification'];
export const socialLoginProviders = ['line', 'facebook', 'google'];
/** The switches of `register`: which ways of registering the site offers and what it checks. */
export const registerSwitches = ['usernameRegistration', 'mobileRegistration', 'mobileVerification', 'mobilePassword', 'captcha', 'affiliateCheck'];
/** The app downloads a folder may link (`appDownloads`): the iOS app, the Android package, the iOS profile. */
export const appDownloadKinds = ['ios', 'android', 'mobileconfig'];
/** The customer service channels a folder may list (`supportChannels`), each an https address. */
export const supportChannelKinds = ['livechat', 'telegram', 'line', 'whatsapp'];
const fieldRuleKeys = ['enabled', 'required', 'patternId', 'minLength', 'maxLength'];

const hostPattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const flagPattern = /^[A-Z0-9][A-Z0-9_-]*$/;
const namePattern = /^[A-Za-z][A-Za-z0-9]*$/;
const isBoolean = (value) => typeof value === 'boolean';
const isCount = (value) => Number.isInteger(value) && value >= 0;

/** Throws `file: field what is wrong (what is allowed)`: the one error style of merchant.json. */
function fieldError(file, field, what) {
  return new Error(`${file}: ${field} ${what}`);
}

/** A list of distinct strings each matching `pattern`; `allowed` says what an entry may be. */
function stringList(file, field, value, pattern, allowed) {
  if (!Array.isArray(value)) throw fieldError(file, field, `must be a list of ${allowed}`);
  const wrong = value.find((entry) => typeof entry !== 'string' || !pattern.test(entry));
  if (wrong !== undefined) throw fieldError(file, field, `lists ${JSON.stringify(wrong)}; each entry must be ${allowed}`);
  const twice = value.find((entry, index) => value.indexOf(entry) !== index);
  if (twice !== undefined) throw fieldError(file, field, `lists ${twice} twice`);
  return value;
}

/** An object of booleans whose keys are among `keys`; `required` lists the keys it must have. */
function switches(file, field, value, keys, required = []) {
  if (!isObject(value)) throw fieldError(file, field, `must be an object of switches (${keys.join(', ')})`);
  const unknown = Object.keys(value).filter((key) => !keys.includes(key));
  if (unknown.length > 0) throw fieldError(file, field, `has unknown ${unknown.join(', ')} (allowed: ${keys.join(', ')})`);
  const missing = required.filter((key) => !(key in value));
  if (missing.length > 0) throw fieldError(file, field, `needs ${missing.join(', ')} (true or false)`);
  const wrong = Object.keys(value).find((key) => !isBoolean(value[key]));
  if (wrong !== undefined) throw fieldError(file, `${field}.${wrong}`, 'must be true or false');
  return value;
}

/**
 * `currency`: ISO 4217 code and minor units, the minor units written out so a reader of the folder sees how amounts
 * are shown, and checked against the standard's (the server and the sites take them from it). The amounts a member
 * may move are the folder's `amounts`, in this currency.
 */
function currencyOf(file, value) {
  if (!isObject(value)) throw fieldError(file, 'currency', 'must be an object { "code": "VND", "minorUnits": 0 } (ISO 4217)');
  const unknown = Object.keys(value).filter((key) => !['code', 'minorUnits'].includes(key));
  if (unknown.length > 0) throw fieldError(file, 'currency', `has unknown ${unknown.join(', ')} (allowed: code, minorUnits)`);
  if (typeof value.code !== 'string' || !/^[A-Z]{3}$/.test(value.code))
    throw fieldError(file, 'currency.code', `is ${JSON.stringify(value.code)}; it must be an ISO 4217 code of three capital letters, e.g. "THB"`);
  const standard = minorUnitsOf(value.code);
  if (value.minorUnits !== standard)
    throw fieldError(
      file,
      'currency.minorUnits',
      `is ${JSON.stringify(value.minorUnits)}; ${value.code} has ${standard} minor units in ISO 4217 (VND 0, THB 2)`,
    );
  return { code: value.code, minorUnits: value.minorUnits };
}

/** The groups of `amounts` and their fields: each a range, some with presets (README.md "merchant.json"). */
const amountGroups = {
  deposit: ['min', 'max', 'presets'],
  withdrawal: ['min', 'max'],
  bet: ['min', 'max', 'presets'],
  rebate: ['minClaim'],
};

/** One amount of `amounts`, in the currency's major units: above 0, no finer than its minor units, within the contract's digits. */
function amountOf(file, field, value, currency) {
  const scaled = typeof value === 'number' ? value * 10 ** currency.minorUnits : Number.NaN;
  const example = currency.minorUnits === 0 ? '100000' : '100.50';
  if (!(scaled > 0) || Math.abs(scaled - Math.round(scaled)) > 1e-6)
    throw fieldError(
      file,
      field,
      `is ${JSON.stringify(value)}; it must be a number above 0 in ${currency.code} with at most ${currency.minorUnits} decimals, e.g. ${example}`,
    );
  if (value >= 10 ** moneyIntegerDigits) throw fieldError(file, field, `is ${value}; an amount has at most ${moneyIntegerDigits} digits before the point`);
  return value;
}

/**
 * `amounts`: what a member may move, in the currency's major units (VND 100000, THB 100): the deposit and withdrawal
 * ranges, the stake range of a round, the deposit presets (the quick amounts of the QR channel) and the stake presets
 * (the demo game's choices), and the smallest rebate paid out. The seeded demo data (promotions, VIP thresholds,
 * balances) is sized by the deposit minimum.
 */
function amountsOf(file, value, currency) {
  const shape = Object.entries(amountGroups)
    .map(([group, keys]) => `${group}: { ${keys.join(', ')} }`)
    .join(', ');
  if (!isObject(value)) throw fieldError(file, 'amounts', `must be an object { ${shape} } in ${currency.code}`);
  const unknown = Object.keys(value).filter((key) => !(key in amountGroups));
  if (unknown.length > 0) throw fieldError(file, 'amounts', `has unknown ${unknown.join(', ')} (allowed: ${Object.keys(amountGroups).join(', ')})`);
  const amounts = {};
  for (const [group, keys] of Object.entries(amountGroups)) {
    const field = `amounts.${group}`;
    const given = value[group];
    if (!isObject(given)) throw fieldError(file, field, `must be an object { ${keys.join(', ')} }`);
    const extra = Object.keys(given).filter((key) => !keys.includes(key));
    if (extra.length > 0) throw fieldError(file, field, `has unknown ${extra.join(', ')} (allowed: ${keys.join(', ')})`);
    const missing = keys.filter((key) => !(key in given));
    if (missing.length > 0) throw fieldError(file, field, `needs ${missing.join(', ')}`);
    const checked = {};
    for (const key of keys.filter((each) => each !== 'presets')) checked[key] = amountOf(file, `${field}.${key}`, given[key], currency);
    if (checked.min !== undefined && checked.min > checked.max) throw fieldError(file, field, `has min ${checked.min} above max ${checked.max}`);
    if (keys.includes('presets')) {
      const presets = given.presets;
      if (!Array.isArray(presets) || presets.length === 0)
        throw fieldError(file, `${field}.presets`, `must be a list of amounts from ${checked.min} to ${checked.max}`);
      presets.forEach((preset, index) => {
        amountOf(file, `${field}.presets[${index}]`, preset, currency);
        if (preset < checked.min || preset > checked.max)
          throw fieldError(
            file,
            `${field}.presets[${index}]`,
            `is ${preset}; a preset must be from ${checked.min} to ${checked.max} (the group's min and max)`,
          );
        if (index > 0 && preset <= presets[index - 1]) throw fieldError(file, `${field}.presets`, `must rise: ${preset} comes after ${presets[index - 1]}`);
      });
      checked.presets = [...presets];
    }
    amounts[group] = checked;
  }
  return amounts;
}

/** One field rule of `register.fields`: the whole rule replacing the server's default for that field. */
function fieldRuleOf(file, field, value) {
  if (!isObject(value)) throw fieldError(file, field, `must be a rule object { "enabled": true, "required": false, "patternId"?, "minLength"?, "maxLength"? }`);
  const unknown = Object.keys(value).filter((key) => !fieldRuleKeys.includes(key));
  if (unknown.length > 0) throw fieldError(file, field, `has unknown ${unknown.join(', ')} (allowed: ${fieldRuleKeys.join(', ')})`);
  for (const key of ['enabled', 'required']) if (!isBoolean(value[key])) throw fieldError(file, `${field}.${key}`, 'must be true or false');
  if (value.required && !value.enabled) throw fieldError(file, field, 'is required but not enabled; a required field must have "enabled": true');
  if (value.patternId !== undefined && (typeof value.patternId !== 'string' || !namePattern.test(value.patternId)))
    throw fieldError(file, `${field}.patternId`, 'must name a pattern of the server\'s rule table (e.g. "handle")');
  for (const key of ['minLength', 'maxLength'])
    if (value[key] !== undefined && !isCount(value[key])) throw fieldError(file, `${field}.${key}`, 'must be a whole number of characters, 0 or more');
  if (value.minLength !== undefined && value.maxLength !== undefined && value.minLength > value.maxLength)
    throw fieldError(file, field, `has minLength ${value.minLength} above maxLength ${value.maxLength}`);
  const { enabled, required, patternId, minLength, maxLength } = value;
  return {
    enabled,
    required,
    ...(patternId !== undefined ? { patternId } : {}),
    ...(minLength !== undefined ? { minLength } : {}),
    ...(maxLength !== undefined ? { maxLength } : {}),
  };
}

/** `register`: every switch, and the field rules that differ from the server's defaults. */
function registerOf(file, value) {
  if (!isObject(value)) throw fieldError(file, 'register', `must be an object of ${registerSwitches.join(', ')} and fields`);
  const { fields = {}, ...rest } = value;
  const settings = switches(file, 'register', rest, registerSwitches, registerSwitches);
  if (!isObject(fields)) throw fieldError(file, 'register.fields', 'must be an object of field rules by field name');
  const rules = Object.fromEntries(
    Object.entries(fields).map(([name, rule]) => {
      if (!namePattern.test(name)) throw fieldError(file, `register.fields.${name}`, 'is not a field name (letters and digits, e.g. "nickname")');
      return [name, fieldRuleOf(file, `register.fields.${name}`, rule)];
    }),
  );
  return { ...settings, fields: rules };
}

/** merchant.json, checked key by key: each error names the file, the field, what is wrong and what is allowed. */
function readMerchantFile(code, dir) {
  const folder = folderOf(code, dir);
  const file = join(folder, 'merchant.json');
  const data = readJson(file);
  onlyKeys(file, data, [...siteKeys, ...serverKeys]);
  if (typeof data.name !== 'string' || data.name.trim() === '') throw new Error(`${file}: name must be a non-empty string`);
  // "all": every interface language, including those added later.
  const offered = data.languages === 'all' ? languages.map((language) => language.code) : data.languages;
  if (!Array.isArray(offered) || offered.length === 0 || !offered.every(isLanguageCode))
    throw new Error(`${file}: languages must be "all" or a list of language codes`);
  if (new Set(offered).size !== offered.length) throw new Error(`${file}: languages lists a language twice`);
  if (!offered.includes(data.defaultLanguage)) throw new Error(`${file}: defaultLanguage must be one of its languages`);
  if (!ageLimits.includes(data.ageLimit)) throw new Error(`${file}: ageLimit must be one of ${ageLimits.join(', ')}`);
  if (data.phoneVerification !== undefined && !phoneChannels.includes(data.phoneVerification))
    throw new Error(`${file}: phoneVerification must be one of ${phoneChannels.join(', ')}`);
  const config = {
    code,
    name: data.name,
    themeId: readTheme(folder).extends,
    defaultLanguage: data.defaultLanguage,
    languages: offered,
    ageLimit: data.ageLimit,
    ...(data.phoneVerification ? { phoneVerification: data.phoneVerification } : {}),
  };

  const server = {};
  if (data.seedSlot !== undefined) {
    if (!isCount(data.seedSlot))
      throw fieldError(file, 'seedSlot', `is ${JSON.stringify(data.seedSlot)}; it must be a whole number, 0 or more, no other folder's`);
    server.seedSlot = data.seedSlot;
  }
  for (const key of ['mainDomain']) {
    if (data[key] === undefined) continue;
    if (typeof data[key] !== 'string' || !hostPattern.test(data[key]))
      throw fieldError(file, key, `is ${JSON.stringify(data[key])}; it must be a lower-case host name, e.g. "www.example.com"`);
    server[key] = data[key];
  }
  if (data.domains !== undefined) server.domains = stringList(file, 'domains', data.domains, hostPattern, 'a lower-case host name or IPv4 address');
  if (data.currency !== undefined) server.currency = currencyOf(file, data.currency);
  if (data.amounts !== undefined) {
    if (!server.currency) throw fieldError(file, 'amounts', 'needs the folder\'s currency (write "currency" beside it)');
    server.amounts = amountsOf(file, data.amounts, server.currency);
  }
  if (data.countryDialingCode !== undefined) {
    if (typeof data.countryDialingCode !== 'string' || !/^\+[1-9]\d{0,3}$/.test(data.countryDialingCode))
      throw fieldError(file, 'countryDialingCode', `is ${JSON.stringify(data.countryDialingCode)}; it must be "+" and 1 to 4 digits, e.g. "+66"`);
    server.countryDialingCode = data.countryDialingCode;
  }
  if (data.whitelabel !== undefined) server.whitelabel = stringList(file, 'whitelabel', data.whitelabel, flagPattern, 'an upper-case flag, e.g. "DEPOSIT"');
  if (data.hiddenVendors !== undefined)
    server.hiddenVendors = stringList(file, 'hiddenVendors', data.hiddenVendors, flagPattern, 'an upper-case vendor code, e.g. "SV3"');
  if (data.features !== undefined) server.features = switches(file, 'features', data.features, featureSwitches);
  if (data.socialLogin !== undefined)
    server.socialLogin = stringList(
      file,
      'socialLogin',
      data.socialLogin,
      new RegExp(`^(${socialLoginProviders.join('|')})$`),
      `one of ${socialLoginProviders.join(', ')}`,
    );
  if (data.mobileTemplate !== undefined) {
    const template = data.mobileTemplate;
    if (
      !isObject(template) ||
      Object.keys(template).some((key) => !['mem_cen', 'dep_func'].includes(key)) ||
      ![template.mem_cen, template.dep_func].every((flag) => flag === 0 || flag === 1)
    )
      throw fieldError(file, 'mobileTemplate', 'must be { "mem_cen": 0 or 1, "dep_func": 0 or 1 }');
    server.mobileTemplate = { mem_cen: template.mem_cen, dep_func: template.dep_func };
  }
  if (data.register !== undefined) server.register = registerOf(file, data.register);
  if (data.appDownloads !== undefined)
    server.appDownloads = httpsAddresses(file, 'appDownloads', data.appDownloads, appDownloadKinds, 'https://www.example.com/app.apk');
  if (data.supportChannels !== undefined)
    server.supportChannels = httpsAddresses(file, 'supportChannels', data.supportChannels, supportChannelKinds, 'https://t.me/example_support');
  return { file, config, server };
}

/** An object of https addresses by kind (`appDownloads`, `supportChannels`), checked: each kind known, each an https address. */
function httpsAddresses(file, field, value, kinds, example) {
  if (!isObject(value)) throw fieldError(file, field, `must be an object of https addresses by kind (${kinds.join(', ')})`);
  for (const [kind, url] of Object.entries(value)) {
    if (!kinds.includes(kind)) throw fieldError(file, field, `has unknown ${kind} (allowed: ${kinds.join(', ')})`);
    if (typeof url !== 'string' || !URL.canParse(url) || new URL(url).protocol !== 'https:')
      throw fieldError(file, `${field}.${kind}`, `is ${JSON.stringify(url)}; it must be an https address, e.g. "${example}"`);
  }
  return value;
}

/** The merchant's configuration (core's MerchantConfig), from its merchant.json and the base theme in its theme.json. */
export function merchantConfig(code, dir = merchantsDir()) {
  return readMerchantFile(code, dir).config;
}

/**
 * Everything the reference server seeds for the merchant (README.md "merchant.json"): the configuration and its own
 * keys, with the defaults of those a folder may leave out. A missing required key fails naming the file and the key.
 */
export function merchantSettings(code, dir = merchantsDir()) {
  const { file, config, server } = readMerchantFile(code, dir);
  const missing = requiredServerKeys.filter((key) => server[key] === undefined);
  if (missing.length > 0)
    throw new Error(`${file}: the reference server needs ${missing.join(', ')} (README.md "merchant.json"); the member and agent sites build without them`);
  return {
    ...config,
    ...server,
    domains: server.domains ?? [],
    whitelabel: server.whitelabel ?? [],
    hiddenVendors: server.hiddenVendors ?? [],
    features: Object.fromEntries(featureSwitches.map((name) => [name, server.features?.[name] ?? false])),
    socialLogin: server.socialLogin ?? [],
    mobileTemplate: server.mobileTemplate ?? { mem_cen: 0, dep_func: 0 },
    appDownloads: server.appDownloads ?? {},
    supportChannels: server.supportChannels ?? {},
  };
}

/**
 * Every merchant's settings, in code order, checked across folders: two merchants may share no seedSlot (it numbers
 * each one's seeded rows) and no host name (a host resolves to one merchant).
 */
export function allMerchantSettings(dir = merchantsDir()) {
  const all = merchantCodes(dir).map((code) => merchantSettings(code, dir));
  const slotOwner = new Map();
  const hostOwner = new Map();
  for (const merchant of all) {
    const file = join(dir, merchant.code, 'merchant.json');
    const other = slotOwner.get(merchant.seedSlot);
    if (other) {
      const free = Math.max(...all.map((each) => each.seedSlot)) + 1;
      throw fieldError(file, 'seedSlot', `${merchant.seedSlot} is ${other}'s too; each folder needs its own (${free} is free)`);
    }
    slotOwner.set(merchant.seedSlot, merchant.code);
    for (const host of new Set([merchant.mainDomain, ...merchant.domains])) {
      const owner = hostOwner.get(host);
      if (owner) throw fieldError(file, 'domains', `names ${host}, which ${owner} names too; a host serves one merchant`);
      hostOwner.set(host, merchant.code);
    }
  }
  return all;
}

/**
 * Refuses a site build whose merchant verifies phones through a channel the build cannot serve: the server's SMS
 * needs nothing, Firebase needs the app's plug (`plugs` lists the plugs the build carries). Without it the phone
 * forms could send no code at all.
 */
export function checkPhoneVerification(code, plugs, dir = merchantsDir()) {
  const channel = merchantConfig(code, dir).phoneVerification ?? 'sms';
  if (channel === 'sms' || plugs.includes(channel)) return;
  const file = join(folderOf(code, dir), 'merchant.json');
  throw new Error(
    `${file}: "phoneVerification": "${channel}" needs a site build with the ${channel} plug, and this build has none. ` +
      'Give createAppServices a firebasePhoneSignIn (src/main.tsx) and list "firebase" in phoneVerificationPlugs (vite.config.ts), ' +
      'as apps/member-web/README.md "Phone verification by Firebase" shows, or set "phoneVerification": "sms".',
  );
}

/** Text of a generated logo: the merchant's name, escaped for XML. */
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The advance of a bold sans-serif glyph in em, by kind: the widest of common system fonts (Arial, Helvetica, Roboto,
 * Noto Sans) per class, so the measured width is never short of what the browser draws.
 */
function glyphAdvance(grapheme) {
  const code = grapheme.codePointAt(0) ?? 0;
  if (/\p{Mark}/u.test(grapheme) && grapheme.length === 1) return 0;
  // CJK, Hangul, Kana and full-width forms: a full em.
  if (
    (code >= 0x1100 && code <= 0x11ff) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xff00 && code <= 0xffef)
  )
    return 1;
  if (grapheme === ' ') return 0.28;
  if (/[iIl.,:;'!|]/.test(grapheme)) return 0.3;
  if (/[fjrt()-]/.test(grapheme)) return 0.4;
  if (/[MWmw@%]/.test(grapheme)) return 0.95;
  if (/\p{Lu}|\d/u.test(grapheme)) return 0.74;
  return 0.64;
}

/** The width of `text` at `fontSize`, measured grapheme by grapheme (a Thai syllable or an emoji is one). */
export function measureText(text, fontSize) {
  const segments = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
  return segments.reduce((width, { segment }) => width + glyphAdvance(segment), 0) * fontSize;
}

/**
 * The logo of a merchant whose folder has none: its initial in a brand disc, then its full name. The viewBox is as
 * wide as the name measures, and the text is held to that width (textLength), so whatever font the browser picks the
 * name is never cut: the picture scales down as a whole in the header instead.
 */
export function fallbackLogo(name, colours) {
  const fontSize = 30;
  const height = 60;
  const textStart = 70;
  const textWidth = Math.ceil(measureText(name, fontSize));
  const width = textStart + textWidth + 8;
  const initial = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim())][0]?.segment ?? '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">`,
    `<circle cx="30" cy="30" r="27" fill="${colours.brand}"/>`,
    `<text x="30" y="41" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="${colours.onBrand}">${escapeXml(initial.toUpperCase())}</text>`,
    `<text x="${textStart}" y="41" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${colours.text}">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}

/**
 * The merchant's artwork/ folder, checked: each piece's SVG text by file name, or null where the folder has none
 * (the build then draws one: {@link fallbackLogo} for the logos, the theme-coloured mark for icons). An unknown file,
 * a wrong format or shape fails with the file's path and what is wrong.
 */
export function merchantArtwork(code, dir = merchantsDir()) {
  const folder = join(folderOf(code, dir), 'artwork');
  const pieces = Object.fromEntries(Object.keys(artworkPieces).map((name) => [name, null]));
  if (!existsSync(folder)) return pieces;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = join(folder, entry.name);
    const piece = artworkPieces[entry.name];
    if (!entry.isFile() || !piece)
      throw new Error(
        `${file}: not a piece of a merchant's artwork; allowed: ${Object.entries(artworkPieces)
          .map(([name, { use }]) => `${name} (${use})`)
          .join(', ')}`,
      );
    const svg = readFileSync(file, 'utf8');
    checkArtworkSvg(file, svg, piece.ratio);
    pieces[entry.name] = svg;
  }
  return pieces;
}

/**
 * What a merchant's optional `content/` folder may hold, each file a list that takes the place of the reference
 * server's default rows of its kind (README.md "content/"). Texts are objects by language code: the merchant's default
 * language is required, its other languages optional (a reader of a missing one gets the default language's text).
 */
const contentKinds = {
  'notices.json': { use: 'announcements on the notice board', max: 19, fields: { title: 'text', body: 'html' } },
  'marquee.json': { use: 'lines of the scrolling marquee', max: 10, fields: { text: 'text' } },
  'promotions.json': { use: 'promotions (their art is drawn from the title)', max: 40, fields: { title: 'text', body: 'html', category: 'category' } },
  'help.json': { use: 'help centre topics (tag "terms" is the terms page)', max: 40, fields: { tag: 'tag', title: 'text', body: 'html' } },
};

/** The default promotion categories a folder's promotion may name (the seed's four). */
export const promotionCategoryNames = ['new-members', 'daily', 'vip', 'slots'];

/** A text by language: an object whose keys are the merchant's languages, the default among them, each non-empty. */
function languageTexts(where, value, config) {
  if (!isObject(value)) throw new Error(`${where} must be an object of texts by language, e.g. { "${config.defaultLanguage}": "…" }`);
  const unknown = Object.keys(value).filter((language) => !config.languages.includes(language));
  if (unknown.length > 0) throw new Error(`${where}: ${unknown.join(', ')} is not a language of the merchant (${config.languages.join(', ')})`);
  if (value[config.defaultLanguage] === undefined) throw new Error(`${where} needs the default language ${config.defaultLanguage}`);
  const empty = Object.entries(value).find(([, text]) => typeof text !== 'string' || text.trim() === '');
  if (empty) throw new Error(`${where}.${empty[0]} must be a non-empty string`);
  return value;
}

/**
 * The merchant's own content (`content/*.json`), checked: undefined for a folder without `content/`, else the lists
 * its files hold by kind (`notices`, `marquee`, `promotions`, `help`). A wrong file names the file, the entry and the field.
 */
export function merchantContent(code, dir = merchantsDir()) {
  const folder = join(folderOf(code, dir), 'content');
  if (!existsSync(folder)) return undefined;
  const config = merchantConfig(code, dir);
  const content = {};
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(folder, entry.name);
    const kind = contentKinds[entry.name];
    if (!kind || !entry.isFile())
      throw new Error(
        `${file}: not a content file; allowed: ${Object.entries(contentKinds)
          .map(([name, { use }]) => `${name} (${use})`)
          .join(', ')}`,
      );
    const list = readJson(file);
    if (!Array.isArray(list) || list.length === 0 || list.length > kind.max) throw new Error(`${file} must hold a list of 1 to ${kind.max} entries`);
    const tags = new Set();
    content[entry.name.replace(/\.json$/, '')] = list.map((item, index) => {
      const where = `${file}: [${index}]`;
      onlyKeys(where, item, Object.keys(kind.fields));
      const checked = {};
      for (const [field, type] of Object.entries(kind.fields)) {
        const value = item[field];
        if (type === 'category') {
          if (value !== undefined && !promotionCategoryNames.includes(value))
            throw new Error(`${where}.${field} is ${JSON.stringify(value)}; it must be one of ${promotionCategoryNames.join(', ')}`);
          checked[field] = value ?? promotionCategoryNames[0];
        } else if (type === 'tag') {
          if (typeof value !== 'string' || !/^[a-z][a-z0-9-]{0,31}$/.test(value))
            throw new Error(`${where}.${field} is ${JSON.stringify(value)}; it must be a lower-case word (letters, digits, dashes), e.g. "terms"`);
          if (tags.has(value)) throw new Error(`${where}.${field} ${value} is another entry's too; each topic needs its own`);
          tags.add(value);
          checked[field] = value;
        } else {
          checked[field] = languageTexts(`${where}.${field}`, value, config);
        }
      }
      return checked;
    });
  }
  return content;
}

/** Every merchant's configuration, in code order. */
export function merchantConfigs(dir = merchantsDir()) {
  return merchantCodes(dir).map((code) => merchantConfig(code, dir));
}

/** The base themes @whitelabel/ui ships (its `./themes/<id>` entries), for an error to say what is allowed. */
function baseThemeIds() {
  const folder = join(dirname(createRequire(import.meta.url).resolve('@whitelabel/ui/package.json')), 'dist', 'themes');
  return existsSync(folder)
    ? readdirSync(folder)
        .flatMap((name) => (name.endsWith('.js') ? [name.slice(0, -3)] : []))
        .sort()
    : [];
}

/**
 * The merchant's theme tokens: its theme.json's base theme with its own tokens laid over. Reads theme.json only, so
 * a theme is checked even when merchant.json is wrong (`pnpm merchant check`); a token the contract lacks is refused.
 */
export async function merchantTokens(code, dir = merchantsDir()) {
  const theme = readTheme(folderOf(code, dir));
  const file = join(dir, code, 'theme.json');
  let themes = {};
  try {
    themes = await import(`@whitelabel/ui/themes/${theme.extends}`);
  } catch (error) {
    // No such entry is a wrong `extends`; any other failure (ui not built, a broken module) is shown as it is.
    if (!(error instanceof Error && 'code' in error && error.code === 'ERR_MODULE_NOT_FOUND')) throw error;
  }
  const base = Object.values(themes).find((value) => isObject(value) && value.id === theme.extends);
  if (!base) {
    const known = baseThemeIds();
    throw new Error(`${file}: extends: @whitelabel/ui has no theme ${theme.extends}${known.length > 0 ? `; its themes: ${known.join(', ')}` : ''}`);
  }
  try {
    return extendTokens(base.tokens, theme.tokens);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The two colours of the merchant's theme that drawn art (banners, promotions, tiles) is a gradient of, white text over
 * the first: the first of brand, accent and the sunken and plain surfaces that carries white large text (3:1), then the
 * brand, or the accent where the brand is that first. A dark theme with a gold brand gets its navy into gold.
 */
export function artColours(tokens) {
  const { brand, accent, surfaceSunken, surface } = tokens.color;
  const ground = [brand, accent, surfaceSunken, surface].find((colour) => contrastRatio('#ffffff', colour) >= 3) ?? '#232526';
  return [ground, ground === brand ? accent : brand];
}

/**
 * The merchant's configuration and theme: its tokens (the base theme's with its own laid over) and the one CSS
 * rule setting them under its class, which a build carries instead of a base theme's.
 */
export async function loadMerchant(code, dir = merchantsDir()) {
  const config = merchantConfig(code, dir);
  const tokens = await merchantTokens(code, dir);
  const className = `merchant-${code}`;
  const artwork = merchantArtwork(code, dir);
  return {
    config,
    tokens,
    artwork,
    logo: headerLogo(config.name, tokens, artwork),
    theme: { id: code, name: config.name, className, css: themeCss(`.${className}`, tokens) },
  };
}

/**
 * The logo the header shows: the dark variant on a dark header, the light one on a light header (the header is the
 * theme's raised surface), or one drawn from the name and the theme's colours where the folder lacks that variant.
 */
function headerLogo(name, tokens, artwork) {
  const background = tokens.color.surfaceRaised;
  const variant = contrastRatio('#ffffff', background) > contrastRatio('#000000', background) ? 'dark' : 'light';
  const drawn = artwork[`logo-${variant}.svg`];
  const svg = drawn ?? fallbackLogo(name, { brand: tokens.color.brand, onBrand: tokens.color.brandContrast, text: tokens.color.text });
  const [, , width, height] = /\sviewBox="([^"]*)"/
    .exec(svg)[1]
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return { svg, variant, generated: drawn === null, width, height };
}
