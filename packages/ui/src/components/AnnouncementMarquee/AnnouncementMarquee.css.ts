import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  paddingInlineStart: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.md,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.brand });

export const viewport = style({
  position: 'relative',
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
});

export const track = style({
  display: 'inline-flex',
  gap: vars.space.xl,
  whiteSpace: 'nowrap',
  willChange: 'transform',
  // A moving track from its first frame: the script places it once the strip is measured, and until then (or
  // between React's commit and its effects) it stands at the inline start, where translateX(0) keeps it.
  transform: 'translateX(0)',
  // Standing still (reduced motion), every announcement wraps onto its own readable lines.
  selectors: { '[data-static="true"] > &': { willChange: 'auto', transform: 'none', display: 'flex', flexDirection: 'column', gap: 0, whiteSpace: 'normal' } },
});

export const item = style({
  minBlockSize: vars.size.touch,
  padding: 0,
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '[data-static="true"] &': { whiteSpace: 'normal', minBlockSize: 0, paddingBlock: vars.space.xs } },
});
