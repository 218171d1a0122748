import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '18px',
  blockSize: '18px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.danger,
  color: vars.color.surface,
  fontSize: '0.6875rem',
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  boxShadow: `0 0 0 2px ${vars.color.surfaceRaised}`,
});

export const dot = style({
  display: 'inline-block',
  inlineSize: '10px',
  blockSize: '10px',
  borderRadius: '50%',
  backgroundColor: vars.color.danger,
  boxShadow: `0 0 0 2px ${vars.color.surfaceRaised}`,
});

/** Place the badge on the top end corner of a relatively positioned parent. */
export const corner = style({ position: 'absolute', insetBlockStart: '2px', insetInlineEnd: '2px' });
