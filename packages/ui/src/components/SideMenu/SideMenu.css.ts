import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const panel = style({ backgroundColor: vars.color.surface });

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  marginBlockEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: '50%',
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
});

export const name = style({ margin: 0, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const vip = style({
  display: 'inline-block',
  marginBlockStart: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.gold,
  color: vars.color.onMedal,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
});

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: '48px',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.brandSoft },
  selectors: { '&[aria-current="page"]': { backgroundColor: vars.color.brandSoft, fontWeight: vars.font.weightBold } },
});

export const itemIcon = style({ display: 'inline-flex', color: vars.color.brand, flexShrink: 0 });

export const itemLabel = style({ flex: 1, overflowWrap: 'anywhere' });

export const extra = style({ marginBlockStart: vars.space.md, paddingBlockStart: vars.space.md, borderBlockStart: `1px solid ${vars.color.border}` });

export const logout = style([item, { marginBlockStart: vars.space.md, color: vars.color.danger }]);

export const promoTitle = style({ margin: 0, marginBlockEnd: vars.space.sm, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const promoList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const promoItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  inlineSize: '100%',
  minBlockSize: '48px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.brandSoft },
});

export const promoIcon = style({ inlineSize: '32px', blockSize: '32px' });

export const promoName = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSm, textAlign: 'center', overflowWrap: 'anywhere' });

export const promoDetail = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted, textAlign: 'center', overflowWrap: 'anywhere' });
