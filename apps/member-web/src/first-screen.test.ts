// @vitest-environment node
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { merchantConfig } from '@whitelabel/merchants';
import { describe, expect, it } from 'vitest';
import { bannerMarker } from '../first-screen-shell.js';
import { appStartModule, entryImports, startUpFiles, type ViteChunk } from '../sw/rules.js';
import { appFilesTemplateId } from './app/app-files.js';

// The built documents: each merchant's index.html paints its shell before any script runs.
const builds = [
  { folder: 'dist-lucky88', merchant: merchantConfig('lucky88') },
  { folder: 'dist-goldenlotus', merchant: merchantConfig('goldenlotus') },
];

describe.each(builds)('the first-screen shell of $folder', ({ folder, merchant }) => {
  const html = readFileSync(fileURLToPath(new URL(`../${folder}/index.html`, import.meta.url)), 'utf8');
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

  it('has the header with the merchant’s name, the footer bar and the banner frame inside #root', () => {
    expect(root).toMatch(/<header data-shell-header[^>]*>[\s\S]*<\/header>/);
    expect(/<header data-shell-header[\s\S]*?<\/header>/.exec(root)?.[0]).toContain(merchant.name);
    expect(root).toContain('<nav data-shell-footer');
    // The site server writes the first banner here (apps/site-server src/boot.ts).
    expect(root).toMatch(new RegExp(`<div data-shell-banner style="aspect-ratio:750/300[^"]*">${bannerMarker}</div>`));
  });

  it('is titled with the merchant’s name', () => {
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(merchant.name);
  });

  it('has no inline style element or inline script (the CSP allows neither)', () => {
    expect(html).not.toMatch(/<style\b/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>[^<]/);
  });

  it('has nothing that holds the shell’s paint: no style sheet, and one small loader script (the app follows the banner)', () => {
    expect(html).not.toMatch(/<link\b[^>]*\brel="stylesheet"/);
    const scripts = html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    const entry = /src="\/(assets\/[^"]+\.js)"/.exec(scripts[0] ?? '')?.[1] ?? '';
    expect(statSync(fileURLToPath(new URL(`../${folder}/${entry}`, import.meta.url))).size).toBeLessThan(4096);
    // The loader's own import at most; the app module's files wait, inert, in a template (next test).
    const outsideTemplates = html.replace(/<template\b[\s\S]*?<\/template>/g, '');
    expect(outsideTemplates.match(/<link rel="modulepreload"[^>]*>/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('lists the app’s start-up scripts and style sheets (React DOM’s and the start module’s) in the template the entry moves into the head', () => {
    const manifest = JSON.parse(readFileSync(fileURLToPath(new URL(`../${folder}/.vite/manifest.json`, import.meta.url)), 'utf8')) as Record<string, ViteChunk>;
    const { scripts, styles } = startUpFiles(manifest);
    const head = html.slice(0, html.indexOf('</head>'));
    const template = new RegExp(`<template id="${appFilesTemplateId}">([\\s\\S]*?)</template>`).exec(head)?.[1] ?? '';
    const linked = (rel: string) =>
      new Set([...template.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="/([^"]+)">`, 'g'))].map((match) => match[1]));
    // The loader's own import (Vite links it outside) is the one script left out.
    const loaderImports = new Set(
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]).filter((file) => !template.includes(`/${file}"`)),
    );
    expect(scripts.length).toBeGreaterThan(5);
    // React DOM first, evaluated in a task of its own, then the app.
    expect(entryImports(manifest)).toEqual(['src/app/react-dom-start.ts', appStartModule]);
    expect(scripts.filter((file) => !loaderImports.has(file)).sort()).toEqual([...linked('modulepreload')].sort());
    expect([...styles].sort()).toEqual([...linked('preload" as="style')].sort());
  });

  it('gives the page its colour and the app’s margins before the style sheet arrives', () => {
    expect(html).toMatch(/<html [^>]*style="background:#[0-9a-f]{3,8}"/i);
    expect(html).toContain('<body style="margin:0">');
  });
});
