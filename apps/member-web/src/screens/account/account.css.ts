import { style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

export const termsLink = style({
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.xxs,
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const banner = style({ marginBlockEnd: vars.space.xs });

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
