import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const rowHeight = createVar();

export const root = style({
  vars: { [rowHeight]: '52px' },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, color: vars.color.text });

export const podium = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  blockSize: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
  minInlineSize: 0,
});

export const medal = styleVariants({
  gold: { backgroundColor: vars.color.gold, color: vars.color.onMedal },
  silver: { backgroundColor: vars.color.silver, color: vars.color.onMedal },
  bronze: { backgroundColor: vars.color.bronze, color: vars.color.onMedal },
});

export const medalBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '28px',
  blockSize: '22px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
});

export const medalRing = styleVariants({
  gold: { boxShadow: `0 0 0 2px ${vars.color.gold}` },
  silver: { boxShadow: `0 0 0 2px ${vars.color.silver}` },
  bronze: { boxShadow: `0 0 0 2px ${vars.color.bronze}` },
});

export const avatar = style({
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: '50%',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
  flexShrink: 0,
});

const oneLine = style({ maxInlineSize: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const name = style([oneLine, { fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold, color: vars.color.text }]);

export const game = style([oneLine, { fontSize: vars.font.sizeXs, color: vars.color.textMuted }]);

export const amount = style([
  oneLine,
  { fontFamily: vars.font.numeric, fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weightBold, color: vars.color.brand, fontSize: vars.font.sizeSm },
]);

export const viewport = style({ overflow: 'hidden', blockSize: `calc(var(--winner-rows, 3) * ${rowHeight})` });

export const list = style({ display: 'flex', flexDirection: 'column', blockSize: '100%', margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  position: 'relative',
  flex: `0 0 ${rowHeight}`,
  display: 'grid',
  gridTemplateColumns: `2.5ch 32px minmax(0, 1fr) auto`,
  alignItems: 'center',
  columnGap: vars.space.sm,
  minBlockSize: 0,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const rank = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', textAlign: 'center' });

export const rowAvatar = style([avatar, { inlineSize: '32px', blockSize: '32px' }]);

export const rowText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

/** Covers an entry when it opens its game: the whole card or row is the tap target. */
export const select = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  padding: 0,
  border: 'none',
  borderRadius: 'inherit',
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
