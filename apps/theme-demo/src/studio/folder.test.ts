import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { merchantArtwork, merchantSettings, merchantTokens } from '@whitelabel/merchants';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { merchantFolders } from 'virtual:merchant-folders';
import { afterAll, describe, expect, it } from 'vitest';
import { folderProblems, folderZip, merchantFile, readFolderZip, restoreFolder, serialiseFolder, startFolder, uploadProblem } from './folder.js';

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

  it('checks an upload as the folder rules do: SVG only, 32 KB, the piece’s shape, self-contained', () => {
    expect(uploadProblem('logo-light.svg', svgFile('logo.svg', logo), logo)).toBeUndefined();
    expect(uploadProblem('logo-light.svg', { name: 'logo.png', type: 'image/png', size: 2_000 }, undefined)).toEqual({
      key: 'demo.studio.artwork.notSvg',
      values: { file: 'logo.png' },
    });
    expect(uploadProblem('logo-light.svg', { ...svgFile('big.svg', logo), size: 20 * 1024 * 1024 }, undefined)).toMatchObject({
      key: 'demo.studio.artwork.tooLarge',
      values: { size: '20480', max: '32' },
    });
    expect(uploadProblem('icon.svg', svgFile('logo.svg', logo), logo)).toEqual({
      key: 'demo.studio.artwork.invalid',
      values: { file: 'logo.svg', reason: 'viewBox 160×40 is 4.00:1 (width:height); 1:1 (a square) is allowed' },
    });
    const linked = logo.replace('<rect', '<image href="https://cdn.example/x.png"/><rect');
    expect(uploadProblem('logo-light.svg', svgFile('linked.svg', linked), linked)?.values?.reason).toMatch(/refers to https:\/\/cdn\.example\/x\.png/);
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
