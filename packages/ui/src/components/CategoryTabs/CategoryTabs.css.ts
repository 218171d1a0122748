import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const strip = style({
  display: 'flex',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  backgroundColor: vars.color.surface,
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
  },
});

export const tab = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandContrast,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  inlineSize: '20px',
  blockSize: '20px',
});
