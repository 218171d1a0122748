import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: '100dvh',
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

export const statusTitle = style({ margin: 0, fontSize: vars.font.sizeXl, color: vars.color.brand });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.border}`,
  borderBlockStartColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
});

export const statusIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '80px',
  blockSize: '80px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
});

export const statusBody = style({ margin: 0, maxInlineSize: '32ch', lineHeight: vars.font.lineHeightTall });

export const statusButton = style({
  minBlockSize: vars.size.touch,
  minInlineSize: '160px',
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.7, cursor: 'progress' },
  },
});
