import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { merchantArtwork, merchantSettings, merchantTokens } from '@whitelabel/merchants';
import { checkArtworkSvg, pngSize } from '@whitelabel/merchants/artwork';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { merchantFolders } from 'virtual:merchant-folders';
import { afterAll, describe, expect, it } from 'vitest';
import { studioSources } from '../themes.js';
import { restoreDraft, serialiseDraft, startDraft, studioReducer, type StudioAction, type StudioState } from './draft.js';
import {
  artworkOfUpload,
  folderHistory,
  folderProblems,
  folderZip,
  merchantFile,
  readFolderZip,
  restoreFolder,
  serialiseFolder,
  startFolder,
  type FolderDraft,
} from './folder.js';

const codes = Object.keys(merchantFolders);
// The workspace's folders (the catalog finds them from its own address, which this DOM test environment does not give).
const workspace = resolve(process.cwd(), '..', '..', 'merchants');
const settingsOf = (code: string) => merchantSettings(code, workspace);
const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="160" height="40" fill="#0b5cad"/></svg>';
const svgFile = (name: string, text: string) => ({ name, type: 'image/svg+xml', size: new TextEncoder().encode(text).length });

describe("the studio's merchant folder", () => {
  it('edits a workspace merchant as it is: its code, languages, template flags and artwork', () => {
    const code = codes[0]!;
    const folder = startFolder({ kind: 'merchant', id: code, name: 'ignored' }, merchantFolders);
    const settings = settingsOf(code);
    expect(folder).toMatchObject({ code, name: settings.name, languages: settings.languages, defaultLanguage: settings.defaultLanguage, editing: code });
    expect(folder.mobileTemplate).toEqual(settings.mobileTemplate);
    expect(Object.keys(folder.artwork).length).toBeGreaterThan(0);
    // Editing keeps its seed slot, hosts and addresses.
    expect(merchantFile(folder, merchantFolders)).toMatchObject({ seedSlot: settings.seedSlot, mainDomain: settings.mainDomain });
  });

  it('makes a new merchant from a base theme as `pnpm merchant new` would: the next seed slot, its own host, no copied addresses or artwork', () => {
    const folder = startFolder({ kind: 'theme', id: 'light', name: 'Light' }, merchantFolders, 'Light merchant');
    expect(folder).toMatchObject({ code: 'light-merchant', name: 'Light merchant', artwork: {} });
    // A name in another script gives the code of the theme's id.
    expect(startFolder({ kind: 'theme', id: 'light', name: 'Light' }, merchantFolders, 'تاجر').code).toBe('light-merchant');
    expect(folder.editing).toBeUndefined();
    const file = merchantFile({ ...folder, code: 'sunrise', name: ' Sunrise ', languages: ['AR', 'EN'], defaultLanguage: 'AR' }, merchantFolders);
    const slots = codes.map((code) => settingsOf(code).seedSlot);
    expect(file).toMatchObject({ name: 'Sunrise', seedSlot: Math.max(...slots) + 1, mainDomain: 'sunrise.example', domains: [], defaultLanguage: 'AR' });
    // Languages in the order chosen: a folder's own order stays, a language ticked later comes last.
    expect(file.languages).toEqual(['AR', 'EN']);
    expect(file).not.toHaveProperty('supportChannels');
    expect(file).not.toHaveProperty('appDownloads');
    // The template is the first folder's (as `merchant new --from` copies one): its amounts and registration.
    expect(file.amounts).toEqual(Object.values(merchantFolders)[0]!.merchant.amounts);
  });

  it('names what stops an export: a code that is not one or is taken, no name, no language, a default not offered', () => {
    const folder = startFolder({ kind: 'theme', id: 'light', name: 'Light' }, merchantFolders);
    const problems = (changes: Partial<typeof folder>) => folderProblems({ ...folder, ...changes }, codes).map((problem) => [problem.field, problem.key]);
    expect(problems({})).toEqual([]);
    expect(problems({ code: 'Bad Code' })).toEqual([['code', 'demo.studio.folder.codeInvalid']]);
    expect(problems({ code: codes[0]! })).toEqual([['code', 'demo.studio.folder.codeTaken']]);
    expect(problems({ name: '  ' })).toEqual([['name', 'demo.studio.folder.nameRequired']]);
    expect(problems({ languages: [] })).toEqual([['languages', 'demo.studio.folder.languagesRequired']]);
    expect(problems({ languages: ['TH'], defaultLanguage: 'EN' })).toEqual([['defaultLanguage', 'demo.studio.folder.defaultNotOffered']]);
    // A merchant being edited keeps its own code.
    const editing = startFolder({ kind: 'merchant', id: codes[0]!, name: '' }, merchantFolders);
    expect(folderProblems(editing, codes)).toEqual([]);
  });

  it('checks an upload as the folder rules do: an SVG or a PNG, their sizes, the piece’s shape, self-contained', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(artworkOfUpload('logo-light.svg', svgFile('logo.svg', logo), bytes(logo))).toEqual({ svg: logo });
    expect(artworkOfUpload('logo-light.svg', { name: 'logo.gif', type: 'image/gif', size: 2_000 }, new Uint8Array(2_000))).toEqual({
      problem: { key: 'demo.studio.artwork.notImage', values: { file: 'logo.gif' } },
    });
    // Named .png, but not one.
    expect(artworkOfUpload('logo-light.svg', { name: 'logo.png', type: 'image/png', size: 4 }, Uint8Array.of(0x89, 0x50, 0x4e, 0x47))).toEqual({
      problem: { key: 'demo.studio.artwork.notImage', values: { file: 'logo.png' } },
    });
    // Too large to be read at all: refused by its size, nothing read.
    expect(artworkOfUpload('logo-light.svg', { ...svgFile('big.svg', logo), size: 20 * 1024 * 1024 }, undefined)).toMatchObject({
      problem: { key: 'demo.studio.artwork.tooLarge', values: { size: '20480', max: '32' } },
    });
    expect(artworkOfUpload('logo-light.svg', { name: 'big.png', type: 'image/png', size: 30 * 1024 }, new Uint8Array(30 * 1024))).toMatchObject({
      problem: { key: 'demo.studio.artwork.tooLarge', values: { size: '30', max: '23' } },
    });
    expect(artworkOfUpload('icon.svg', svgFile('logo.svg', logo), bytes(logo))).toEqual({
      problem: {
        key: 'demo.studio.artwork.invalid',
        values: { file: 'logo.svg', reason: 'viewBox 160×40 is 4.00:1 (width:height); 1:1 (a square) is allowed' },
      },
    });
    const linked = logo.replace('<rect', '<image href="https://cdn.example/x.png"/><rect');
    const refused = artworkOfUpload('logo-light.svg', svgFile('linked.svg', linked), bytes(linked));
    expect('problem' in refused && refused.problem.values?.reason).toMatch(/refers to https:\/\/cdn\.example\/x\.png/);
  });

  it('keeps a PNG as an SVG of its pixel size holding it, which the catalogue accepts as any piece', () => {
    const png = new Uint8Array(readFileSync(resolve(process.cwd(), 'e2e', 'fixtures', 'logo.png')));
    expect(pngSize(png)).toEqual({ width: 320, height: 80 });
    const read = artworkOfUpload('logo-dark.svg', { name: 'logo.png', type: 'image/png', size: png.length }, png);
    if (!('svg' in read)) throw new Error(`refused: ${JSON.stringify(read)}`);
    expect(read.svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 80" width="320" height="80"><image width="320" height="80" href="data:image\/png;base64,/,
    );
    expect(atob(/base64,([^"]+)"/.exec(read.svg)![1]!)).toBe(String.fromCharCode(...png));
    expect(checkArtworkSvg('logo-dark.svg', read.svg, [2, 8])).toEqual({ width: 320, height: 80 });
    // The same PNG is no app icon: the shape rule holds for it too.
    expect(artworkOfUpload('icon.svg', { name: 'logo.png', type: 'image/png', size: png.length }, png)).toMatchObject({
      problem: { key: 'demo.studio.artwork.invalid' },
    });
  });

  const dir = mkdtempSync(join(tmpdir(), 'studio-zip-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("exports a zip of `<code>/` that the merchants' catalog reads as a folder, and reads it back", async () => {
    const start = startFolder({ kind: 'theme', id: 'light', name: 'Light' }, merchantFolders);
    const folder = { ...start, code: 'sunrise', name: 'Sunrise', artwork: { 'logo-light.svg': logo, 'logo-dark.svg': logo } };
    const theme = { extends: 'light', tokens: { color: { brand: '#0b5cad' } } };
    const zip = folderZip(folder, theme, merchantFolders);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual([
      'sunrise/artwork/logo-dark.svg',
      'sunrise/artwork/logo-light.svg',
      'sunrise/merchant.json',
      'sunrise/theme.json',
    ]);
    // Unpacked, the catalog takes it: every key of merchant.json, the theme's tokens, the artwork.
    for (const [name, data] of Object.entries(entries)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), data);
    }
    expect(merchantSettings('sunrise', dir)).toMatchObject({ name: 'Sunrise', themeId: 'light' });
    expect((await merchantTokens('sunrise', dir)).color.brand).toBe('#0b5cad');
    expect(merchantArtwork('sunrise', dir)['logo-light.svg']).toBe(logo);
    // The same folder gives the same bytes; read back, it is the same draft.
    expect(folderZip(folder, theme, merchantFolders)).toEqual(zip);
    const read = readFolderZip(zip, merchantFolders);
    expect(read).toMatchObject({ theme, folder: { code: 'sunrise', name: 'Sunrise', artwork: folder.artwork, languages: folder.languages } });
  });

  it('refuses a file that is not a zip, a zip of anything but one folder, and artwork the rules refuse', () => {
    expect(readFolderZip(strToU8('not a zip'), merchantFolders)).toEqual({ error: 'demo.studio.import.notZip' });
    expect(readFolderZip(zipSync({ 'readme.txt': strToU8('hi') }), merchantFolders)).toEqual({ error: 'demo.studio.import.notFolder' });
    const folder = (code: string) => ({ [`${code}/merchant.json`]: strToU8('{"name":"A"}'), [`${code}/theme.json`]: strToU8('{"extends":"light"}') });
    expect(readFolderZip(zipSync({ ...folder('a'), ...folder('b') }), merchantFolders)).toEqual({ error: 'demo.studio.import.notFolder' });
    expect(readFolderZip(zipSync({ ...folder('a'), 'a/theme.json': strToU8('{') }), merchantFolders)).toEqual({ error: 'demo.studio.import.notFolder' });
    expect(readFolderZip(zipSync({ ...folder('a'), 'a/artwork/icon.svg': strToU8(logo) }), merchantFolders)).toMatchObject({
      error: 'demo.studio.artwork.invalid',
    });
  });

  it('survives a reload, and drops a stored text it could not have written', () => {
    const folder = startFolder({ kind: 'theme', id: 'light', name: 'Light' }, merchantFolders);
    expect(restoreFolder(serialiseFolder(folder))).toEqual(folder);
    expect(restoreFolder('{')).toBeUndefined();
    expect(restoreFolder(JSON.stringify({ version: 1, folder: { ...folder, languages: ['XX'] } }))).toBeUndefined();
    expect(restoreFolder(null)).toBeUndefined();
  });
});

describe('one undo history over the theme and the folder', () => {
  const light = studioSources.find((candidate) => candidate.key === 'theme:light')!;
  const start = () => startDraft(light, light.tokens, startFolder(light, merchantFolders, 'Light merchant'));
  type State = StudioState<FolderDraft>;
  const run = (state: State, ...actions: StudioAction<FolderDraft>[]) => actions.reduce(studioReducer<FolderDraft>, state);
  const rename = (state: State, name: string): StudioAction<FolderDraft> => ({ type: 'folder', folder: { ...state.folder, name }, merge: 'name' });

  it('takes back the last edit whichever panel it was made in; a name typed letter by letter is one step', () => {
    let state = run(start(), { type: 'edit', group: 'color', token: 'brand', value: '#0b5cad' });
    for (const name of ['S', 'Su', 'Sun']) state = run(state, rename(state, name));
    state = run(state, { type: 'folder', folder: { ...state.folder, mobileTemplate: { mem_cen: 1, dep_func: 1 } } });
    expect(state.past).toHaveLength(3);
    const undone = run(state, { type: 'undo' });
    expect([undone.folder.name, undone.folder.mobileTemplate]).toEqual(['Sun', state.past.at(-1)!.folder.mobileTemplate]);
    const twice = run(undone, { type: 'undo' });
    expect([twice.folder.name, twice.tokens.color.brand]).toEqual(['Light merchant', '#0b5cad']);
    const thrice = run(twice, { type: 'undo' });
    expect(thrice.tokens.color.brand).toBe(light.tokens.color.brand);
    expect(run(thrice, { type: 'redo' }, { type: 'redo' }, { type: 'redo' })).toMatchObject({ tokens: state.tokens, folder: state.folder });
  });

  it('keeps a save in every step: undoing past it still edits the saved folder', () => {
    const renamed = run(start(), { type: 'folder', folder: { ...start().folder, code: 'sunrise' } });
    const saved = run(renamed, { type: 'patch', patch: (folder) => ({ ...folder, editing: 'sunrise' }) });
    expect(run(saved, { type: 'undo' }).folder.editing).toBe('sunrise');
    expect(saved.past).toHaveLength(renamed.past.length);
  });

  it('comes back after a reload with the folders of its steps, each piece of artwork stored once', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="160" height="40"/></svg>';
    let state = run(start(), { type: 'folder', folder: { ...start().folder, artwork: { 'logo-light.svg': svg } } });
    for (const name of ['One', 'Two', 'Three']) state = run(state, { type: 'folder', folder: { ...state.folder, name } });
    state = run(state, { type: 'undo' });
    const text = serialiseDraft(state, folderHistory);
    expect(text.split('<svg').length - 1).toBe(1);
    const restored = restoreDraft(text, studioSources, { ...folderHistory, current: state.folder })!;
    expect([restored.past, restored.future, restored.folder]).toEqual([state.past, state.future, state.folder]);
    // A packed history that is not one is dropped; the draft and its folder stay.
    const broken = JSON.stringify({ ...(JSON.parse(text) as object), folders: { pool: [], steps: [{ code: 1 }] } });
    expect(restoreDraft(broken, studioSources, { ...folderHistory, current: state.folder })).toMatchObject({ past: [], future: [], folder: state.folder });
  });
});
