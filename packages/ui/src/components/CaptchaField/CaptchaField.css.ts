import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const imageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '104px',
  minBlockSize: vars.size.touch,
  blockSize: '100%',
  padding: vars.space.xxs,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outlineOffset: '-2px' },
    '&:disabled': { cursor: 'progress' },
  },
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '36px',
  objectFit: 'contain',
});
