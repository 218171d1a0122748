import { style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  // Nothing may widen the layout viewport past the screen (the fixed footer bar would slide off).
  overflowX: 'clip',
  minBlockSize: '100dvh',
  marginInline: 'auto',
  maxInlineSize: vars.size.frameMaxWidth,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const top = style({ position: 'sticky', insetBlockStart: 0, zIndex: 5 });

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlockEnd: `calc(${vars.size.footer} + ${vars.space.xl} + env(safe-area-inset-bottom))`,
  minInlineSize: 0,
});

// As high as the header's touch row allows; the header (ui's HomeHeader) narrows it, keeping its shape, when the
// balance and cash center need the room.
export const logo = style({
  display: 'block',
  inlineSize: 'auto',
  blockSize: 'auto',
  maxInlineSize: '100%',
  maxBlockSize: '32px',
});

export const quickLinks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const quickLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  inlineSize: '100%',
  minBlockSize: '64px',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const quickIcon = style({ color: vars.color.brand });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const sectionHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const textButton = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const error = style({ margin: 0, color: vars.color.danger });

/**
 * Sections below the first screen: laid out only when scrolled near (`content-visibility`), so the first
 * render's layout covers the first screen only; `auto` keeps their size once they have been laid out.
 */
export const belowFold = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 380px' });

export const footer = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 720px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const footerTitle = style({ margin: 0, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, color: vars.color.text });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
});

export const footerLinks = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  color: vars.color.text,
  textDecoration: 'underline',
  background: 'transparent',
  border: 'none',
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
});

export const adult = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const adultBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: '0 0 auto',
  inlineSize: '36px',
  blockSize: '36px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeXs,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const listLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weightBold,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const popupText = style({ margin: 0, lineHeight: vars.font.lineHeightTall });

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', inlineSize: '100%' });

export const menuPage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const note = style({ display: 'block', fontWeight: vars.font.weightRegular, fontSize: vars.font.sizeXs, color: vars.color.textMuted });
