import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** Fixed pixel parts of the figure, which the font size leaves aside (see figurePixels). */
export const figureGapPx = 2;
export const digitPaddingPx = 2;
export const currencyMarginPx = 4;

export const digitHeight = createVar();

/**
 * What the figure is made of, set by the component: its width in ems (digits 0.9em, separators 0.4em, currency
 * letters about 1em) and in pixels (each digit's padding and the gaps), so its font fits the counter's own width.
 */
export const figureEms = createVar();
export const figurePixels = createVar();

export const root = style({
  // 1.5 times the largest font the digits take (see number), whatever the figure: the counter keeps its height while
  // its value loads and as the figure grows. cqi resolves where the variable is used, inside this container.
  vars: { [digitHeight]: 'min(2.625rem, 12cqi)' },
  // The digits size from the counter's own width (its column at /m/jackpots is narrower than the screen), not the viewport's.
  containerType: 'inline-size',
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
  gap: figureGapPx + 'px',
  fontFamily: vars.font.numeric,
  // As large as the figure fits in the counter (100cqi: its content width), at most 8cqi and 1.75rem.
  fontSize: `min(1.75rem, 8cqi, calc((100cqi - ${figurePixels}) / ${figureEms}))`,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: digitHeight,
  // One row of digits, as tall loading as loaded.
  blockSize: digitHeight,
  // Digits read left to right in every language.
  direction: 'ltr',
});

export const currency = style({ marginInlineEnd: currencyMarginPx + 'px', color: vars.color.text });

export const digit = style({
  position: 'relative',
  display: 'inline-block',
  inlineSize: '0.9em',
  blockSize: digitHeight,
  overflow: 'hidden',
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.gold,
  color: vars.color.onMedal,
  boxSizing: 'content-box',
  paddingInline: digitPaddingPx + 'px',
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
