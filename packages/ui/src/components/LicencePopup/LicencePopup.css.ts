import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
});

/** The certificate keeps its proportions and reserves its box before it loads. */
export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const text = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});
