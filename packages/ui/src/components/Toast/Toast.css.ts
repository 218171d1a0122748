import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const viewport = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockStart: '40%',
  zIndex: 1100,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  pointerEvents: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxInlineSize: `min(100%, calc(${vars.size.frameMaxWidth} - 2 * ${vars.space.xl}))`,
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
  pointerEvents: 'auto',
  animation: `${enter} ${vars.motion.popup} ${vars.motion.easing} both`,
});

export const icon = styleVariants({
  success: { flexShrink: 0, color: vars.color.success },
  info: { flexShrink: 0, color: vars.color.info },
  error: { flexShrink: 0, color: vars.color.danger },
  loading: { flexShrink: 0, color: vars.color.brand },
});

export const spinner = style({
  flexShrink: 0,
  inlineSize: '20px',
  blockSize: '20px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderBlockStartColor: vars.color.brand,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms !important', animationIterationCount: 'infinite !important' } },
});
