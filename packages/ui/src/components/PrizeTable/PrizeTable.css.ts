import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm, color: vars.color.text });

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const caption = style({ textAlign: 'start', fontWeight: vars.font.weightBold, paddingBlockEnd: vars.space.xs });

export const tier = style({ whiteSpace: 'nowrap', color: vars.color.textMuted, fontWeight: vars.font.weightRegular });

export const numbers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightBold,
});

/** The top prize stands out in the danger colour, as printed results show it in red. */
export const top = style({ color: vars.color.danger, fontSize: vars.font.sizeMd });
