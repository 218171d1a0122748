// Measures a Vite build's JavaScript the way a phone downloads it: brotli-compressed, split into the
// initial load (the entry and everything it imports statically, and the modules it starts the app with) and each
// lazily loaded chunk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export function brotliSize(buffer) {
  return brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/**
 * Reads dist/.vite/manifest.json (build.manifest: true) and sizes the initial and lazy JavaScript.
 * `appModules`: sources the entry always imports dynamically at start (a loader entry), counted as initial.
 */
export function measureBuild(distDir, { appModules = [] } = {}) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const size = (file) => brotliSize(readFileSync(join(distDir, file)));

  const initial = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of appModules) {
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    visit(key);
  }

  const lazy = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js') || initial.has(chunk.file)) continue;
    lazy.push({ name: chunk.name ?? key, source: key, file: chunk.file, brotli: size(chunk.file) });
  }
  const initialFiles = [...initial].filter((file) => file.endsWith('.js'));
  return {
    initial: { files: initialFiles, brotli: initialFiles.reduce((sum, file) => sum + size(file), 0) },
    lazy: lazy.sort((a, b) => b.brotli - a.brotli),
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
