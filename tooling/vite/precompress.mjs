// A Vite plugin that writes brotli (.br) and gzip (.gz) siblings of the build's text files once the
// bundle is written, so a static server can send them without compressing per request
// (apps/site-server serves them through @fastify/static's preCompressed option).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text types worth compressing; images other than SVG are compressed already, source maps are for tools. */
export const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;

/** Below this size the saving does not pay for the extra file. */
export const minimumBytes = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to each compressible file of `dir`
 * that is at least `minimumBytes` long, keeping a variant only when it is smaller. Returns the count.
 */
export async function precompressFolder(dir) {
  let written = 0;
  for await (const path of files(dir)) {
    if (!compressible.test(path) || (await stat(path)).size < minimumBytes) continue;
    const source = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
      gz(source, { level: 9 }),
    ]);
    if (br.length < source.length) {
      await writeFile(`${path}.br`, br);
      written += 1;
    }
    if (gzipped.length < source.length) {
      await writeFile(`${path}.gz`, gzipped);
      written += 1;
    }
  }
  return written;
}

/** The plugin: runs after the bundle is written, on the build's output folder. */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'whitelabel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
