import { describe, expect, it } from 'vitest';
import type { ThemeTokens } from '../theme/contract.css.js';
import { contrastPairs, contrastRatio } from '../theme/contrast.js';

// Every theme folder is picked up, so a new merchant is checked without touching this test.
const tokenModules = import.meta.glob<Record<string, ThemeTokens>>('./*/tokens.ts', { eager: true });
const themes = Object.entries(tokenModules).map(([path, module]) => [path.split('/')[1]!, Object.values(module)[0]!] as const);

describe('contrastRatio (WCAG 2.2)', () => {
  it('gives 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('refuses colours it cannot measure', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('merchant themes meet WCAG AA for every text/surface pair (docs/conventions.md themes)', () => {
  it('finds every theme folder', () => {
    expect(themes.map(([name]) => name).sort()).toEqual(expect.arrayContaining(['classic', 'contrast', 'light']));
  });

  describe.each(themes)('%s', (_name, tokens) => {
    it.each(contrastPairs)('$foreground on $background reaches $minimum:1', ({ foreground, background, minimum }) => {
      expect(contrastRatio(tokens.color[foreground], tokens.color[background])).toBeGreaterThanOrEqual(minimum);
    });
  });
});
