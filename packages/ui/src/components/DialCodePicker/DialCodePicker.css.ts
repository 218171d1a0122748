import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const picker = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  blockSize: '100%',
  minInlineSize: vars.size.touch,
  paddingInline: vars.space.md,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const chevron = style({
  inlineSize: '12px',
  blockSize: '12px',
  color: vars.color.textMuted,
});

/** The native select covers the picker: the platform's own list opens on tap. */
export const select = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  opacity: 0,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: 'none' },
  },
});
