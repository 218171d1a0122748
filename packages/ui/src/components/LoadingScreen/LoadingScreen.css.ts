import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const pulse = keyframes({ '0%, 100%': { opacity: 0.45, transform: 'scale(0.96)' }, '50%': { opacity: 1, transform: 'none' } });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minBlockSize: '100dvh',
  padding: vars.space.xl,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const overlay = style({ position: 'fixed', inset: 0, zIndex: 1200 });

export const logo = style({
  display: 'flex',
  maxInlineSize: '60%',
  animation: `${pulse} 1600ms ease-in-out infinite`,
});

export const spinner = style({
  inlineSize: '36px',
  blockSize: '36px',
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderBlockStartColor: vars.color.brand,
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2700ms !important', animationIterationCount: 'infinite !important' } },
});

export const label = style({ margin: 0, fontSize: vars.font.sizeSm });
