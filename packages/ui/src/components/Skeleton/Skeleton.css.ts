import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const shimmer = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(100%)' } });

export const bone = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: `linear-gradient(90deg, transparent, ${vars.color.brandSoft}, transparent)`,
    animation: `${shimmer} 1400ms ease-in-out infinite`,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { '::after': { animation: 'none', opacity: 0 } } },
});

export const shape = styleVariants({
  text: { blockSize: '0.9em', borderRadius: vars.radius.sm, marginBlock: vars.space.xs },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: '50%' },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--skeleton-columns, 3), minmax(0, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.sm,
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
