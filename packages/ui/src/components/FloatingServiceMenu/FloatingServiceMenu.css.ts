import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const pop = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.96)' }, to: { opacity: 1, transform: 'none' } });

export const root = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: `calc(${vars.size.footer} + ${vars.space.lg} + env(safe-area-inset-bottom))`,
  zIndex: 30,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const inline = style({ position: 'relative', insetInlineEnd: 'auto', insetBlockEnd: 'auto' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '52px',
  blockSize: '52px',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  boxShadow: vars.shadow.overlay,
  cursor: 'pointer',
  transition: `transform ${vars.motion.popup} ${vars.motion.easing}`,
  selectors: { '&[aria-expanded="true"]': { transform: 'rotate(90deg)' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: '180px',
  maxInlineSize: '70vw',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
  transformOrigin: 'bottom',
  animation: `${pop} ${vars.motion.popup} ${vars.motion.easing}`,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.brandSoft },
});

export const itemIcon = style({ display: 'inline-flex', color: vars.color.brand, flexShrink: 0 });
