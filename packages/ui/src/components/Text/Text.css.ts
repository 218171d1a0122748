import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ margin: 0, lineHeight: vars.font.lineHeight, overflowWrap: 'anywhere' });

export const size = styleVariants({
  xs: { fontSize: vars.font.sizeXs },
  sm: { fontSize: vars.font.sizeSm },
  md: { fontSize: vars.font.sizeMd },
  lg: { fontSize: vars.font.sizeLg },
  xl: { fontSize: vars.font.sizeXl },
});

export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brand },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.font.weightRegular },
  bold: { fontWeight: vars.font.weightBold },
});

export const align = styleVariants({ start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } });

export const numeric = style({ fontFamily: vars.font.numeric, fontVariantNumeric: 'tabular-nums' });

/** One line, cut with an ellipsis. */
export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflowWrap: 'normal' });

/** Several lines, cut after `--text-lines`. */
export const clamp = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 'var(--text-lines)',
  overflow: 'hidden',
});
