import { style } from '@vanilla-extract/css';

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
});
