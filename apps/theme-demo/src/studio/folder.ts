import { isLanguageCode, languages, type LanguageCode } from '@whitelabel/core/i18n';
import { artworkMaxBytes, artworkPieces, artworkPngMaxBytes, checkArtworkSvg, pngSize, svgOfPng, type ArtworkFile } from '@whitelabel/merchants/artwork';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { FolderHistoryCodec, ThemeFile } from './draft.js';

/** A merchant folder of the workspace as the studio reads it: its merchant.json as written, its artwork. */
export interface WorkspaceFolder {
  merchant: Record<string, unknown>;
  artwork: Partial<Record<ArtworkFile, string>>;
}

/** What the studio edits of a merchant's folder besides its theme: merchant.json's site keys and the artwork. */
export interface FolderDraft {
  code: string;
  name: string;
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  mobileTemplate: { mem_cen: 0 | 1; dep_func: 0 | 1 };
  /** The artwork the exported folder holds: a workspace merchant's own, or what the designer uploaded. */
  artwork: Partial<Record<ArtworkFile, string>>;
  /** The merchant.json this draft started from: every key the studio does not edit is written back as it is. */
  base: Record<string, unknown>;
  /** The workspace folder the draft edits (its code, seed slot and hosts stay); none for a new merchant. */
  editing?: string;
}

export const artworkFiles = Object.keys(artworkPieces) as ArtworkFile[];
const codePattern = /^[a-z0-9][a-z0-9-]*$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The code a name suggests for a new merchant: `Golden Dragon` is `golden-dragon`. */
export const codeFromName = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const offeredLanguages = (value: unknown): LanguageCode[] =>
  value === 'all' ? languages.map((language) => language.code) : Array.isArray(value) ? value.filter(isLanguageCode) : [];

/**
 * A draft from a workspace folder (editing it), or a new merchant from a base theme: a copy of the first folder's
 * settings as `pnpm merchant new` makes one, named `newName` (the page's "<theme> merchant"), its code from that name
 * in Latin letters (else the theme's id), and no artwork (the build draws it until one is uploaded).
 */
export function startFolder(
  source: { kind: 'merchant' | 'theme'; id: string; name: string },
  folders: Readonly<Record<string, WorkspaceFolder>>,
  newName = source.name,
): FolderDraft {
  const own = source.kind === 'merchant' ? folders[source.id] : undefined;
  const base = own?.merchant ?? Object.values(folders)[0]?.merchant ?? {};
  const chosen = offeredLanguages(base.languages);
  const languageSet: LanguageCode[] = chosen.length > 0 ? chosen : ['EN'];
  const defaultLanguage = isLanguageCode(base.defaultLanguage) && languageSet.includes(base.defaultLanguage) ? base.defaultLanguage : languageSet[0]!;
  const template = isObject(base.mobileTemplate) ? base.mobileTemplate : {};
  const name = own ? String(base.name ?? source.name) : newName;
  return {
    code: own ? source.id : codeFromName(name) || `${source.id}-merchant`,
    name,
    languages: languageSet,
    defaultLanguage,
    mobileTemplate: { mem_cen: template.mem_cen === 1 ? 1 : 0, dep_func: template.dep_func === 1 ? 1 : 0 },
    artwork: { ...(own?.artwork ?? {}) },
    base,
    ...(own ? { editing: source.id } : {}),
  };
}

/** A field of the folder draft that is wrong, with the text key of its message. */
export interface FolderProblem {
  field: 'code' | 'name' | 'languages' | 'defaultLanguage';
  key: string;
  values?: Record<string, string>;
}

/** What stops the folder from being exported: a code that is not one or is another merchant's, no name, no language. */
export function folderProblems(draft: FolderDraft, takenCodes: readonly string[]): FolderProblem[] {
  const problems: FolderProblem[] = [];
  if (!codePattern.test(draft.code)) problems.push({ field: 'code', key: 'demo.studio.folder.codeInvalid' });
  else if (draft.code !== draft.editing && takenCodes.includes(draft.code))
    problems.push({ field: 'code', key: 'demo.studio.folder.codeTaken', values: { code: draft.code } });
  if (draft.name.trim() === '') problems.push({ field: 'name', key: 'demo.studio.folder.nameRequired' });
  if (draft.languages.length === 0) problems.push({ field: 'languages', key: 'demo.studio.folder.languagesRequired' });
  else if (!draft.languages.includes(draft.defaultLanguage)) problems.push({ field: 'defaultLanguage', key: 'demo.studio.folder.defaultNotOffered' });
  return problems;
}

/**
 * The folder's merchant.json: the keys it started from, the studio's edits laid over. A new merchant (not the folder
 * it started from) gets what `pnpm merchant new` gives: the next free seed slot, `<code>.example` and no other host,
 * and none of the source operator's addresses (app downloads, customer service channels).
 */
export function merchantFile(draft: FolderDraft, folders: Readonly<Record<string, WorkspaceFolder>>): Record<string, unknown> {
  const { appDownloads: _appDownloads, supportChannels: _supportChannels, ...copied } = draft.base;
  const edited = {
    name: draft.name.trim(),
    defaultLanguage: draft.defaultLanguage,
    languages: draft.languages,
    mobileTemplate: draft.mobileTemplate,
  };
  if (draft.editing === draft.code) return { ...draft.base, ...edited };
  const slots = Object.values(folders)
    .map((folder) => folder.merchant.seedSlot)
    .filter(Number.isInteger) as number[];
  return { ...copied, ...edited, seedSlot: Math.max(-1, ...slots) + 1, mainDomain: `${draft.code}.example`, domains: [] };
}

/** The folder as a zip of `<code>/`: merchant.json, theme.json and the artwork it has, as `pnpm merchant check` reads it. */
export function folderZip(draft: FolderDraft, theme: ThemeFile, folders: Readonly<Record<string, WorkspaceFolder>>): Uint8Array {
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  const files: Record<string, Uint8Array> = {
    [`${draft.code}/merchant.json`]: json(merchantFile(draft, folders)),
    [`${draft.code}/theme.json`]: json(theme),
  };
  for (const file of artworkFiles) {
    const svg = draft.artwork[file];
    if (svg !== undefined) files[`${draft.code}/artwork/${file}`] = strToU8(svg);
  }
  // A fixed time, so the same folder always gives the same bytes.
  return zipSync(files, { mtime: new Date('2026-01-01T00:00:00Z') });
}

/** A message of the studio: its text key (demo.studio.*) and the values it names. */
export interface StudioMessage {
  key: string;
  values?: Record<string, string>;
}

/** What an upload becomes: the piece's SVG (a PNG is kept inside one), or why it cannot be that piece. */
export type UploadResult = { svg: string } | { problem: StudioMessage };

/** The most bytes of an upload worth reading: anything larger is refused by its size alone. */
export const uploadReadLimit = 64 * 1024;

/**
 * An uploaded file as a piece of artwork: an SVG as it is, a PNG as an SVG holding it (svgOfPng), each checked by
 * the folder's own rules. `bytes` are the file's, read only when it is at most uploadReadLimit.
 */
export function artworkOfUpload(piece: ArtworkFile, file: { name: string; type: string; size: number }, bytes: Uint8Array | undefined): UploadResult {
  const name = file.name.toLowerCase();
  const png = file.type === 'image/png' || name.endsWith('.png');
  const svg = !png && (file.type === 'image/svg+xml' || name.endsWith('.svg'));
  if (!png && !svg) return { problem: { key: 'demo.studio.artwork.notImage', values: { file: file.name } } };
  const max = png ? artworkPngMaxBytes : artworkMaxBytes;
  if (file.size > max || !bytes)
    return {
      problem: { key: 'demo.studio.artwork.tooLarge', values: { file: file.name, size: String(Math.ceil(file.size / 1024)), max: String(max / 1024) } },
    };
  if (png && !pngSize(bytes)) return { problem: { key: 'demo.studio.artwork.notImage', values: { file: file.name } } };
  const text = png ? svgOfPng(bytes) : new TextDecoder().decode(bytes);
  try {
    checkArtworkSvg(piece, text, artworkPieces[piece].ratio as [number, number]);
    return { svg: text };
  } catch (error) {
    // The folder's own rule, in its words (merchants/artwork.mjs): what `pnpm merchant check` would say.
    const reason = (error instanceof Error ? error.message : String(error)).replace(`${piece}: `, '');
    return { problem: { key: 'demo.studio.artwork.invalid', values: { file: file.name, reason } } };
  }
}

/** A zip read back: the folder draft and its theme.json, or the text key of why it is not one. */
export type ImportedFolder = { folder: FolderDraft; theme: ThemeFile } | { error: string; values?: Record<string, string> };

/** Reads a zip the studio exported (one folder `<code>/` with merchant.json, theme.json and artwork/), checking it as the CLI does. */
export function readFolderZip(bytes: Uint8Array, folders: Readonly<Record<string, WorkspaceFolder>>): ImportedFolder {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    return { error: 'demo.studio.import.notZip' };
  }
  const names = Object.keys(entries).filter((name) => !name.endsWith('/'));
  const tops = [...new Set(names.map((name) => name.split('/')[0]!))];
  const code = tops[0];
  if (tops.length !== 1 || !code || names.some((name) => !name.includes('/')) || !(`${code}/merchant.json` in entries) || !(`${code}/theme.json` in entries))
    return { error: 'demo.studio.import.notFolder' };
  try {
    const merchant: unknown = JSON.parse(strFromU8(entries[`${code}/merchant.json`]!));
    const theme: unknown = JSON.parse(strFromU8(entries[`${code}/theme.json`]!));
    if (!isObject(merchant) || !isObject(theme) || typeof theme.extends !== 'string') return { error: 'demo.studio.import.notFolder' };
    const artwork: Partial<Record<ArtworkFile, string>> = {};
    for (const file of artworkFiles) {
      const data = entries[`${code}/artwork/${file}`];
      if (!data) continue;
      const read = artworkOfUpload(file, { name: file, type: 'image/svg+xml', size: data.length }, data);
      if ('problem' in read) return { error: read.problem.key, values: read.problem.values };
      artwork[file] = read.svg;
    }
    const folder = startFolder({ kind: 'merchant', id: code, name: String(merchant.name ?? code) }, { ...folders, [code]: { merchant, artwork } });
    // A zip of a workspace merchant edits it; any other is a new merchant with the zip's own seed slot and hosts kept.
    return { folder: { ...folder, editing: code }, theme: theme as unknown as ThemeFile };
  } catch {
    return { error: 'demo.studio.import.notFolder' };
  }
}

/** What localStorage keeps of the folder draft; a stored text that is not one is dropped. */
export const serialiseFolder = (draft: FolderDraft) => JSON.stringify({ version: 1, folder: draft });

/** A stored folder draft, or undefined when it is not one the studio could have written. */
function folderOf(value: unknown): FolderDraft | undefined {
  if (!isObject(value)) return undefined;
  const folder = value as unknown as FolderDraft;
  const valid =
    typeof folder.code === 'string' &&
    typeof folder.name === 'string' &&
    Array.isArray(folder.languages) &&
    folder.languages.every(isLanguageCode) &&
    isLanguageCode(folder.defaultLanguage) &&
    isObject(folder.base) &&
    isObject(folder.artwork) &&
    Object.entries(folder.artwork).every(([piece, svg]) => artworkFiles.includes(piece as ArtworkFile) && typeof svg === 'string') &&
    isObject(folder.mobileTemplate);
  return valid ? folder : undefined;
}

export function restoreFolder(text: string | null): FolderDraft | undefined {
  if (!text) return undefined;
  try {
    const stored: unknown = JSON.parse(text);
    if (!isObject(stored) || stored.version !== 1) return undefined;
    return folderOf(stored.folder);
  } catch {
    return undefined;
  }
}

/**
 * The undo history's folders as localStorage keeps them (draft.ts, serialiseDraft): each step's artwork as an index
 * into one list of the distinct SVGs, so fifty steps of a folder with six pieces keep each piece once.
 */
export const folderHistory: FolderHistoryCodec<FolderDraft> = {
  pack: (folders) => {
    const pool: string[] = [];
    const indexOf = (svg: string) => {
      const found = pool.indexOf(svg);
      return found === -1 ? pool.push(svg) - 1 : found;
    };
    return {
      pool,
      steps: folders.map((folder) => ({ ...folder, artwork: Object.fromEntries(Object.entries(folder.artwork).map(([piece, svg]) => [piece, indexOf(svg)])) })),
    };
  },
  unpack: (packed, count) => {
    if (!isObject(packed) || !Array.isArray(packed.pool) || !Array.isArray(packed.steps) || packed.steps.length !== count) return undefined;
    const pool = packed.pool as unknown[];
    const folders = packed.steps.map((step: unknown) => {
      if (!isObject(step) || !isObject(step.artwork)) return undefined;
      const artwork = Object.entries(step.artwork).map(([piece, index]) => [piece, typeof index === 'number' ? pool[index] : undefined]);
      return folderOf({ ...step, artwork: Object.fromEntries(artwork) });
    });
    return folders.every((folder) => folder !== undefined) ? folders : undefined;
  },
};
