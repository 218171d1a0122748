import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: vars.size.header,
  paddingInline: vars.space.xs,
  paddingBlockStart: 'env(safe-area-inset-top)',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.brandSoft },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: '0 1 112px',
  // Down to the logo mark alone: the balance and the cash center must keep their room at 360 px.
  minInlineSize: vars.size.touch,
  maxInlineSize: '112px',
  minBlockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  overflow: 'hidden',
});

// The logo gives way first when the end of the header needs the room.
globalStyle(`${logo} img, ${logo} svg`, { display: 'block', maxInlineSize: '100%', blockSize: 'auto' });

export const end = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
  // Never past the screen: at most what the menu button and the logo mark leave (long Thai, Tamil or
  // Russian labels then wrap inside their pills instead of pushing Register off the edge).
  maxInlineSize: `calc(100% - 2 * ${vars.size.touch} - 2 * ${vars.space.xxs})`,
});

// Login and Register never break inside a word: a pill is never narrower than its longest word.
// When the end group is short of room, a label first wraps between words and its side room gives way
// from the full padding down to `xs` (the two spacers shrink to nothing), instead of the text
// breaking mid-word (the Arabic "التسجيل" at 360 px) or the pill leaving the screen.
const textButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '36px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.15,
  cursor: 'pointer',
  // The visible pill is 36 px; a transparent outline of the hit area keeps the 44 px target.
  position: 'relative',
  '::after': { content: '""', position: 'absolute', insetBlock: '-4px', insetInline: 0 },
});

export const login = style([textButton, { border: `1px solid ${vars.color.brand}`, backgroundColor: 'transparent', color: vars.color.brand }]);

export const register = style([textButton, { border: `1px solid ${vars.color.brand}`, backgroundColor: vars.color.brand, color: vars.color.brandContrast }]);

/** The side room of a Login or Register pill beyond `xs`: the first thing to give way when the header is tight. */
export const spacer = style({
  // A width (not only a flex basis) so the pill's natural width counts it: as wide as with full padding.
  flex: '0 1 auto',
  inlineSize: `calc(${vars.space.md} - ${vars.space.xs})`,
  minInlineSize: 0,
});
