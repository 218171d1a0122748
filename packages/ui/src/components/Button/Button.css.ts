import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.touch,
  minInlineSize: vars.size.touch,
  paddingInline: vars.space.lg,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The kit's button looks: the main action, a second choice, a brand-outlined choice, a destructive one, a text link. */
export const variant = styleVariants({
  primary: [base, { backgroundColor: vars.color.brand, color: vars.color.brandContrast }],
  secondary: [base, { backgroundColor: 'transparent', color: vars.color.text, borderColor: vars.color.border }],
  outline: [base, { backgroundColor: 'transparent', color: vars.color.brand, borderColor: vars.color.brand }],
  danger: [base, { backgroundColor: 'transparent', color: vars.color.danger, borderColor: vars.color.danger }],
  text: [base, { backgroundColor: 'transparent', color: vars.color.brand, paddingInline: vars.space.xs }],
});

export const block = style({ inlineSize: '100%' });

/** Shares a row's space with its neighbours (a dialog's Cancel and Confirm). */
export const fill = style({ flex: 1 });

export const small = style({ minBlockSize: '36px', paddingInline: vars.space.md, fontSize: vars.font.sizeSm });
