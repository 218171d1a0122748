import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const options = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
});

export const freePlay = style({
  alignSelf: 'center',
});
