// The app's start-up files, listed in index.html as inert links in a `<template>` (src/app/app-files.ts): module
// preloads for the modules the entry imports (React DOM, then the start module) and every chunk they import
// statically, style sheet preloads for their styles.
//
// The entry (src/entry.ts) imports them once the first screen's image is in. Vite's preload helper
// then added one link per file (sixteen, and 30-45 more for the first screen's chunk) in one task: 10-60 ms at 1x
// CPU, four times that on the benchmark's phone. The entry now moves the template's links into the head a few per
// task before that import, and the helper finds each file already asked for. In the template they fetch nothing:
// links the parser reads would be requested with the document, sharing a slow line with the first screen's image.
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { appFilesTemplateId } from './src/app/app-files.js';
import { startUpFiles, staticImportFiles, type ViteChunk } from './sw/rules.js';

/**
 * A module's chunk and the chunks it imports statically, in import order, then their style sheets: the walk the
 * precache makes over the build's manifest ({@link staticImportFiles}), over the bundle keyed by file name (the
 * manifest is not written yet when the document is).
 */
export function moduleFiles(bundle: Rollup.OutputBundle, module: string): { scripts: string[]; styles: string[] } {
  const start = bundleChunks(bundle).find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
  if (!start) throw new Error(`app module preload: no chunk for ${module}`);
  return staticImportFiles(bundleManifest(bundle), start.fileName);
}

/** The app's start-up files ({@link startUpFiles}: the modules the entry imports, with theirs), over the bundle. */
export function appStartFiles(bundle: Rollup.OutputBundle): { scripts: string[]; styles: string[] } {
  return startUpFiles(bundleManifest(bundle));
}

const bundleChunks = (bundle: Rollup.OutputBundle) => Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));

/** The bundle as a manifest keyed by file name (the manifest is not written yet when the document is). */
function bundleManifest(bundle: Rollup.OutputBundle): Record<string, ViteChunk> {
  return Object.fromEntries(
    bundleChunks(bundle).map((chunk) => [
      chunk.fileName,
      {
        file: chunk.fileName,
        isEntry: chunk.isEntry,
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
        css: [...(chunk.viteMetadata?.importedCss ?? [])],
      },
    ]),
  );
}

/** Where the build lists, per first-screen page, its screen's files beyond the app module's (read by the site server). */
export const pageModulesFile = '.vite/first-screen-modules.json';

/**
 * Each page's screen files the app module does not already bring: its chunk, the chunks it imports statically and
 * their style sheets, as URL paths. The site server adds them to that page's template, so the start-up's preload of
 * the screen (main.tsx) adds no link either.
 */
export function pageModuleFiles(bundle: Rollup.OutputBundle, pages: Record<string, string>, base = '/'): Record<string, string[]> {
  const app = appStartFiles(bundle);
  const brought = new Set([...app.scripts, ...app.styles]);
  const table: Record<string, string[]> = {};
  for (const [path, module] of Object.entries(pages)) {
    const screen = moduleFiles(bundle, module);
    table[path] = [...screen.scripts, ...screen.styles].filter((file) => !brought.has(file)).map((file) => `${base}${file}`);
  }
  return table;
}

/**
 * Lists the app's start-up files in index.html's template and writes the pages' table (build only: the dev server
 * serves modules one by one). `pages`: a first-screen page's path → its screen module, as the build names it.
 */
export function appModulePreload(pages: Record<string, string>): Plugin {
  let base = '/';
  return {
    name: 'app-module-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: pageModulesFile, source: `${JSON.stringify(pageModuleFiles(bundle, pages, base))}\n` });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const { scripts, styles } = appStartFiles(context.bundle);
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
