import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const section = style({ padding: vars.space.md });

export const heading = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--menu-grid-columns, 4), minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space.xs,
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: '76px',
  // Little side room: at 360 px four tiles a row leave about 70 px for a label, enough for one long word.
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  boxShadow: vars.shadow.raised,
  transition: `transform ${vars.motion.popup} ${vars.motion.easing}`,
  ':active': { transform: 'scale(0.96)' },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: '50%',
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
});

/** Labels wrap between words (hyphenated where the language allows); a word is split only if it cannot fit at all. */
export const label = style({
  maxInlineSize: '100%',
  overflowWrap: 'break-word',
  hyphens: 'auto',
  // Japanese, Burmese and Tamil break only between words or phrases, never inside one (a Burmese tile split a word).
  selectors: { [':lang(ja) &, :lang(my) &, :lang(ta) &']: { overflowWrap: 'normal', wordBreak: 'auto-phrase' } },
});

/** The list layout: one row per item. */
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  boxShadow: vars.shadow.raised,
});

globalStyle(`${row} > ${label}`, { flex: '1 1 auto' });

/** The forward chevron points the reading direction's way. */
export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
