import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: '56px',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  textDecoration: 'none',
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.brand },
});

export const icon = style({
  gridRow: 'span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
});

export const label = style({
  fontWeight: vars.font.weightBold,
});

export const description = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});

export const note = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});
