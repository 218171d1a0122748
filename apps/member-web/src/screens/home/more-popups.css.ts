import { style } from '@vanilla-extract/css';
import { vars } from '@whitelabel/ui';

const focus = { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } };

/** The help popup's topic chooser: chips that wrap, so every title stays readable at 360 px. */
export const topicList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const topicButton = style({
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    ...focus,
    '&[aria-current="true"]': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brand,
      color: vars.color.brandContrast,
      fontWeight: vars.font.weightBold,
    },
  },
});

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const articleTitle = style({ margin: 0, fontSize: vars.font.sizeLg, lineHeight: vars.font.lineHeight });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Category tiles: two columns at 360 px. */
export const categoryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const categoryLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '56px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: focus,
});

export const newsList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const newsItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const newsTitle = style({ margin: 0, fontSize: vars.font.sizeMd, lineHeight: vars.font.lineHeight });

export const newsDate = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  lineHeight: vars.font.lineHeightTall,
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touch,
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  selectors: focus,
});
