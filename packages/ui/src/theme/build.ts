import { vars, type ThemeTokens } from './contract.css.js';

/** Some tokens of a theme, by group: what a merchant's theme changes of the base theme it extends. */
export type ThemeOverrides = { [Group in keyof ThemeTokens]?: Partial<ThemeTokens[Group]> };

type Tree = { readonly [key: string]: string | Tree };

/**
 * `base` with `overrides` laid over it. A group or token the contract does not have is refused, so a
 * misspelt token in a merchant's theme fails its build instead of being ignored.
 */
export function extendTokens(base: ThemeTokens, overrides: ThemeOverrides): ThemeTokens {
  const merge = (from: Tree, over: unknown, path: string): Tree => {
    if (typeof over !== 'object' || over === null || Array.isArray(over)) throw new Error(`Theme tokens: ${path || 'the overrides'} must be an object`);
    const merged: Record<string, string | Tree> = { ...from };
    for (const [key, value] of Object.entries(over)) {
      const at = path ? `${path}.${key}` : key;
      const current = from[key];
      if (current === undefined) throw new Error(`Theme tokens: ${at} is not a token of the theme contract`);
      if (typeof current === 'string') {
        if (typeof value !== 'string') throw new Error(`Theme tokens: ${at} must be a string`);
        merged[key] = value;
      } else {
        merged[key] = merge(current, value, at);
      }
    }
    return merged;
  };
  return merge(base as Tree, overrides, '') as ThemeTokens;
}

/**
 * The CSS rule setting every variable of the contract to its token under `selector`: what vanilla-extract's
 * createTheme writes, made without it, so a theme defined outside this package (a merchant's folder) needs no
 * style module of its own.
 */
export function themeCss(selector: string, tokens: ThemeTokens): string {
  const declarations: string[] = [];
  const walk = (contract: Tree, values: Tree, path: string) => {
    for (const [key, variable] of Object.entries(contract)) {
      const value = values[key];
      if (typeof variable === 'string') {
        const name = /^var\((--[\w-]+)\)$/.exec(variable)?.[1];
        if (!name || typeof value !== 'string') throw new Error(`Theme tokens: ${path}${key} has no value`);
        declarations.push(`${name}:${value}`);
      } else {
        if (typeof value !== 'object') throw new Error(`Theme tokens: ${path}${key} has no values`);
        walk(variable, value, `${path}${key}.`);
      }
    }
  };
  walk(vars as Tree, tokens as Tree, '');
  return `${selector}{${declarations.join(';')}}\n`;
}
