import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

export const viewport = style({ overflow: 'hidden', blockSize: '100%' });

export const container = style({ display: 'flex', blockSize: '100%', touchAction: 'pan-y pinch-zoom' });

export const slide = style({ position: 'relative', flex: '0 0 100%', minInlineSize: 0, blockSize: '100%' });

/** A slide's title on a band of the theme's raised surface (readable on any art), above the dots' row. */
export const caption = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  margin: 0,
  paddingBlock: `${vars.space.xs} 24px`,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const slideButton = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
});

export const image = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const dots = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInline: 0,
  display: 'flex',
  justifyContent: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A 24 px hit area around a small dot, so dots stay tappable without crowding the art. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '24px',
  blockSize: '24px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    inlineSize: '8px',
    blockSize: '8px',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surface,
    opacity: 0.7,
    boxShadow: `0 0 0 1px ${vars.color.border}`,
    transition: `transform ${vars.motion.popup} ${vars.motion.easing}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { backgroundColor: vars.color.brand, opacity: 1, transform: 'scaleX(1.8)' },
  },
});
