import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brand,
      color: vars.color.brandContrast,
      fontWeight: vars.font.weightBold,
    },
  },
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 2fr',
  gap: vars.space.sm,
});
