import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const panel = style({
  touchAction: 'pan-y',
  transition: `transform ${vars.motion.popup} ${vars.motion.easing}`,
  selectors: { '&[data-dragging="true"]': { transition: 'none' } },
});

export const handle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  blockSize: vars.size.touch,
  flexShrink: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'grab',
  touchAction: 'none',
  '::before': {
    content: '""',
    inlineSize: '40px',
    blockSize: '5px',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.textMuted,
  },
});
