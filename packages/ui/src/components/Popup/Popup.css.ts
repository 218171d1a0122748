import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const zoomIn = keyframes({ from: { opacity: 0, transform: 'scale(0.94)' }, to: { opacity: 1, transform: 'none' } });
const zoomOut = keyframes({ from: { opacity: 1, transform: 'none' }, to: { opacity: 0, transform: 'scale(0.94)' } });
const riseIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });
const sinkOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateY(100%)' } });
// The start edge is the left in left-to-right languages and the right in right-to-left ones.
const slideInStart = keyframes({ from: { transform: 'translateX(calc(-100% * var(--popup-inline-sign, 1)))' }, to: { transform: 'none' } });
const slideOutStart = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(calc(-100% * var(--popup-inline-sign, 1)))' } });

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  justifyContent: 'center',
  vars: { '--popup-inline-sign': '1' },
  selectors: { '[dir="rtl"] &': { vars: { '--popup-inline-sign': '-1' } } },
});

export const placement = styleVariants({
  center: { alignItems: 'center', padding: vars.space.lg },
  bottom: { alignItems: 'flex-end' },
  start: { alignItems: 'stretch', justifyContent: 'flex-start' },
});

export const mask = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.popup} ${vars.motion.easing} both`,
  selectors: { '[data-state="closing"] > &': { animationName: fadeOut } },
});

const panelBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: '100%',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  animationDuration: vars.motion.popup,
  animationTimingFunction: vars.motion.easing,
  animationFillMode: 'both',
});

export const panel = styleVariants({
  center: [
    panelBase,
    {
      inlineSize: '100%',
      maxInlineSize: `calc(${vars.size.frameMaxWidth} - 2 * ${vars.space.lg})`,
      maxBlockSize: '85dvh',
      borderRadius: vars.radius.lg,
      animationName: zoomIn,
      selectors: { '[data-state="closing"] > &': { animationName: zoomOut } },
    },
  ],
  bottom: [
    panelBase,
    {
      inlineSize: '100%',
      maxInlineSize: vars.size.frameMaxWidth,
      maxBlockSize: '90dvh',
      borderStartStartRadius: vars.radius.lg,
      borderStartEndRadius: vars.radius.lg,
      paddingBlockEnd: 'env(safe-area-inset-bottom)',
      animationName: riseIn,
      selectors: { '[data-state="closing"] > &': { animationName: sinkOut } },
    },
  ],
  start: [
    panelBase,
    {
      inlineSize: 'min(84vw, 320px)',
      blockSize: '100%',
      paddingBlockStart: 'env(safe-area-inset-top)',
      animationName: slideInStart,
      selectors: { '[data-state="closing"] > &': { animationName: slideOutStart } },
    },
  ],
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.header,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  marginInlineStart: 'auto',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.brandSoft },
});

export const body = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
});

export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingBlockStart: 0,
});
