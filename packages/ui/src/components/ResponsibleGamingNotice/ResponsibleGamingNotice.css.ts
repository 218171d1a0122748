import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
});

export const intro = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
});

export const conditions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
});
