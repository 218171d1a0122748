import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontWeight: vars.font.weightBold, color: vars.color.text });

export const list = style({ display: 'grid', gridTemplateColumns: 'repeat(var(--language-columns, 1), minmax(0, 1fr))', gap: vars.space.xs });

export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.brandSoft },
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft, fontWeight: vars.font.weightBold },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The native radio stays in the page for keyboard and screen readers, drawn by the row instead. */
export const input = style({ position: 'absolute', opacity: 0, inlineSize: '1px', blockSize: '1px', margin: 0 });

export const flag = style({ flexShrink: 0, borderRadius: '3px', boxShadow: `0 0 0 1px ${vars.color.border}` });

export const name = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const check = style({
  flexShrink: 0,
  color: vars.color.brand,
  visibility: 'hidden',
  selectors: { [`${option}:has(input:checked) &`]: { visibility: 'visible' } },
});
