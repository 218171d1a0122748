import { describe, expect, it } from 'vitest';
import { classicTokens } from '../themes/classic/tokens.js';
import { extendTokens, themeCss } from './build.js';
import { vars } from './contract.css.js';

const variable = (reference: string) => /^var\((--[\w-]+)\)$/.exec(reference)![1]!;

describe('extendTokens', () => {
  it('replaces the tokens given and keeps the others', () => {
    const tokens = extendTokens(classicTokens, { color: { brand: '#123456' }, radius: { md: '4px' } });
    expect(tokens.color.brand).toBe('#123456');
    expect(tokens.radius.md).toBe('4px');
    expect(tokens.color.surface).toBe(classicTokens.color.surface);
    expect(classicTokens.color.brand).not.toBe('#123456');
  });

  it('refuses a token the contract does not have, and a value that is not a string', () => {
    expect(() => extendTokens(classicTokens, { color: { brandd: '#000000' } } as never)).toThrow(/color\.brandd is not a token/);
    expect(() => extendTokens(classicTokens, { colour: {} } as never)).toThrow(/colour is not a token/);
    expect(() => extendTokens(classicTokens, { color: { brand: 3 } } as never)).toThrow(/color\.brand must be a string/);
  });
});

describe('themeCss', () => {
  it('sets every variable of the contract under the selector', () => {
    const css = themeCss('.theme-x', classicTokens);
    expect(css.startsWith('.theme-x{')).toBe(true);
    expect(css).toContain(`${variable(vars.color.brand)}:${classicTokens.color.brand}`);
    expect(css).toContain(`${variable(vars.font.body)}:${classicTokens.font.body}`);
    const count = (tree: object): number =>
      Object.values(tree).reduce<number>((sum, value) => sum + (typeof value === 'string' ? 1 : count(value as object)), 0);
    expect(css.match(/--[\w-]+:/g)).toHaveLength(count(vars));
  });

  it('refuses tokens missing a value', () => {
    const { color: _color, ...partial } = classicTokens;
    expect(() => themeCss('.x', partial as never)).toThrow(/color/);
  });
});
