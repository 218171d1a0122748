import { style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

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
