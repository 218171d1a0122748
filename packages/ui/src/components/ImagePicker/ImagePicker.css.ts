import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The native file input stays in the page (visually hidden) so the label opens the platform's picker. */
export const input = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const button = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  inlineSize: '96px',
  blockSize: '96px',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:has(+ input:focus-visible), &:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const error = style({
  margin: 0,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  color: vars.color.danger,
});
