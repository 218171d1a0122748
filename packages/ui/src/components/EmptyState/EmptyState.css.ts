import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ color: vars.color.textMuted, opacity: 0.8 });

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, color: vars.color.text });

export const description = style({ margin: 0, fontSize: vars.font.sizeSm, maxInlineSize: '32ch' });

export const action = style({
  minBlockSize: vars.size.touch,
  marginBlockStart: vars.space.sm,
  paddingInline: vars.space.xl,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
});
