import { style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0, flex: '1 1 10rem' });

export const itemActions = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });

export const statusSet = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const statusUnset = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger, fontWeight: vars.font.weightBold });

/** A text-styled button with a 44 px touch target. */
export const linkButton = style({
  minBlockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const profileHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const definitions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const definitionRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  minBlockSize: vars.size.touch,
});

export const definitionTerm = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const definitionValue = style({ margin: 0, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });
