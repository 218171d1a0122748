import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const bar = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInline: 0,
  zIndex: 20,
  marginInline: 'auto',
  maxInlineSize: vars.size.frameMaxWidth,
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  backgroundColor: vars.color.surfaceRaised,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
});

export const inline = style({ position: 'relative' });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  alignItems: 'end',
  minBlockSize: vars.size.footer,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  inlineSize: '100%',
  minBlockSize: vars.size.footer,
  paddingInline: vars.space.xxs,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  lineHeight: 1.15,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.font.weightBold } },
});

/**
 * Japanese, Burmese and Tamil labels break only between words or phrases, never inside one: a word wider than the
 * label is drawn smaller rather than split (Latin labels keep breaking long words as before).
 */
export const itemLabel = style({
  maxInlineSize: '100%',
  overflowWrap: 'break-word',
  selectors: { [':lang(ja) &, :lang(my) &, :lang(ta) &']: { overflowWrap: 'normal', wordBreak: 'auto-phrase', fontSize: '0.625rem' } },
});

export const invite = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  // Clear of the disc's 4 px ring, which otherwise covers the top of the label.
  gap: `calc(4px + ${vars.space.xxs})`,
  inlineSize: '100%',
  paddingBlockEnd: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.15,
  textAlign: 'center',
  cursor: 'pointer',
});

/** The raised centre disc sits half above the bar. */
export const inviteDisc = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  marginBlockStart: '-22px',
  borderRadius: '50%',
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  boxShadow: `0 0 0 4px ${vars.color.surfaceRaised}, ${vars.shadow.raised}`,
  transition: `transform ${vars.motion.popup} ${vars.motion.easing}`,
  selectors: { [`${invite}:active &`]: { transform: 'scale(0.94)' } },
});

export const badge = style({ position: 'absolute', insetBlockStart: '4px', insetInlineStart: 'calc(50% + 6px)' });
