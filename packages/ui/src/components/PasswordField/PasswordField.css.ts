import { style } from '@vanilla-extract/css';

export const icon = style({
  inlineSize: '22px',
  blockSize: '22px',
});
