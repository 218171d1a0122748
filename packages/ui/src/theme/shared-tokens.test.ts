import { describe, expect, it } from 'vitest';
import { fontStacks, sharedTokens, systemFontStack } from './shared-tokens.js';

describe('the font stacks a theme may choose', () => {
  it('start with the system stack the shared tokens use, which covers every script', () => {
    expect(fontStacks[0]).toEqual({ id: 'system', stack: systemFontStack, scripts: 'all' });
    expect(sharedTokens.font.body).toBe(fontStacks[0].stack);
  });

  it('are system fonts only, each ending in a generic family, each with its own id and the scripts it draws', () => {
    expect(new Set(fontStacks.map((choice) => choice.id)).size).toBe(fontStacks.length);
    for (const choice of fontStacks) {
      expect(choice.stack).toMatch(/(?:^|, )(?:sans-serif|serif)$/);
      // Nothing to fetch: a name, never a url() or an @font-face.
      expect(choice.stack).not.toMatch(/url\(|@/);
      if (choice.scripts !== 'all') for (const script of choice.scripts) expect(script).toMatch(/^[A-Z][a-z]{3}$/);
    }
  });
});
