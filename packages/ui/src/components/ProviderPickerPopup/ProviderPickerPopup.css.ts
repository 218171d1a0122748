import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: 'none',
});

export const option = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minBlockSize: '64px',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const radio = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const icon = style({
  inlineSize: '28px',
  blockSize: '28px',
  objectFit: 'contain',
});

export const confirm = style({
  inlineSize: '100%',
});
