import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** Layout and controls shared by the account forms (login, register, forgot and change password). */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  color: vars.color.text,
});

export const methodTabs = style({
  display: 'grid',
  gridAutoColumns: '1fr',
  gridAutoFlow: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
});

export const methodTab = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { backgroundColor: vars.color.surfaceRaised, color: vars.color.text, boxShadow: vars.shadow.raised },
  },
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const primary = style({
  minBlockSize: '48px',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const secondary = style({
  minBlockSize: '48px',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const link = style({
  minBlockSize: vars.size.touch,
  padding: 0,
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightRegular,
  selectors: {
    '&::before, &::after': { content: '""', flex: '1 1 auto', borderBlockStart: `1px solid ${vars.color.border}` },
  },
});

export const social = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialButton = style({
  minInlineSize: vars.size.touch,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
});
