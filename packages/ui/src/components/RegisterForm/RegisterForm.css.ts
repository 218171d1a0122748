import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
});

export const backToLogin = style({
  alignSelf: 'center',
});
