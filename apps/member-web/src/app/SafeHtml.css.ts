import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

/** Server rich text (promotions, notices, help, popup notices): readable, never wider than the frame. */
export const richText = style({
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeightTall,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  // 100 px per rem on a 750 px design draft (28px body text = 13.4 px on a 360 px phone), following the
  // screen up to the 480 px frame (popup content, spec section 2).
  vars: { '--design-rem': 'calc(min(100vw, 480px) * 100 / 750)' },
});
globalStyle(`${richText} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${richText} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${richText} h1, ${richText} h2, ${richText} h3, ${richText} h4`, {
  fontSize: vars.font.sizeLg,
  lineHeight: vars.font.lineHeight,
  marginBlock: `${vars.space.md} ${vars.space.sm}`,
});
globalStyle(`${richText} p`, { marginBlock: `0 ${vars.space.sm}` });
globalStyle(`${richText} ul, ${richText} ol`, { marginBlock: `0 ${vars.space.sm}`, paddingInlineStart: vars.space.xl });
globalStyle(`${richText} img, ${richText} video`, { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(`${richText} table`, { display: 'block', maxInlineSize: '100%', overflowX: 'auto', borderCollapse: 'collapse' });
globalStyle(`${richText} a`, { color: vars.color.brand, textDecoration: 'underline' });
