import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const checkbox = style({
  flex: '0 0 auto',
  inlineSize: '20px',
  blockSize: '20px',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
});

export const text = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});
