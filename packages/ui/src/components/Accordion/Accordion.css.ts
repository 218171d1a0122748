import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const reveal = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.brandSoft },
});

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });

export const title = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const unread = style({
  flexShrink: 0,
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: '50%',
  backgroundColor: vars.color.danger,
});

export const meta = style({ gridColumn: 1, fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const preview = style({
  gridColumn: 1,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  gridColumn: 2,
  gridRow: '1 / span 3',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.popup} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panel = style({
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.lg,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
  animation: `${reveal} ${vars.motion.popup} ${vars.motion.easing}`,
});
