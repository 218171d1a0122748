import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const nav = style({
  inlineSize: '84px',
  flex: '0 0 auto',
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  inlineSize: '100%',
  minBlockSize: '60px',
  // A narrow inline padding leaves the 84 px column room for a word such as "Favourites" at this size.
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  // Words stay whole; only a word longer than the column breaks.
  overflowWrap: 'break-word',
  hyphens: 'auto',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.text,
    },
    '&[aria-current="true"]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space.sm,
      inlineSize: '3px',
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.brand,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  inlineSize: '24px',
  blockSize: '24px',
});
