import { style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

export const page = style({
  minBlockSize: '100dvh',
  marginInline: 'auto',
  maxInlineSize: vars.size.frameMaxWidth,
  backgroundColor: vars.color.surface,
});

export const content = style({ padding: vars.space.lg });
