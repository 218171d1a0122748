/** Tokens every merchant shares unless it overrides them: type scale, spacing, sizes and motion of spec section 9. */

/** System font stacks by script; nothing is fetched at run time (docs/conventions.md). */
export const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Thai"',
  '"Noto Sans Arabic"',
  '"Noto Sans CJK SC"',
  '"PingFang SC"',
  '"Hiragino Sans"',
  '"Microsoft YaHei"',
  'Tahoma',
  'sans-serif',
].join(', ');

/**
 * The font stacks a theme may give `font.body` and `font.numeric`: system fonts only (nothing is fetched), each with
 * the scripts (ISO 15924) its named fonts draw; `all` falls back to the phone's own font for every script. A theme
 * whose stack lacks a merchant language's script shows that language in the phone's default font.
 */
export const fontStacks = [
  { id: 'system', stack: systemFontStack, scripts: 'all' },
  {
    id: 'humanist',
    stack: ['"Segoe UI"', '"Noto Sans"', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(', '),
    scripts: ['Latn', 'Cyrl', 'Grek'],
  },
  { id: 'serif', stack: ['Georgia', '"Noto Serif"', '"Times New Roman"', 'serif'].join(', '), scripts: ['Latn', 'Cyrl', 'Grek'] },
  { id: 'rounded', stack: ['ui-rounded', '"SF Pro Rounded"', '"Arial Rounded MT Bold"', 'sans-serif'].join(', '), scripts: ['Latn'] },
] as const satisfies readonly { id: string; stack: string; scripts: 'all' | readonly string[] }[];

export const sharedTokens = {
  font: {
    body: systemFontStack,
    numeric: systemFontStack,
    sizeXs: '0.75rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.125rem',
    sizeXl: '1.375rem',
    weightRegular: '400',
    weightBold: '700',
    lineHeight: '1.4',
    lineHeightTall: '1.7',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  size: { header: '52px', footer: '60px', touch: '44px', frameMaxWidth: '480px' },
  motion: { popup: '225ms', page: '300ms', slide: '400ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;
