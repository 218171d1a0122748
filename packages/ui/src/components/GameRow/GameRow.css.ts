import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { twoLineTitle } from '../Header/Header.css.js';

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
});

export const title = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [':lang(ja) &, :lang(my) &, :lang(ta) &']: twoLineTitle },
});

export const more = style({
  flex: '0 0 auto',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
});

export const step = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { color: vars.color.textMuted, cursor: 'default', opacity: 0.5 },
  },
});

export const stepIcon = style({
  inlineSize: '20px',
  blockSize: '20px',
  selectors: {
    // Chevrons point along the reading direction.
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});

export const track = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.sm,
  scrollbarWidth: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
  },
});

/** A little more than three cards are visible, so the row reads as scrollable. */
export const item = style({
  flex: `0 0 calc((100% - 3 * ${vars.space.sm}) / 3.25)`,
  minInlineSize: 0,
  scrollSnapAlign: 'start',
});
