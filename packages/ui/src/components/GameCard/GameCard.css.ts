import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  color: vars.color.text,
});

export const launch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
});

/** The art keeps its box (square, or 3:2 for wide cards) before the image loads, so nothing shifts. */
export const art = style({
  position: 'relative',
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});

export const artWide = style({
  aspectRatio: '3 / 2',
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const imageFailed = style({
  visibility: 'hidden',
});

export const vendorIcon = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  inlineSize: '28px',
  blockSize: '28px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.overlay,
  padding: vars.space.xxs,
});

/**
 * The name's row, under the art; it leaves room at the end for the heart, which never covers the art. Every card's
 * row is two lines tall (at least a touch target), whatever its name, so a grid's rows keep one height.
 */
export const nameRow = style({
  display: 'flex',
  alignItems: 'center',
  blockSize: `max(${vars.size.touch}, calc(2lh + 2 * ${vars.space.xxs}))`,
  fontSize: vars.font.sizeSm,
});

/** Up to two lines, then an ellipsis: a 3-column card at 360 px shows most names whole in every language. */
export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: '2',
  flex: '1 1 auto',
  minInlineSize: 0,
  // Aligned with the page's direction even when the name's own direction differs.
  textAlign: 'match-parent',
  overflow: 'hidden',
  // A word longer than the card breaks rather than running under the next card.
  overflowWrap: 'anywhere',
});

/**
 * Room for the heart's icon only: its 44 px target also spreads over the name's last few pixels
 * and half the gap to the next card, so a 3-column card keeps most of its width for the name.
 */
export const nameWithHeart = style({
  paddingInlineEnd: `calc(${vars.size.touch} - ${vars.space.lg})`,
});

export const heart = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: `calc(-1 * ${vars.space.xs})`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.danger },
  },
});

export const heartIcon = style({
  inlineSize: '22px',
  blockSize: '22px',
});
