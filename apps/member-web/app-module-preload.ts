// The app module's files, listed in index.html as inert links in a `<template>` (src/app/app-files.ts): module
// preloads for the start module and every chunk it imports statically, style sheet preloads for their styles.
//
// The entry (src/entry.ts) imports the start module once the first screen's image is in. Vite's preload helper
// then added one link per file (sixteen, and 30-45 more for the first screen's chunk) in one task: 10-60 ms at 1x
// CPU, four times that on the benchmark's phone. The entry now moves the template's links into the head a few per
// task before that import, and the helper finds each file already asked for. In the template they fetch nothing:
// links the parser reads would be requested with the document, sharing a slow line with the first screen's image.
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { appFilesTemplateId } from './src/app/app-files.js';
import { staticImportFiles, type ViteChunk } from './sw/rules.js';

/**
 * A module's chunk and the chunks it imports statically, in import order, then their style sheets: the walk the
 * precache makes over the build's manifest ({@link staticImportFiles}), over the bundle keyed by file name (the
 * manifest is not written yet when the document is).
 */
export function moduleFiles(bundle: Rollup.OutputBundle, module: string): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
  const start = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
  if (!start) throw new Error(`app module preload: no chunk for ${module}`);
  const manifest: Record<string, ViteChunk> = Object.fromEntries(
    chunks.map((chunk) => [chunk.fileName, { file: chunk.fileName, imports: chunk.imports, css: [...(chunk.viteMetadata?.importedCss ?? [])] }]),
  );
  return staticImportFiles(manifest, start.fileName);
}

/** Where the build lists, per first-screen page, its screen's files beyond the app module's (read by the site server). */
export const pageModulesFile = '.vite/first-screen-modules.json';

/**
 * Each page's screen files the app module does not already bring: its chunk, the chunks it imports statically and
 * their style sheets, as URL paths. The site server adds them to that page's template, so the start-up's preload of
 * the screen (main.tsx) adds no link either.
 */
export function pageModuleFiles(bundle: Rollup.OutputBundle, startModule: string, pages: Record<string, string>, base = '/'): Record<string, string[]> {
  const app = moduleFiles(bundle, startModule);
  const brought = new Set([...app.scripts, ...app.styles]);
  const table: Record<string, string[]> = {};
  for (const [path, module] of Object.entries(pages)) {
    const screen = moduleFiles(bundle, module);
    table[path] = [...screen.scripts, ...screen.styles].filter((file) => !brought.has(file)).map((file) => `${base}${file}`);
  }
  return table;
}

/**
 * Lists the app module's files in index.html's template and writes the pages' table (build only: the dev server
 * serves modules one by one). `pages`: a first-screen page's path → its screen module, as the build names it.
 */
export function appModulePreload(startModule: string, pages: Record<string, string>): Plugin {
  let base = '/';
  return {
    name: 'app-module-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: pageModulesFile, source: `${JSON.stringify(pageModuleFiles(bundle, startModule, pages, base))}\n` });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const { scripts, styles } = moduleFiles(context.bundle, startModule);
        const linked = (file: string) => html.includes(`href="${base}${file}"`);
        const links: HtmlTagDescriptor[] = [
          ...scripts
            .filter((file) => !linked(file))
            .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` } })),
          ...styles.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` } })),
        ];
        return [{ tag: 'template', attrs: { id: appFilesTemplateId }, children: links, injectTo: 'head' }];
      },
    },
  };
}
