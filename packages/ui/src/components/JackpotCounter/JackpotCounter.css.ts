import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const digitHeight = createVar();

export const root = style({
  vars: { [digitHeight]: '1.5em' },
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const number = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2px',
  fontFamily: vars.font.numeric,
  fontSize: 'clamp(1.25rem, 7vw, 1.75rem)',
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: digitHeight,
  // Digits read left to right in every language.
  direction: 'ltr',
});

export const currency = style({ marginInlineEnd: vars.space.xs, color: vars.color.text });

export const digit = style({
  position: 'relative',
  display: 'inline-block',
  inlineSize: '1ch',
  minInlineSize: '0.9em',
  blockSize: digitHeight,
  overflow: 'hidden',
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.gold,
  color: vars.color.onMedal,
  boxSizing: 'content-box',
  paddingInline: '2px',
});

/** The ten figures, a line each (as tall as the digit's box), in one text. */
export const strip = style({
  display: 'block',
  whiteSpace: 'pre',
  transition: `transform 800ms ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const separator = style({ color: vars.color.text, inlineSize: '0.4em', textAlign: 'center' });

/** While the value loads: a bar as tall as the digits, so the counter already has its final height. */
export const pending = style({
  display: 'inline-block',
  blockSize: digitHeight,
  inlineSize: '9ch',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.border,
});
