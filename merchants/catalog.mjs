// The merchant catalog: every folder here with a merchant.json is a merchant, its code the folder's name
// (README.md). Build configurations, tests and journeys read merchants through this module only, so a new
// folder is a new merchant without any other file changing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ageLimits, isLanguageCode, languages } from '@whitelabel/core';
import { contrastRatio, extendTokens, themeCss } from '@whitelabel/ui/theme';
import { merchantCodes, merchantsDir } from './folders.mjs';

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

/** The merchant's configuration (core's MerchantConfig), from its merchant.json and the base theme in its theme.json. */
export function merchantConfig(code, dir = merchantsDir()) {
  const folder = folderOf(code, dir);
  const file = join(folder, 'merchant.json');
  const data = readJson(file);
  onlyKeys(file, data, ['name', 'defaultLanguage', 'languages', 'ageLimit', 'phoneVerification']);
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
  return {
    code,
    name: data.name,
    themeId: readTheme(folder).extends,
    defaultLanguage: data.defaultLanguage,
    languages: offered,
    ageLimit: data.ageLimit,
    ...(data.phoneVerification ? { phoneVerification: data.phoneVerification } : {}),
  };
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

/**
 * The pieces of a merchant's artwork/ folder: each an SVG file, checked by the shape of its viewBox (width / height),
 * and what a missing piece becomes. Logos sit in the header, a mark and a wordmark: wider than high, at most 8:1 (the
 * header gives them 112 px, which is 14 px high at 8:1). Icons are squares; the maskable one fills its square and
 * keeps its mark inside the central 80 % a launcher may cut to. The splash is a portrait screen.
 */
export const artworkPieces = {
  'logo-light.svg': { use: 'logo on light backgrounds', ratio: [2, 8] },
  'logo-dark.svg': { use: 'logo on dark backgrounds', ratio: [2, 8] },
  'favicon.svg': { use: 'favicon', ratio: [1, 1] },
  'icon.svg': { use: 'app icon', ratio: [1, 1] },
  'icon-maskable.svg': { use: 'maskable app icon', ratio: [1, 1] },
  'splash.svg': { use: 'splash screen', ratio: [0.4, 0.75] },
};

/** The largest artwork file: an SVG drawn by hand is a few KB; anything larger is a traced bitmap or carries one. */
const artworkMaxBytes = 32 * 1024;

const numberPattern = /^-?(?:\d+\.?\d*|\.\d+)$/;

/** Checks one SVG of the artwork folder; throws naming the file and what is wrong. Returns its viewBox's width and height. */
function checkSvg(file, svg, ratio) {
  const fail = (what) => {
    throw new Error(`${file}: ${what}`);
  };
  if (Buffer.byteLength(svg) > artworkMaxBytes) fail(`is ${Buffer.byteLength(svg)} bytes; at most ${artworkMaxBytes} are allowed`);
  const root = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg\b([^>]*)>/.exec(svg);
  if (!root) fail('is not an SVG document (it must start with an <svg> element)');
  if (!/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(root[1]))
    fail('the <svg> element needs xmlns="http://www.w3.org/2000/svg" (browsers show an image without it as broken)');
  if (!/<\/svg>\s*$/.test(svg)) fail('does not end with </svg>');
  const viewBox = /\sviewBox="([^"]*)"/.exec(root[1]);
  if (!viewBox) fail('the <svg> element needs a viewBox="0 0 width height" (without one the image cannot scale)');
  const parts = viewBox[1].trim().split(/[\s,]+/);
  if (parts.length !== 4 || !parts.every((part) => numberPattern.test(part))) fail(`viewBox "${viewBox[1]}" must be four numbers`);
  const [width, height] = parts.slice(2).map(Number);
  if (!(width > 0 && height > 0)) fail(`viewBox "${viewBox[1]}" must have a positive width and height`);
  const shape = width / height;
  if (shape < ratio[0] - 1e-9 || shape > ratio[1] + 1e-9) {
    const allowed = ratio[0] === ratio[1] ? `${ratio[0]}:1 (a square)` : `between ${ratio[0]}:1 and ${ratio[1]}:1`;
    fail(`viewBox ${width}×${height} is ${shape.toFixed(2)}:1 (width:height); ${allowed} is allowed`);
  }
  // An image is a picture, never a program or a fetch: the browser would not run or load them in <img>, so they only hide mistakes.
  if (/<script\b|<foreignObject\b/i.test(svg)) fail('must not hold <script> or <foreignObject>');
  if (/\son[a-z]+\s*=/i.test(svg)) fail('must not hold event attributes (on…=)');
  const external = /(?:href|src)\s*=\s*"(?!#)([^"]*)"/i.exec(svg) ?? /url\(\s*['"]?(?!#)([^)'"]+)/i.exec(svg);
  if (external) fail(`refers to ${external[1]}; artwork must be self-contained (only #fragment references)`);
  return { width, height };
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
    checkSvg(file, svg, piece.ratio);
    pieces[entry.name] = svg;
  }
  return pieces;
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
