import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

/** Drawn numbers as balls: brand on its contrast colour (checked for contrast in every theme). */
export const balls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const ball = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '28px',
  blockSize: '28px',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

/** Prize tiers of a Vietnam draw: tier name, then its numbers wrapping within 360 px. */
export const prizeTable = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm });

globalStyle(`${prizeTable} th, ${prizeTable} td`, {
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${prizeTable} caption`, { textAlign: 'start', fontWeight: vars.font.weightBold, paddingBlockEnd: vars.space.xs });

export const tierName = style({ whiteSpace: 'nowrap', color: vars.color.textMuted, fontWeight: vars.font.weightRegular });

export const prizeNumbers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightBold,
});

export const special = style({ color: vars.color.danger, fontSize: vars.font.sizeMd });

/** A whole list row that opens something (an order). */
export const rowLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  minBlockSize: vars.size.touch,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/** Links to the other lottery screens. */
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/** Text that must not overflow 360 px (issue codes, bet contents). */
export const breakable = style({ overflowWrap: 'anywhere', minInlineSize: 0 });
