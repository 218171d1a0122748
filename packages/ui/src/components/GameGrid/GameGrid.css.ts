import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const grid = style({
  position: 'relative',
  inlineSize: '100%',
  paddingInline: vars.space.sm,
});

export const rows = style({
  position: 'relative',
  inlineSize: '100%',
});

/** One virtual row; its block offset is set inline from the virtualiser. */
export const row = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--game-grid-columns), minmax(0, 1fr))',
  columnGap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  margin: 0,
  listStyle: 'none',
});

export const cell = style({
  minInlineSize: 0,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
