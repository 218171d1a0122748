// The publishable packages as a registry would hold them: found, packed with pnpm (workspace and catalog ranges
// replaced by versions) and checked as tarballs. Used by `pnpm release` and the consumer test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './run.mjs';

/** Every package of packages/ that is not private: name, version and folder, in folder order. */
export function publishablePackages() {
  const base = join(root, 'packages');
  return readdirSync(base)
    .map((folder) => join(base, folder))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private)
    .map(({ dir, manifest }) => ({ name: manifest.name, version: manifest.version, dir }));
}

/** Packs one package folder into `destination`: resolves with the tarball's path and the files it holds. */
export function packPackage(dir, destination) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['pack', '--json', '--pack-destination', destination], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pnpm pack failed in ${dir}:\n${stderr}`));
      // pnpm prints the JSON after whatever the package's prepack scripts print.
      const packed = JSON.parse(stdout.slice(stdout.indexOf('{')));
      resolve({ name: packed.name, version: packed.version, tarball: packed.filename, files: packed.files.map((file) => file.path) });
    });
  });
}

/**
 * Files a tarball must not hold: a dependency bundled into the build (`node_modules/` under dist) ships a second copy
 * of a package the manifest already installs.
 */
export function bundledDependencyFiles(pack) {
  return pack.files.filter((file) => file.split('/').includes('node_modules'));
}

/**
 * are-the-types-wrong's entry points for a packed package: every subpath of its exports map that is code, with a
 * wildcard (`./themes/*`) expanded to the folders the tarball holds; stylesheets carry no types to check.
 */
export function typedEntryPoints(manifest, files) {
  const entries = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? { '.': manifest.main })) {
    const file = typeof target === 'string' ? target : (target?.default ?? target?.import);
    if (typeof file !== 'string' || !/\.(m?js)$/.test(file)) continue;
    if (!subpath.includes('*')) {
      entries.push(subpath);
      continue;
    }
    const [prefix = '', suffix = ''] = file.replace(/^\.\//, '').split('*');
    for (const path of files) {
      if (!path.startsWith(prefix) || !path.endsWith(suffix)) continue;
      const match = path.slice(prefix.length, path.length - suffix.length);
      if (match && !match.includes('/')) entries.push(subpath.replace('*', match));
    }
  }
  return entries;
}

const importedModule = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|<reference\s+types=)["']([^"'./][^"']*)["']/g;

/** The package a module specifier names: `@scope/name` or `name`, without a subpath. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Packages the tarball's code and declarations import without its manifest installing them (dependencies) or asking the
 * app for them (peer dependencies): in the app they resolve only by chance of hoisting, or not at all. Node's built-in
 * modules (`node:` imports) need neither.
 */
export function undeclaredImports(tarball) {
  const manifest = tarballManifest(tarball);
  const declared = new Set([manifest.name, ...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies })]);
  const listing = spawnSync('tar', ['-xzOf', tarball, '--wildcards', 'package/*.js', 'package/*.d.ts'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (listing.status !== 0) throw new Error(`cannot read ${tarball}: ${listing.stderr}`);
  const missing = new Set();
  for (const [, specifier = ''] of listing.stdout.matchAll(importedModule)) {
    if (specifier.startsWith('node:')) continue;
    const name = packageOf(specifier);
    if (!declared.has(name)) missing.add(name);
  }
  return [...missing].sort();
}

/** Reads the package.json inside a tarball. */
export function tarballManifest(tarball) {
  const result = spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cannot read package.json from ${tarball}: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/**
 * Checks one tarball with publint (strict: warnings fail) and are-the-types-wrong (the ESM-only profile: these packages
 * ship ES modules only, so CommonJS `require` and node10 resolution are out of scope). Returns the failed checks.
 */
export function checkTarball(pack) {
  const failed = [];
  const bundled = bundledDependencyFiles(pack);
  if (bundled.length) {
    console.error(`${pack.name}: the tarball bundles dependencies instead of importing them:\n  ${bundled.slice(0, 5).join('\n  ')}`);
    failed.push('bundled dependencies');
  }
  const undeclared = undeclaredImports(pack.tarball);
  if (undeclared.length) {
    console.error(`${pack.name}: imports packages its manifest neither depends on nor asks as peers: ${undeclared.join(', ')}`);
    failed.push('undeclared imports');
  }
  const exec = (args) => spawnSync('pnpm', ['exec', ...args], { cwd: root, stdio: 'inherit' }).status;
  if (exec(['publint', 'run', '--strict', pack.tarball]) !== 0) failed.push('publint');
  const entries = typedEntryPoints(tarballManifest(pack.tarball), pack.files);
  if (exec(['attw', pack.tarball, '--profile', 'esm-only', '--format', 'table-flipped', '--entrypoints', ...entries]) !== 0) failed.push('attw');
  return failed;
}
