import { style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

/** A message's disclosure button: the title line and its date, the whole row a 44 px target. */
export const messageToggle = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const messageTitle = style({ margin: 0, fontSize: vars.font.sizeMd, overflowWrap: 'anywhere' });

export const unreadTitle = style({ fontWeight: vars.font.weightBold });

export const messageBody = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.5 });

export const dot = style({
  display: 'inline-block',
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: '50%',
  backgroundColor: vars.color.danger,
  marginInlineEnd: vars.space.xs,
});

export const headerButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.touch,
  minBlockSize: vars.size.touch,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

/** Rows of the messages-and-help menu: icon, label, badge at the end. */
export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

export const menuLabel = style({ flex: 1 });

export const menuList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const missionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const anchorGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.sm,
});

export const anchorCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  minInlineSize: 0,
});

export const anchorCover = style({
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
});

export const anchorName = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const modelRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const modelAvatar = style({ inlineSize: '40px', blockSize: '40px', borderRadius: '50%', flexShrink: 0, backgroundColor: vars.color.surface });
