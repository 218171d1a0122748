import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** The control row positions the chevron over the select's end. */
export const control = style({ position: 'relative' });

export const select = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: `calc(${vars.space.md} + 20px)`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  appearance: 'none',
  cursor: 'pointer',
  selectors: {
    // The control row draws the focus ring for the whole field.
    '&:focus-visible': { outline: 'none' },
  },
});

export const chevron = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
