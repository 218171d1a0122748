import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

export const page = style({
  minBlockSize: '100dvh',
  marginInline: 'auto',
  maxInlineSize: vars.size.frameMaxWidth,
  backgroundColor: vars.color.surface,
});

export const content = style({ padding: vars.space.lg });

export const welcome = style({ margin: 0, fontSize: vars.font.sizeXl });

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
