import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

// Screen layout inside a frame: theme variables and logical properties only, so every theme and
// right-to-left work without extra rules.

/** A page over the fixed footer bar. */
export const withFooter = style({ paddingBlockEnd: `calc(${vars.size.footer} + ${vars.space.xl})` });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingBlock: vars.space.sm });

export const inset = style({ paddingInline: vars.space.sm });

export const logo = style({ display: 'block', maxInlineSize: '100%', blockSize: 'auto', direction: 'ltr' });
export const logoMark = style({ fill: vars.color.brand });
export const uploadedLogo = style({ display: 'block', blockSize: '32px', inlineSize: 'auto', maxInlineSize: '100%', objectFit: 'contain' });
const logoText = { fontFamily: vars.font.body, fontWeight: vars.font.weightBold, fontSize: '16px' };
export const logoInitial = style({ ...logoText, fill: vars.color.brandContrast });
export const logoName = style({ ...logoText, fill: vars.color.brand });

export const button = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const wideButton = style([button, { flex: 1 }]);

/** A 44 px icon button in a header (the header's end column is one touch target wide). */
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.brandSoft },
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

export const termsLink = style({ color: vars.color.brand, fontWeight: vars.font.weightBold });

export const gridArea = style({ paddingInline: vars.space.sm });

export const promotionList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.md,
});

export const promotionCard = style({
  display: 'grid',
  inlineSize: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontFamily: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const promotionImage = style({ display: 'block', inlineSize: '100%', blockSize: 'auto', aspectRatio: '750 / 300', objectFit: 'cover' });

export const promotionText = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.md });

export const promotionTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const promotionPeriod = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const sheetImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '750 / 300',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

export const sheetContent = style({ color: vars.color.text, fontSize: vars.font.sizeSm, lineHeight: vars.font.lineHeight });
// Promotion HTML comes with its own inline sizes (the operator's editor): the theme's type scale wins.
globalStyle(`${sheetContent} *`, { fontSize: 'inherit !important', color: 'inherit' });
globalStyle(`${sheetContent} h3`, { fontSize: `${vars.font.sizeMd} !important`, marginBlock: vars.space.sm });
globalStyle(`${sheetContent} ul`, { paddingInlineStart: vars.space.xl });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, color: vars.color.text });

export const noticeText = style({ margin: 0, color: vars.color.text, fontSize: vars.font.sizeSm });

/** A raised card of the member screens (as the member site's own). */
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

/** The member's avatar: the user icon in a brand circle. */
export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.brandContrast,
});

/** The deposit methods: one column of rows in the classic layout (dep_func 0), tiles in the new one (dep_func 1). */
export const methods = styleVariants({
  list: { display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 0 },
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xs, margin: 0, padding: 0, border: 0 },
});

export const method = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` } },
});

export const methodRadio = style({ accentColor: vars.color.brand, margin: 0 });

// The method's icon keeps its size when a long channel name or limit wraps beside it.
globalStyle(`${method} > svg`, { flex: 'none' });
