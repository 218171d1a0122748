// The fonts a visual test's browser may use: only those the workspace installs from npm, whatever the
// machine has. Chromium on Linux finds fonts (named, generic and fallback) through fontconfig, which
// reads FONTCONFIG_FILE instead of /etc/fonts when it is set: the file written here names the
// workspace's font folders as its only <dir>, so system fonts, ~/.fonts and the user's fontconfig
// rules cannot change which font draws a letter, nor how it is rendered.
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Folders of the pinned font files: DejaVu (Latin, Arabic and Persian letters), the fonts CI's screenshots were taken with. */
export function pinnedFontDirs() {
  return [join(dirname(realpathSync(require.resolve('dejavu-fonts-ttf/package.json'))), 'ttf')];
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The fontconfig file: only `fontDirs`, its cache in `cacheDir`, and the rendering of Debian's defaults spelled out. */
export function fontconfigXml({ fontDirs, cacheDir }) {
  const alias = (generic, family) => `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    ...fontDirs.map((dir) => `  <dir>${escapeXml(dir)}</dir>`),
    `  <cachedir>${escapeXml(cacheDir)}</cachedir>`,
    // A request with no generic family (Chromium's system-ui asks for none) falls back to sans-serif, as in
    // Debian's 49-sansserif.conf, before the aliases read it; without it fontconfig picks the folder's first font.
    '  <match target="pattern">',
    '    <test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>',
    '    <test qual="all" name="family" compare="not_eq"><string>serif</string></test>',
    '    <test qual="all" name="family" compare="not_eq"><string>monospace</string></test>',
    '    <edit name="family" mode="append_last"><string>sans-serif</string></edit>',
    '  </match>',
    alias('sans-serif', 'DejaVu Sans'),
    alias('system-ui', 'DejaVu Sans'),
    alias('serif', 'DejaVu Serif'),
    alias('monospace', 'DejaVu Sans Mono'),
    // Rendering is part of the pixels: assigned here, not taken from the machine (a desktop may turn on
    // subpixel colours or full hinting). These are the values the baselines were made with (Debian's).
    '  <match target="pattern">',
    '    <edit name="antialias" mode="assign"><bool>true</bool></edit>',
    '    <edit name="hinting" mode="assign"><bool>true</bool></edit>',
    '    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>',
    '    <edit name="rgba" mode="assign"><const>none</const></edit>',
    '    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>',
    '  </match>',
    // DejaVu's own rule in Debian (its hints are poor under 8 pixels), kept for the same pixels.
    '  <match target="font">',
    '    <test name="family"><string>DejaVu Sans</string></test>',
    '    <test name="pixelsize" compare="less"><double>7.5</double></test>',
    '    <edit name="hinting" mode="assign"><bool>false</bool></edit>',
    '  </match>',
    '</fontconfig>',
    '',
  ].join('\n');
}

/**
 * Writes `<outDir>/fonts.conf` (its cache beside it, in the suite's output) and returns the environment
 * for the browser: this process's, with FONTCONFIG_FILE pointing at it. `extraFontDirs` adds folders of
 * other npm font packages to the pinned ones (the web benchmark's phone fonts).
 */
export function pinnedFontsEnv(outDir, extraFontDirs = []) {
  const cacheDir = join(outDir, 'cache');
  mkdirSync(cacheDir, { recursive: true });
  const file = join(outDir, 'fonts.conf');
  writeFileSync(file, fontconfigXml({ fontDirs: [...pinnedFontDirs(), ...extraFontDirs], cacheDir }));
  return { ...process.env, FONTCONFIG_FILE: file };
}
