import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  paddingInlineStart: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focusRing },
  },
});

export const searchIcon = style({
  flex: '0 0 auto',
  inlineSize: '20px',
  blockSize: '20px',
});

export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: 'none' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clear = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outlineOffset: '-4px' },
  },
});

export const message = style({
  margin: 0,
  minBlockSize: '1lh',
  paddingInline: vars.space.md,
  fontSize: vars.font.sizeXs,
  color: vars.color.warning,
});
