import { style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  marginInline: 'auto',
  maxInlineSize: vars.size.frameMaxWidth,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  paddingBlockEnd: `calc(${vars.space.xl} + env(safe-area-inset-bottom))`,
});

/** With the fixed footer bar, the end of the content scrolls clear of it (the last row stays reachable). */
export const contentAboveFooter = style({
  paddingBlockEnd: `calc(${vars.space.xl} + ${vars.size.footer} + env(safe-area-inset-bottom))`,
});
