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
