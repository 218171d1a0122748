import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledDependencyFiles, typedEntryPoints, undeclaredImports } from './packages.mjs';

const workDir = mkdtempSync(join(tmpdir(), 'packages-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** A tarball laid out as npm's (`package/...`), made from a manifest and files. */
function tarball(name: string, manifest: Record<string, unknown>, files: Record<string, string>) {
  const dir = join(workDir, name);
  for (const [path, text] of Object.entries({ 'package.json': JSON.stringify(manifest), ...files })) {
    mkdirSync(dirname(join(dir, 'package', path)), { recursive: true });
    writeFileSync(join(dir, 'package', path), text);
  }
  const file = `${dir}.tgz`;
  expect(spawnSync('tar', ['-czf', file, '-C', dir, 'package']).status).toBe(0);
  return file;
}

describe('packed package checks', () => {
  it('lists the code subpaths of an exports map for are-the-types-wrong, a wildcard expanded from the packed files', () => {
    const manifest = {
      exports: {
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './themes/*': { types: './dist/types/themes/*/index.d.ts', default: './dist/themes/*.js' },
        './style.css': './dist/style.css',
        './package.json': './package.json',
      },
    };
    const files = ['dist/index.js', 'dist/themes/light.js', 'dist/themes/dark.js', 'dist/themes/light/tokens.js', 'dist/style.css'];
    expect(typedEntryPoints(manifest, files)).toEqual(['.', './themes/light', './themes/dark']);
  });

  it('finds a dependency bundled under dist/node_modules', () => {
    const pack = { name: 'x', version: '1.0.0', tarball: '', files: ['dist/index.js', 'dist/node_modules/.pnpm/a@1/node_modules/a/index.js'] };
    expect(bundledDependencyFiles(pack)).toEqual(['dist/node_modules/.pnpm/a@1/node_modules/a/index.js']);
  });

  it('names the packages code and declarations import without the manifest declaring them', () => {
    const file = tarball(
      'undeclared',
      { name: '@scope/kit', version: '1.0.0', dependencies: { 'embla-carousel': '8.6.0' }, peerDependencies: { react: '^19.0.0' } },
      {
        'dist/index.js':
          'import { a } from "embla-carousel";\nimport { jsx } from "react/jsx-runtime";\nimport "./own.js";\nimport { b } from "@scope/kit/theme";\nconst c = await import("react-dom/client");',
        'dist/index.d.ts': "import type { Query } from '@tanstack/react-query';\nexport declare const d: import('jotai').Atom<number>;",
        'dist/server.js': "import { randomUUID } from 'node:crypto';",
      },
    );
    expect(undeclaredImports(file)).toEqual(['@tanstack/react-query', 'jotai', 'react-dom']);
  });
});
