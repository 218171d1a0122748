import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

// Screen layout inside a frame: theme variables and logical properties only, so every theme and
// right-to-left work without extra rules.

/** A page over the fixed footer bar. */
export const withFooter = style({ paddingBlockEnd: `calc(${vars.size.footer} + ${vars.space.xl})` });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingBlock: vars.space.sm });

export const inset = style({ paddingInline: vars.space.sm });

export const logo = style({ display: 'block', maxInlineSize: '100%', blockSize: 'auto', direction: 'ltr' });
export const logoMark = style({ fill: vars.color.brand });
export const uploadedLogo = style({ display: 'block', blockSize: '32px', inlineSize: 'auto', maxInlineSize: '100%', objectFit: 'contain' });
const logoText = { fontFamily: vars.font.body, fontWeight: vars.font.weightBold, fontSize: '16px' };
export const logoInitial = style({ ...logoText, fill: vars.color.brandContrast });
export const logoName = style({ ...logoText, fill: vars.color.brand });

export const button = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const wideButton = style([button, { flex: 1 }]);

/** A 44 px icon button in a header (the header's end column is one touch target wide). */
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.brandSoft },
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

export const termsLink = style({ color: vars.color.brand, fontWeight: vars.font.weightBold });

export const gridArea = style({ paddingInline: vars.space.sm });

export const promotionList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.md,
});

export const promotionCard = style({
  display: 'grid',
  inlineSize: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontFamily: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const promotionImage = style({ display: 'block', inlineSize: '100%', blockSize: 'auto', aspectRatio: '750 / 300', objectFit: 'cover' });

export const promotionText = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.md });

export const promotionTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const promotionPeriod = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const sheetImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '750 / 300',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

export const sheetContent = style({ color: vars.color.text, fontSize: vars.font.sizeSm, lineHeight: vars.font.lineHeight });
// Promotion HTML comes with its own inline sizes (the operator's editor): the theme's type scale wins.
globalStyle(`${sheetContent} *`, { fontSize: 'inherit !important', color: 'inherit' });
globalStyle(`${sheetContent} h3`, { fontSize: `${vars.font.sizeMd} !important`, marginBlock: vars.space.sm });
globalStyle(`${sheetContent} ul`, { paddingInlineStart: vars.space.xl });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, color: vars.color.text });

export const noticeText = style({ margin: 0, color: vars.color.text, fontSize: vars.font.sizeSm });
