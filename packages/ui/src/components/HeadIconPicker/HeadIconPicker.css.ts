import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const group = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
  gap: vars.space.sm,
});

export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.touch,
  padding: vars.space.xxs,
  borderRadius: '50%',
  cursor: 'pointer',
});

export const input = style({});

export const image = style({
  display: 'block',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: '50%',
  border: `3px solid transparent`,
  backgroundColor: vars.color.surfaceSunken,
});

globalStyle(`${input}:checked + ${image}`, { borderColor: vars.color.brand });
globalStyle(`${input}:focus-visible + ${image}`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
globalStyle(`${group}:disabled ${option}`, { cursor: 'default', opacity: 0.6 });
