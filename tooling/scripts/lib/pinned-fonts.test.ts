import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pinnedFontDirs, pinnedFontsEnv } from './pinned-fonts.mjs';

const workspace = resolve(import.meta.dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'pinned-fonts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('pinned fonts', () => {
  const env = pinnedFontsEnv(join(scratch, 'out'));
  const conf = readFileSync(env.FONTCONFIG_FILE!, 'utf8');

  it('lists only folders inside the workspace, and includes no other configuration', () => {
    const dirs = [...conf.matchAll(/<(?:dir|cachedir)>([^<]*)<\/(?:dir|cachedir)>/g)].map((match) => match[1]!);
    expect(dirs.filter((dir) => !dir.startsWith(join(scratch, 'out')))).toEqual(pinnedFontDirs());
    for (const dir of pinnedFontDirs()) expect(dir.startsWith(`${workspace}/`)).toBe(true);
    expect(conf).not.toMatch(/<include|<dir prefix|~/);
  });

  // fontconfig's own tools read the file as Chromium does: a font in the user's ~/.fonts must stay out.
  // Skipped only where fontconfig is absent (macOS), where Chromium does not use it either.
  it.skipIf(spawnSync('fc-list', ['--version']).status !== 0)('hides the fonts of the machine and of the home folder from fontconfig', () => {
    const home = join(scratch, 'home');
    mkdirSync(join(home, '.fonts'), { recursive: true });
    const extra = join(home, '.fonts', 'Extra.ttf');
    copyFileSync(join(pinnedFontDirs()[0]!, 'DejaVuSerif.ttf'), extra);
    const userEnv = {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: join(home, '.local/share'),
      XDG_CONFIG_HOME: join(home, '.config'),
      XDG_CACHE_HOME: join(home, '.cache'),
    };
    const files = (extraEnv: NodeJS.ProcessEnv) =>
      execFileSync('fc-list', ['--format', '%{file}\n'], { env: { ...userEnv, ...extraEnv }, encoding: 'utf8' })
        .trim()
        .split('\n');

    // The machine's own configuration does see the extra font: the check below can fail.
    expect(files({ FONTCONFIG_FILE: undefined })).toContain(extra);
    const pinned = files({ FONTCONFIG_FILE: env.FONTCONFIG_FILE });
    expect(pinned.length).toBeGreaterThan(0);
    expect(pinned.filter((file) => !pinnedFontDirs().some((dir) => file.startsWith(`${dir}/`)))).toEqual([]);
    // What Chromium asks for: system-ui and the theme's stack, for Latin and Arabic, end on DejaVu Sans.
    const match = (pattern: string) =>
      execFileSync('fc-match', ['--format', '%{family[0]}', pattern], { env: { ...userEnv, FONTCONFIG_FILE: env.FONTCONFIG_FILE }, encoding: 'utf8' });
    expect([match(''), match('system\\-ui'), match('Noto Sans'), match(':lang=ar'), match('sans\\-serif')]).toEqual(Array(5).fill('DejaVu Sans'));
  });

  it.skipIf(spawnSync('fc-list', ['--version']).status !== 0)('adds the folders it is given to the pinned ones', () => {
    const extraDir = join(scratch, 'extra-fonts');
    mkdirSync(extraDir, { recursive: true });
    const extra = join(extraDir, 'Extra.ttf');
    copyFileSync(join(pinnedFontDirs()[0]!, 'DejaVuSerif.ttf'), extra);
    const extended = pinnedFontsEnv(join(scratch, 'out-extra'), [extraDir]);
    const dirs = [...readFileSync(extended.FONTCONFIG_FILE!, 'utf8').matchAll(/<dir>([^<]*)<\/dir>/g)].map((match) => match[1]!);
    expect(dirs).toEqual([...pinnedFontDirs(), extraDir]);
    const files = execFileSync('fc-list', ['--format', '%{file}\n'], { env: { ...process.env, FONTCONFIG_FILE: extended.FONTCONFIG_FILE }, encoding: 'utf8' });
    expect(files.split('\n')).toContain(extra);
    // The suites' file is left as it was: only the pinned folders.
    expect(conf).not.toContain(extraDir);
  });
});
