// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kb, measureBuild } from '@whitelabel/tooling/budgets';
import { describe, expect, it } from 'vitest';
import { entryImports, type ViteChunk } from '../sw/rules.js';

// Sizes do not vary from run to run, so they are checked here rather than benchmarked. The entry imports React DOM
// and the app once the first screen's image is in: those modules' imports are initial too.
// lucky88's build, the budgets' reference (Thai default, three languages).
const dist = fileURLToPath(new URL('../dist-lucky88', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<string, ViteChunk>;
const sizes = measureBuild(dist, { appModules: entryImports(manifest) });

describe('performance budgets of the member site: brotli sizes of the built JavaScript', () => {
  it(`keeps the initial JavaScript for /m/home within 134 KB (now ${kb(sizes.initial.brotli)})`, () => {
    expect(sizes.initial.brotli).toBeLessThanOrEqual(134 * 1024);
  });

  it('keeps each lazily loaded chunk within 30 KB', () => {
    const over = sizes.lazy.filter((chunk) => chunk.brotli > 30 * 1024).map((chunk) => `${chunk.source}: ${kb(chunk.brotli)}`);
    expect(over).toEqual([]);
  });

  it('loads only the current language: no locale file is part of the initial load', () => {
    expect(sizes.initial.files.filter((file) => /locales|\/(en|th|ar|zh-TW|zh-CN)-[\w-]+\.js$/.test(file))).toEqual([]);
    expect(sizes.lazy.map((chunk) => chunk.source).filter((source) => source.includes('/locales/')).length).toBeGreaterThanOrEqual(5);
  });

  it("carries React Router's production build, not the development one its package exports name", () => {
    const assets = `${dist}/assets`;
    const sources = readdirSync(assets)
      .filter((file) => file.endsWith('.js.map'))
      .flatMap((file) => (JSON.parse(readFileSync(`${assets}/${file}`, 'utf8')) as { sources: string[] }).sources)
      .filter((source) => source.includes('/react-router/dist/'));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => !source.includes('/react-router/dist/production/'))).toEqual([]);
  });
});
