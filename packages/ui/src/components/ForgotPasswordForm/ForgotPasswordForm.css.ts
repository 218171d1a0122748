import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
