import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buildMerchant, merchantHosts, rootFilesPruneLeavesOut } from '../scripts/deploy-build.mjs';
import { imageEnvironment, imageStart, parseDockerfile, readDockerfile, recipeProblems } from './dockerfile.js';

const deployDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(deployDir, '..');

describe('the Dockerfiles are thin wrappers around deploy/scripts/deploy-build.mjs', () => {
  for (const server of ['api-server', 'site-server']) {
    it(`${server}.Dockerfile: one RUN calls the script, the runtime stage copies its output only`, () => {
      const instructions = readDockerfile(join(deployDir, `${server}.Dockerfile`));
      expect(recipeProblems(instructions, server)).toEqual([]);
      const start = imageStart(instructions);
      expect(start.user).toBe('node');
      expect(start.command).toEqual(['node', 'dist/main.js']);
      expect(imageEnvironment(instructions)).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    });
  }

  it('finds build logic written in a Dockerfile (the recipe before the script)', () => {
    const before = parseDockerfile(`FROM node:22-bookworm-slim AS base
RUN corepack enable && corepack prepare pnpm@10.34.8 --activate
FROM base AS build
COPY . .
RUN pnpm dlx turbo@2.11.11 prune @whitelabel/site-server --docker
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile
RUN pnpm exec turbo run build --filter=@whitelabel/site-server...
RUN mkdir -p /sites \\
  && for merchant in lucky88 goldenlotus; do cp -r apps/member-web/dist /sites/$merchant/member; done
FROM node:22-bookworm-slim AS runtime
COPY --from=build /out ./
COPY --from=prune /repo/deploy/sites.json /app/sites.json
CMD ["node", "dist/main.js"]`);
    const problems = recipeProblems(before, 'site-server');
    expect(problems.filter((problem) => problem.includes('does something'))).toHaveLength(5);
    expect(problems).toContain('exactly one RUN must call the script for site-server');
    expect(problems.some((problem) => problem.includes('/repo/deploy/sites.json'))).toBe(true);
  });
});

/** Every tsconfig*.json of the workspace's packages (node_modules and build output aside). */
function tsconfigs(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.') || name.startsWith('dist')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) tsconfigs(path, found);
    else if (/^tsconfig.*\.json$/.test(name)) found.push(path);
  }
  return found;
}

describe("the script's copy list", () => {
  it('holds every root file a package tsconfig extends (turbo prune copies packages, not these)', () => {
    const packageDirs = ['openapi', 'tooling', 'merchants', 'packages', 'apps'].map((dir) => join(root, dir));
    const rootFiles = new Set<string>();
    for (const config of packageDirs.flatMap((dir) => tsconfigs(dir))) {
      let file: string | undefined = config;
      while (file) {
        const { config: json, error } = ts.readConfigFile(file, ts.sys.readFile) as { config?: { extends?: string }; error?: ts.Diagnostic };
        if (error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
        const parent: string | undefined = json?.extends?.startsWith('.') ? resolve(dirname(file), json.extends) : undefined;
        if (parent && dirname(parent) === root) rootFiles.add(relative(root, parent));
        file = parent;
      }
    }
    expect([...rootFiles]).toContain('tsconfig.base.json');
    expect([...rootFiles].filter((file) => !rootFilesPruneLeavesOut.includes(file))).toEqual([]);
  });
});

describe('the generated table of hosts', () => {
  it('names each merchant by the SITE_HOSTS patterns', () => {
    expect(merchantHosts('alpha', '{merchant}.localhost, www.{merchant}.example')).toEqual(['alpha.localhost', 'www.alpha.example']);
    expect(merchantHosts('alpha', '')).toEqual(['alpha.localhost']);
  });

  it("tells a site build's merchant by its theme class, and no merchant for a folder that is not one build", () => {
    const build = mkdtempSync(join(tmpdir(), 'deploy-build-merchant-'));
    try {
      expect(buildMerchant(build)).toBeUndefined();
      writeFileSync(join(build, 'index.html'), '<!doctype html>');
      mkdirSync(join(build, 'assets'));
      writeFileSync(join(build, 'assets', 'index-1.css'), '.merchant-alpha{--color-brand:#000}.merchant-alpha .x{color:red}');
      expect(buildMerchant(build)).toBe('alpha');
      writeFileSync(join(build, 'assets', 'other-2.css'), '.merchant-beta{--color-brand:#fff}');
      expect(buildMerchant(build)).toBeUndefined();
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});
