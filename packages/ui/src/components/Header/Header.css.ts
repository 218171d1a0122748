import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  display: 'grid',
  gridTemplateColumns: `${vars.size.touch} 1fr ${vars.size.touch}`,
  alignItems: 'center',
  minBlockSize: vars.size.header,
  paddingInline: vars.space.xs,
  paddingBlockStart: 'env(safe-area-inset-top)',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/**
 * Japanese, Burmese and Tamil titles run longer than one line at 360 px and cutting them loses the meaning: they wrap
 * to two smaller lines (between phrases in Japanese) instead of ending in an ellipsis.
 */
export const twoLineTitle = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  whiteSpace: 'normal',
  wordBreak: 'auto-phrase',
  fontSize: vars.font.sizeMd,
  lineHeight: 1.3,
} as const;

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [':lang(ja) &, :lang(my) &, :lang(ta) &']: twoLineTitle },
});

export const backButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.brandSoft },
});

export const backIcon = style({
  inlineSize: '24px',
  blockSize: '24px',
  selectors: {
    // An arrow points the way back: to the right in right-to-left languages.
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});

export const end = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  minInlineSize: vars.size.touch,
});
