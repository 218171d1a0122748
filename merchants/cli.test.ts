import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { merchantCodes, merchantsDir } from './catalog.mjs';

// The commands run as a process, as `pnpm merchant` runs them, so the exit codes are the real ones.
const cli = join(import.meta.dirname, 'cli.mjs');
const realMerchants = merchantsDir();
const realLocales = join(import.meta.dirname, '..', 'packages', 'core', 'src', 'i18n', 'locales');

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

function merchant(args: string[], env: Record<string, string | undefined> = {}): Run {
  const { MERCHANTS_DIR: _dir, LOCALES_DIR: _locales, ...inherited } = process.env;
  try {
    const stdout = execFileSync(process.execPath, [cli, ...args], { env: { ...inherited, ...env }, encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const dir = mkdtempSync(join(tmpdir(), 'merchant-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const code of ['lucky88', 'goldenlotus']) cpSync(join(realMerchants, code), join(dir, code), { recursive: true });
const inDir = { MERCHANTS_DIR: dir };

let copies = 0;
/** A copy of lucky88's folder with its own seed slot and host (as `merchant new` gives), its merchant.json returned. */
function ownCopy(code: string): Record<string, unknown> {
  cpSync(join(realMerchants, 'lucky88'), join(dir, code), { recursive: true });
  copies += 1;
  const config = { ...JSON.parse(readFileSync(join(dir, code, 'merchant.json'), 'utf8')), seedSlot: 100 + copies, mainDomain: `${code}.example`, domains: [] };
  writeFileSync(join(dir, code, 'merchant.json'), JSON.stringify(config));
  return config;
}

/** A folder copied from lucky88 with some of its files replaced. */
function broken(code: string, files: Record<string, string>) {
  ownCopy(code);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, code, file), text);
}

// Each test starts one or two Node processes; beside the rest of the test command a start takes seconds, not ms.
const processTests = { timeout: 60_000 };

describe('merchant new', processTests, () => {
  it('copies an existing folder under the new code, with a name from the code, and prints the next steps', () => {
    const run = merchant(['new', 'golden-dragon', '--from', 'lucky88'], inDir);
    expect(run.status).toBe(0);
    const folder = join(dir, 'golden-dragon');
    expect(readdirSync(folder, { recursive: true }).sort()).toEqual(readdirSync(join(dir, 'lucky88'), { recursive: true }).sort());
    const config = JSON.parse(readFileSync(join(folder, 'merchant.json'), 'utf8'));
    const { supportChannels, ...source } = JSON.parse(readFileSync(join(dir, 'lucky88', 'merchant.json'), 'utf8'));
    // The reference server's own keys: the next free seed slot, hosts of its own (a host serves one merchant); the
    // source operator's support addresses stay the source's.
    expect(supportChannels).toBeDefined();
    expect(config).toEqual({ ...source, name: 'Golden Dragon', seedSlot: 2, mainDomain: 'golden-dragon.example', domains: [] });
    expect(readFileSync(join(folder, 'theme.json'), 'utf8')).toBe(readFileSync(join(dir, 'lucky88', 'theme.json'), 'utf8'));
    expect(readFileSync(join(folder, 'artwork', 'icon.svg'), 'utf8')).toBe(readFileSync(join(dir, 'lucky88', 'artwork', 'icon.svg'), 'utf8'));
    expect(run.stdout).toContain('merchant.json');
    expect(run.stdout).toContain('http://golden-dragon.localhost:5173/m/home');
    expect(run.stdout).toContain('pnpm merchant check golden-dragon');
  });

  it('makes a folder that passes check, which warns that its artwork is still the copied merchant’s', () => {
    const run = merchant(['check', 'golden-dragon'], inDir);
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/✓ merchant\.json +"Golden Dragon"/);
    expect(run.stdout).toMatch(/! .*icon\.svg.* lucky88's too/);
    expect(run.stdout).not.toContain('✗');
  });

  it('takes the display name from --name', () => {
    expect(merchant(['new', 'ace', '--from', 'goldenlotus', '--name', 'Ace Casino'], inDir).status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'ace', 'merchant.json'), 'utf8'))).toMatchObject({ name: 'Ace Casino', ageLimit: 21 });
  });

  it.each([
    [['new', 'lucky88', '--from', 'goldenlotus'], /lucky88 already exists: merchant code lucky88 is taken/],
    [['new', 'Lucky_99', '--from', 'lucky88'], /"Lucky_99" is not a merchant code: lower-case letters/],
    [['new', '../outside', '--from', 'lucky88'], /"\.\.\/outside" is not a merchant code/],
    [['new', 'newco', '--from', 'nobody'], /--from nobody: no such merchant .*; known: .*lucky88/],
    [['new', 'newco'], /needs --from <existing>/],
    [['new'], /needs the new merchant's code/],
    [['new', 'newco', '--from', 'lucky88', '--colour', 'red'], /Unknown option '--colour'/],
  ])('refuses %j with exit 2 and the reason, making nothing', (args, reason) => {
    const before = readdirSync(dir).sort();
    const run = merchant(args, inDir);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(reason);
    expect(readdirSync(dir).sort()).toEqual(before);
    expect(JSON.parse(readFileSync(join(dir, 'lucky88', 'merchant.json'), 'utf8')).name).toBe('Lucky 88');
  });
});

describe('merchant check', processTests, () => {
  it('passes the real merchant folders', () => {
    const run = merchant(['check']);
    expect(run.status, run.stdout).toBe(0);
    for (const code of merchantCodes()) expect(run.stdout).toContain(`${code} (`);
    expect(run.stdout).toContain(`${merchantCodes().length} merchants checked: all pass.`);
    expect(run.stdout).not.toContain('✗');
  });

  it('names the file and field of a wrong merchant.json, and still checks the theme and artwork', () => {
    broken('badconfig', {
      'merchant.json': JSON.stringify({ name: 'Bad', defaultLanguage: 'TH', languages: ['TH'], ageLimit: 16 }),
      'theme.json': JSON.stringify({ extends: 'classic', tokens: { color: { brandd: '#000000' } } }),
    });
    const run = merchant(['check', 'badconfig'], inDir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/✗ merchant\.json +\S*badconfig\/merchant\.json: ageLimit must be one of 18, 21/);
    expect(run.stdout).toMatch(/✗ theme\.json +\S*badconfig\/theme\.json: .*color\.brandd is not a token of the theme contract/);
    expect(run.stdout).toMatch(/✓ artwork\//);
    expect(run.stdout).toMatch(/✗ languages +not checked: merchant\.json must be valid first/);
  });

  it('names both tokens, their colours and the ratio of a text/surface pair below WCAG AA', () => {
    broken('lowcontrast', { 'theme.json': JSON.stringify({ extends: 'light', tokens: { color: { textMuted: '#aaaaaa' } } }) });
    const run = merchant(['check', 'lowcontrast'], inDir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/✗ contrast +\d+ of \d+ pairs below WCAG 2\.2 AA/);
    expect(run.stdout).toContain(
      'textMuted #aaaaaa on surface #ffffff: 2.32:1, at least 4.5:1 (text) is needed; textMuted from theme.json tokens.color.textMuted, surface from base theme light',
    );
  });

  it('holds a non-text part (the focus ring) to 3:1', () => {
    broken('faintring', { 'theme.json': JSON.stringify({ extends: 'light', tokens: { color: { focusRing: '#eeeeee' } } }) });
    const run = merchant(['check', 'faintring'], inDir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/focusRing #eeeeee on surface #ffffff: 1\.\d\d:1, at least 3:1 \(non-text UI\)/);
  });

  it('names an artwork file that is not an SVG, or too big, and what is allowed', () => {
    broken('notsvg', { 'artwork/icon.svg': '\x89PNG' });
    const notSvg = merchant(['check', 'notsvg'], inDir);
    expect(notSvg.status).toBe(1);
    expect(notSvg.stdout).toMatch(/✗ artwork\/ +\S*notsvg\/artwork\/icon\.svg: is not an SVG document/);
    broken('hugesvg', { 'artwork/splash.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 1000"><!--${'x'.repeat(40_000)}--></svg>` });
    const huge = merchant(['check', 'hugesvg'], inDir);
    expect(huge.status).toBe(1);
    expect(huge.stdout).toMatch(/hugesvg\/artwork\/splash\.svg: is \d+ bytes; at most 32768 are allowed/);
  });

  it('names a language of the merchant without a complete bundle', () => {
    const locales = join(dir, 'locales');
    for (const tag of ['en', 'th', 'zh-TW']) cpSync(join(realLocales, tag), join(locales, tag), { recursive: true });
    const member = JSON.parse(readFileSync(join(locales, 'zh-TW', 'member.json'), 'utf8'));
    delete member.home;
    writeFileSync(join(locales, 'zh-TW', 'member.json'), JSON.stringify(member));
    const config = ownCopy('vietco');
    writeFileSync(
      join(dir, 'vietco', 'merchant.json'),
      JSON.stringify({ ...config, name: 'Viet Co', defaultLanguage: 'EN', languages: ['EN', 'TH', 'VI', 'TW'] }),
    );
    const run = merchant(['check', 'vietco'], { ...inDir, LOCALES_DIR: locales });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/✗ languages +VI \(vi\): no translations: \S*locales\/vi\/ is missing/);
    expect(run.stdout).toMatch(/TW \(zh-TW\): \S*locales\/zh-TW\/member\.json lacks \d+ texts? that English has: home\./);
    expect(run.stdout).not.toMatch(/TH \(th\)/);
  });

  it("checks content/: what it replaces, a language left to the default, and a wrong file's entry and field", () => {
    const withContent = (code: string, files: Record<string, unknown>) => {
      ownCopy(code);
      mkdirSync(join(dir, code, 'content'));
      for (const [file, value] of Object.entries(files)) writeFileSync(join(dir, code, 'content', file), JSON.stringify(value));
    };
    // lucky88's languages: TH (default), EN, TW.
    withContent('ownnews', {
      'notices.json': [{ title: { TH: 'ยินดีต้อนรับ', EN: 'Welcome' }, body: { TH: '<p>สวัสดี</p>', EN: '<p>Hello</p>' } }],
      'help.json': [{ tag: 'terms', title: { TH: 'ข้อกำหนด' }, body: { TH: '<p>ข้อกำหนด</p>' } }],
    });
    const good = merchant(['check', 'ownnews'], inDir);
    expect(good.stdout).toMatch(/✓ content\/ +1 help, 1 notices, in place of the defaults/);
    expect(good.stdout).toMatch(/! EN: 1 of 1 help show the TH text \(no EN text\)/);
    expect(good.stdout).toMatch(/! TW: 1 of 1 notices show the TH text/);

    withContent('badnews', { 'notices.json': [{ title: { EN: 'Welcome' }, body: { TH: '<p>สวัสดี</p>' } }] });
    const noDefault = merchant(['check', 'badnews'], inDir);
    expect(noDefault.status).toBe(1);
    expect(noDefault.stdout).toMatch(/✗ content\/ +\S*badnews\/content\/notices\.json: \[0\]\.title needs the default language TH/);
    writeFileSync(join(dir, 'badnews', 'content', 'notices.json'), JSON.stringify([{ title: { TH: 'x', VI: 'y' }, body: { TH: 'z' } }]));
    expect(merchant(['check', 'badnews'], inDir).stdout).toMatch(/\[0\]\.title: VI is not a language of the merchant \(TH, EN, TW\)/);
    writeFileSync(join(dir, 'badnews', 'content', 'notices.json'), JSON.stringify([{ title: { TH: 'x' }, body: { TH: 'z' } }]));
    writeFileSync(join(dir, 'badnews', 'content', 'promotions.json'), JSON.stringify([{ title: { TH: 'x' }, body: { TH: 'z' }, category: 'weekly' }]));
    expect(merchant(['check', 'badnews'], inDir).stdout).toMatch(
      /promotions\.json: \[0\]\.category is "weekly"; it must be one of new-members, daily, vip, slots/,
    );
    writeFileSync(join(dir, 'badnews', 'content', 'banners.json'), '[]');
    expect(merchant(['check', 'badnews'], inDir).stdout).toMatch(/banners\.json: not a content file; allowed: notices\.json \(/);
  });

  it("refuses a folder taking another folder's seed slot or host, naming both", () => {
    const config = ownCopy('twinslot');
    writeFileSync(join(dir, 'twinslot', 'merchant.json'), JSON.stringify({ ...config, seedSlot: 0 }));
    expect(merchant(['check', 'twinslot'], inDir).stdout).toMatch(
      /✗ merchant\.json +\S*twinslot\/merchant\.json: seedSlot 0 is lucky88's too; each folder needs its own \(\d+ is free\)/,
    );
    writeFileSync(join(dir, 'twinslot', 'merchant.json'), JSON.stringify({ ...config, domains: ['lucky88.example'] }));
    expect(merchant(['check', 'twinslot'], inDir).stdout).toMatch(/domains names lucky88\.example, which lucky88 names too/);
    rmSync(join(dir, 'twinslot'), { recursive: true });
  });

  it("checks a zip of one folder (the theme studio's export) beside the workspace's folders, and refuses a zip of anything else", () => {
    const folder = (code: string, config: Record<string, unknown>) => ({
      [`${code}/merchant.json`]: strToU8(JSON.stringify(config)),
      [`${code}/theme.json`]: strToU8(JSON.stringify({ extends: 'light', tokens: { color: { brand: '#0b5cad' } } })),
      [`${code}/artwork/logo-light.svg`]: strToU8('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30"><rect width="120" height="30"/></svg>'),
    });
    const lucky = JSON.parse(readFileSync(join(realMerchants, 'lucky88', 'merchant.json'), 'utf8'));
    const own = { ...lucky, name: 'Zip Co', seedSlot: 90, mainDomain: 'zipco.example', domains: [] };
    const zip = (name: string, files: Record<string, Uint8Array>) => {
      writeFileSync(join(dir, name), zipSync(files));
      return join(dir, name);
    };
    const good = merchant(['check', zip('zipco.zip', folder('zipco', own))], inDir);
    expect(good.status, good.stdout).toBe(0);
    expect(good.stdout).toMatch(/the folder zipco\/, checked beside/);
    expect(good.stdout).toMatch(/✓ artwork\/ +1 of 6 pieces drawn/);
    expect(good.stdout).toContain('zipco: passes');
    // Checked against the workspace's folders: lucky88's seed slot is taken.
    const taken = merchant(['check', zip('slot.zip', folder('slotco', { ...own, seedSlot: lucky.seedSlot }))], inDir);
    expect(taken.status).toBe(1);
    expect(taken.stdout).toMatch(/seedSlot \d+ is lucky88's too/);
    // Not a merchant folder: the command says what it expected (exit 2).
    const twoFolders = merchant(['check', zip('two.zip', { ...folder('one', own), ...folder('two', own) })], inDir);
    expect([twoFolders.status, twoFolders.stderr]).toEqual([2, expect.stringMatching(/must hold one folder, <code>\/, .*; it holds one, two/)]);
    const stray = merchant(['check', zip('stray.zip', { ...folder('zipco', own), 'zipco/notes.txt': strToU8('hi') })], inDir);
    expect(stray.stderr).toMatch(/zipco\/notes\.txt is not part of a merchant folder/);
    writeFileSync(join(dir, 'text.zip'), 'not a zip');
    expect(merchant(['check', join(dir, 'text.zip')], inDir).stderr).toMatch(/text\.zip: not a zip that can be read/);
  });

  it('checks every folder, reports each, and fails when any fails', () => {
    const run = merchant(['check'], inDir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/lucky88 \(.*\)\n(?: +[✓!].*\n)+\n/);
    expect(run.stdout).toMatch(/merchants checked: \d+ with problems/);
  });

  it('refuses an unknown merchant or command with exit 2', () => {
    const unknown = merchant(['check', 'nobody'], inDir);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/No merchant nobody in .*; known: .*lucky88/);
    expect(merchant(['frobnicate'], inDir).status).toBe(2);
    expect(existsSync(join(dir, 'nobody'))).toBe(false);
    const noFolder = merchant(['new', 'acme', '--from', 'lucky88'], { MERCHANTS_DIR: join(dir, 'missing') });
    expect(noFolder.status).toBe(2);
    expect(noFolder.stderr).toMatch(/MERCHANTS_DIR is .*missing: no such folder/);
  });

  it('prints its usage on help', () => {
    const run = merchant(['help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('pnpm merchant new <code> --from <existing>');
  });
});
