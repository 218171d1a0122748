import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weightBold, lineHeight: vars.font.lineHeight, overflowWrap: 'anywhere' });

/** Visual size, independent of the level (an h2 may look like a small section title). */
export const size = styleVariants({
  1: { fontSize: vars.font.sizeXl },
  2: { fontSize: vars.font.sizeLg },
  3: { fontSize: vars.font.sizeMd },
  4: { fontSize: vars.font.sizeSm },
});

export const align = styleVariants({ start: { textAlign: 'start' }, center: { textAlign: 'center' } });
