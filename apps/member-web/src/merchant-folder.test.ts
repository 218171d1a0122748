// @vitest-environment node
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { merchantsDir } from '@whitelabel/merchants';
import { lightTheme } from '@whitelabel/ui/themes/light';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A merchant is one folder: a new folder, and nothing else, gives a build of its own (the real `vite build` of
// this site, pointed at a folder of merchants outside the workspace by MERCHANTS_DIR).
const appDir = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'merchant-folder-'));
const outDir = join(work, 'dist');
const folder = join(work, 'merchants', 'palmbay');
const brand = '#0b6e4f';
const header = '#eef8f3';

describe('a merchant made from a new folder', () => {
  beforeAll(async () => {
    cpSync(join(merchantsDir(), 'goldenlotus'), folder, { recursive: true });
    writeFileSync(join(folder, 'merchant.json'), JSON.stringify({ name: 'Palm Bay', defaultLanguage: 'VI', languages: ['VI', 'EN'], ageLimit: 21 }));
    writeFileSync(join(folder, 'theme.json'), JSON.stringify({ extends: 'light', tokens: { color: { brand, surfaceRaised: header } } }));
    // Its light header would take logo-light.svg: without one, the build draws the logo from the name.
    unlinkSync(join(folder, 'artwork', 'logo-light.svg'));
    await promisify(execFile)(join(appDir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], {
      cwd: appDir,
      // NODE_ENV: Vitest sets it to test, which would make a development build.
      env: { ...process.env, NODE_ENV: 'production', MERCHANTS_DIR: join(work, 'merchants'), MERCHANT: 'palmbay', OUT_DIR: outDir },
    });
  }, 240_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const read = (path: string) => readFileSync(join(outDir, path), 'utf8');
  const assets = (extension: string) =>
    readdirSync(join(outDir, 'assets'))
      .filter((file) => file.endsWith(extension))
      .map((file) => read(`assets/${file}`))
      .join('\n');

  it('carries its name, default language and theme in the document, before any script', () => {
    const html = read('index.html');
    expect(/<header data-shell-header[\s\S]*?<\/header>/.exec(html)?.[0]).toContain('Palm Bay');
    expect(html).toMatch(new RegExp(`<html lang="vi" dir="ltr" style="background:${lightTheme.tokens.color.surface}">`));
    expect(html).toContain(`<meta name="theme-color" content="${header}"`);
    expect(html).toContain(`background:${brand}`);
  });

  it('carries its configuration in the code and its manifest, and only its languages', () => {
    expect(/\bcode["']?:\s*["'`]palmbay["'`]/.test(assets('.js')), 'the code of @merchant').toBe(true);
    expect(JSON.parse(read('manifest.webmanifest'))).toMatchObject({ name: 'Palm Bay', theme_color: header, lang: 'vi' });
    expect(Object.keys(JSON.parse(read('.vite/document-languages.json')) as object).sort()).toEqual(['EN', 'VI']);
  });

  it('carries its theme: the base theme’s tokens with its own, under its class', () => {
    const rule = /\.merchant-palmbay\{[^}]*\}/.exec(assets('.css'))?.[0] ?? '';
    expect(rule).toContain(`:${brand};`);
    expect(rule).toContain(`:${header};`);
    expect(rule).toContain(`:${lightTheme.tokens.color.textMuted};`);
    expect(/\bclassName:\s*["'`]merchant-palmbay["'`]/.test(assets('.js')), 'the theme class of @merchant').toBe(true);
  });

  it('carries a logo drawn from its whole name where its folder has none for its header, and its folder’s icons', () => {
    const logos = [...assets('.js').matchAll(/data:image\/svg\+xml,([^"'`]+)/g)]
      .map((match) => decodeURIComponent(match[1]!))
      .filter((svg) => svg.includes('aria-label='));
    expect(logos, 'the header logo in @merchant').toHaveLength(1);
    const svg = logos[0]!;
    expect(svg).toContain('aria-label="Palm Bay"');
    expect(svg).toContain('>Palm Bay</text>');
    expect(svg).toContain(`fill="${brand}"`);
    expect(svg).not.toContain('Golden');
    expect(read('index.html')).toContain('<link rel="icon" href="/icons/favicon-48.png"');
    expect(readdirSync(join(outDir, 'icons')).sort()).toEqual([
      'apple-touch-icon.png',
      'favicon-48.png',
      'icon-192.png',
      'icon-512.png',
      'icon-maskable-512.png',
    ]);
  });
});
