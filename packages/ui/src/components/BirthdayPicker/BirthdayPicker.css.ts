import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const parts = style({
  display: 'grid',
  gridTemplateColumns: '1.4fr 1fr 1fr',
  gap: vars.space.sm,
});

export const select = style({
  minBlockSize: vars.size.touch,
  minInlineSize: 0,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
