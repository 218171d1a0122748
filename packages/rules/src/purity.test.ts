import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The client, the mocks and the server all load this package: anything it imported would ride along into each.
describe('framework-free', () => {
  it('has no dependencies and imports only its own modules', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    expect([manifest.dependencies, manifest.peerDependencies]).toEqual([undefined, undefined]);
    const sources = readdirSync(new URL('.', import.meta.url)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const imports = sources.flatMap((name) => [...readFileSync(new URL(name, import.meta.url), 'utf8').matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!));
    expect(sources.length).toBeGreaterThan(3);
    expect(imports.filter((specifier) => !specifier.startsWith('./'))).toEqual([]);
  });
});
