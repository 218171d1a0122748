import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

/** Shared layout pieces of the agent screens: theme variables and logical properties only. */

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  marginInline: 'auto',
  maxInlineSize: vars.size.frameMaxWidth,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  paddingBlockEnd: `calc(${vars.space.xl} + env(safe-area-inset-bottom))`,
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: '100dvh',
  padding: vars.space.lg,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const spread = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.touch,
  minInlineSize: vars.size.touch,
  paddingInline: vars.space.md,
  border: `1px solid transparent`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  paddingBlock: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.md})`,
  paddingInline: vars.space.md,
});

export const tab = style([
  buttonBase,
  {
    flex: '0 0 auto',
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.text,
    selectors: { '&[aria-selected="true"], &[aria-pressed="true"]': { backgroundColor: vars.color.brand, color: vars.color.brandContrast } },
  },
]);

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  minInlineSize: 0,
});

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs });

export const statValue = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style([card, { gap: vars.space.xs }]);

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const badge = styleVariants({
  neutral: {
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.sizeXs,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.text,
  },
  good: {
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.sizeXs,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.success,
  },
  bad: {
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.sizeXs,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.danger,
  },
});

export const select = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.font.sizeSm, flex: 1, minInlineSize: 0 });

export const url = style({ fontFamily: vars.font.numeric, fontSize: vars.font.sizeSm, overflowWrap: 'anywhere', margin: 0, textAlign: 'start' });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm });

export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const headerButton = style([
  buttonBase,
  { backgroundColor: 'transparent', color: 'inherit', paddingInline: vars.space.xs, borderRadius: vars.radius.sm },
]);

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} caption`, { textAlign: 'start', paddingBlockEnd: vars.space.xs });
globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'end',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'start' });
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.font.weightRegular });
globalStyle(`${table} tbody th`, { fontWeight: vars.font.weightBold });

export const disclosure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

globalStyle(`${disclosure} > summary`, {
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  cursor: 'pointer',
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
});
globalStyle(`${disclosure} > summary:focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 });
