import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** Layout shared by every form field of the kit: label, control row, hint and error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const label = style({
  display: 'flex',
  gap: vars.space.xxs,
  alignItems: 'baseline',
  padding: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const requiredMarker = style({
  color: vars.color.danger,
});

export const control = style({
  display: 'flex',
  alignItems: 'stretch',
  minBlockSize: vars.size.touch,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { borderColor: vars.color.focusRing },
  },
});

export const controlInvalid = style({
  borderColor: vars.color.danger,
});

export const controlReadOnly = style({
  backgroundColor: vars.color.surfaceSunken,
});

export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  paddingInline: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // The control row draws the focus ring for the whole field.
    '&:focus-visible': { outline: 'none' },
  },
});

export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  flex: '0 0 auto',
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  color: vars.color.danger,
});

/** A square 44 px button inside a field's control row (visibility toggle, captcha, ...). */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.touch,
  minBlockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

/** A text button inside a field's control row (send code, ...). */
export const textButton = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { color: vars.color.textMuted, cursor: 'default' },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});
