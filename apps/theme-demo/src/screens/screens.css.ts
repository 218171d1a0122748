import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

// Screen layout inside a frame: theme variables and logical properties only, so every theme and
// right-to-left work without extra rules.

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** A page over the fixed footer bar. */
export const withFooter = style({ paddingBlockEnd: `calc(${vars.size.footer} + ${vars.space.xl})` });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingBlock: vars.space.sm });

export const inset = style({ paddingInline: vars.space.sm });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.1,
  color: vars.color.brand,
  minInlineSize: 0,
});

/** The name under or beside the mark, in at most two short lines. */
export const logoName = style({ maxInlineSize: '5.5em', overflowWrap: 'anywhere' });

export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.font.sizeSm,
});

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

export const textButton = style({
  minBlockSize: vars.size.touch,
  minInlineSize: vars.size.touch,
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px', borderRadius: vars.radius.sm } },
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

export const sheetImage = style({ display: 'block', inlineSize: '100%', blockSize: 'auto', aspectRatio: '750 / 300', borderRadius: vars.radius.md, objectFit: 'cover' });

export const sheetContent = style({ color: vars.color.text, fontSize: vars.font.sizeSm, lineHeight: vars.font.lineHeight });
// Promotion HTML comes with its own inline sizes (the operator's editor): the theme's type scale wins.
globalStyle(`${sheetContent} *`, { fontSize: 'inherit !important', color: 'inherit' });
globalStyle(`${sheetContent} h3`, { fontSize: `${vars.font.sizeMd} !important`, marginBlock: vars.space.sm });
globalStyle(`${sheetContent} ul`, { paddingInlineStart: vars.space.xl });
