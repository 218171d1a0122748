import { style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

/** Side menu and content side by side; the menu stays in view while the list scrolls. */
export const layout = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginInline: `calc(-1 * ${vars.space.md})`,
});

export const side = style({
  position: 'sticky',
  insetBlockStart: vars.size.header,
  display: 'flex',
  maxBlockSize: `calc(100dvh - ${vars.size.header} - ${vars.size.footer})`,
  overflowY: 'auto',
});

export const column = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInlineEnd: vars.space.sm,
});

export const toolbar = style({
  display: 'flex',
  gap: vars.space.xs,
});

export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&:first-child': { flex: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const toolIcon = style({ flex: '0 0 auto', borderRadius: vars.radius.sm });

/** The provider button's text wraps instead of being cut: long in Thai, German, Vietnamese (a /m/menu defect). */
export const toolLabel = style({ minInlineSize: 0, overflowWrap: 'break-word', textAlign: 'start' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
});

export const lotteryList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const lotteryCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
  },
});

export const lotteryIcon = style({ flex: '0 0 auto', borderRadius: vars.radius.sm });

export const lotteryText = style({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const lotteryName = style({ fontWeight: vars.font.weightBold });

export const status = style({
  flex: '0 0 auto',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  border: `1px solid currentColor`,
  color: vars.color.text,
});

/** Tiles of categories and providers (game center, provider list). */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  inlineSize: '100%',
  minBlockSize: '88px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const tileIcon = style({ borderRadius: vars.radius.sm });

export const tileNote = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs, fontWeight: vars.font.weightRegular });

/** A hot-row card while the row loads: the game card's square art and name row (packages/ui GameCard). */
export const hotPlaceholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const hotPlaceholderName = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
});
