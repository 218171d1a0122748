import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
});

export const cardHighlight = style([card, { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const spread = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });

export const amount = style({ fontFamily: vars.font.numeric, fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weightBold, whiteSpace: 'nowrap' });

export const amountTone = styleVariants({
  in: { color: vars.color.success },
  out: { color: vars.color.danger },
  neutral: {},
});

export const big = style({ fontSize: vars.font.sizeXl, margin: 0 });

export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const chips = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', margin: 0, padding: 0, border: 'none' });

export const chip = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&[aria-checked="true"], &[aria-pressed="true"], &[aria-selected="true"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandContrast,
      fontWeight: vars.font.weightBold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const tabs = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tab = style({
  minBlockSize: vars.size.touch,
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeMd,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBlockEndColor: vars.color.brand, fontWeight: vars.font.weightBold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const listItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const badge = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  border: '1px solid currentColor',
});

export const badgeTone = styleVariants({
  success: { color: vars.color.success },
  pending: { color: vars.color.warning },
  failed: { color: vars.color.danger },
  info: { color: vars.color.info },
});

export const progressTrack = style({
  blockSize: '8px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const progressFill = style({ blockSize: '100%', backgroundColor: vars.color.brand, borderRadius: vars.radius.pill });

export const avatar = style({
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
  flexShrink: 0,
});

export const rankIcon = style({ inlineSize: '48px', blockSize: '48px', flexShrink: 0 });

export const name = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const definition = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.sizeSm,
});
globalStyle(`${definition} dt`, { color: vars.color.textMuted });
globalStyle(`${definition} dd`, { margin: 0, textAlign: 'end', overflowWrap: 'anywhere' });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
});

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const optionList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The new deposit layout (dep_func 1): payment methods as a two-column grid of tiles, icon above the name. */
export const optionGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
});
globalStyle(`${optionGrid} > legend`, { gridColumn: '1 / -1', marginBlockEnd: vars.space.xs });
globalStyle(`${optionGrid} > label`, { flexDirection: 'column', alignItems: 'center', textAlign: 'center', blockSize: '100%' });

export const radio = style({ inlineSize: '20px', blockSize: '20px', accentColor: vars.color.brand, flexShrink: 0, margin: 0 });

export const optionIcon = style({ inlineSize: '32px', blockSize: '32px', flexShrink: 0, borderRadius: vars.radius.sm });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minInlineSize: 0 });

export const optionBody = style([stack, { fontWeight: vars.font.weightBold }]);
globalStyle(`${optionBody} > span`, { fontWeight: vars.font.weightRegular });

export const select = style({
  minBlockSize: vars.size.touch,
  inlineSize: '100%',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightRegular,
});

export const label = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold });

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm });
