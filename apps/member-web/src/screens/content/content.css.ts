import { style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

export const banner = style({ borderRadius: vars.radius.md, overflow: 'hidden' });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  scrollMarginBlockStart: `calc(${vars.size.header} + ${vars.space.md})`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-highlighted="true"]': { borderColor: vars.color.brand },
  },
});

/** Promotion art is 690 x 300: the box keeps that ratio before, while and after loading. */
export const promotionImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '690 / 300',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md });

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, lineHeight: vars.font.lineHeight });

export const period = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const cardFooter = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const viewMore = style({ color: vars.color.brand, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, whiteSpace: 'nowrap' });

export const sheetBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sheetImage = style([promotionImage, { borderRadius: vars.radius.md }]);

export const buttonRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });

export const pageTitle = style({ margin: 0, fontSize: vars.font.sizeXl, lineHeight: vars.font.lineHeight });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeLg, lineHeight: vars.font.lineHeight });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.danger,
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

// ---- reward application ----

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 'none', margin: 0, padding: 0, minInlineSize: 0 });

export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeMd, padding: 0 });

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const textarea = style({
  inlineSize: '100%',
  minBlockSize: '120px',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: vars.font.lineHeight,
  resize: 'vertical',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const counter = style({ alignSelf: 'flex-end', fontSize: vars.font.sizeXs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const thumbs = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const thumb = style({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
});

export const thumbImage = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const thumbRemove = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.textInverse,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-4px' } },
});

export const thumbRemoveIcon = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.overlay,
});

export const summary = style({ display: 'grid', gridTemplateColumns: '96px 1fr', alignItems: 'center', gap: vars.space.md });

export const summaryText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const summaryImage = style({ inlineSize: '96px', blockSize: 'auto', aspectRatio: '690 / 300', borderRadius: vars.radius.sm, objectFit: 'cover' });

// ---- notices ----

export const noticeHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

// ---- help centre ----

export const helpLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, 32%) 1fr',
  gap: vars.space.md,
  alignItems: 'start',
});

export const helpNav = style({
  position: 'sticky',
  insetBlockStart: `calc(${vars.size.header} + ${vars.space.sm})`,
  maxBlockSize: `calc(100dvh - ${vars.size.header} - ${vars.space.xl})`,
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const helpNavList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const helpNavLink = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderInlineStart: '3px solid transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-current="page"]': { borderInlineStartColor: vars.color.brand, backgroundColor: vars.color.brandSoft, fontWeight: vars.font.weightBold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const helpNavChild = style([
  helpNavLink,
  {
    paddingInlineStart: vars.space.lg,
    fontSize: vars.font.sizeXs,
    color: vars.color.textMuted,
    selectors: { '&[aria-current="page"]': { color: vars.color.text } },
  },
]);

export const helpArticle = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });
