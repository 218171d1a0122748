import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', minInlineSize: 0, color: vars.color.text });

export const value = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  flexShrink: 0,
  // Currency and digits keep their order in right-to-left pages too.
  direction: 'ltr',
  fontFamily: vars.font.numeric,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.brand,
});

export const currency = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { color: vars.color.text },
  ':disabled': { cursor: 'progress' },
});

export const spinning = style({ animation: `${spin} 800ms linear infinite` });

/** Compact variant: the amount is the refresh button; the glyph after it shows what a tap does. */
export const valueButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  minBlockSize: vars.size.touch,
  paddingInline: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.brandSoft },
  ':disabled': { cursor: 'progress' },
});

export const valueGlyph = style({ display: 'inline-flex', color: vars.color.textMuted });
