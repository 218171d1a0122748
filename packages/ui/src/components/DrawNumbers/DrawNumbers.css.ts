import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const balls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

/** Brand on its contrast colour: the pair every theme checks for contrast. */
export const ball = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '28px',
  blockSize: '28px',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});
