import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const grid = style({
  display: 'grid',
  // Two tiles a row beside a category menu at 360 px, more where there is room.
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  inlineSize: '100%',
  minBlockSize: '112px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: 'progress', borderColor: vars.color.brand },
  },
});

export const icon = style({ borderRadius: vars.radius.sm });

export const name = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  overflowWrap: 'break-word',
  hyphens: 'auto',
  maxInlineSize: '100%',
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs });
