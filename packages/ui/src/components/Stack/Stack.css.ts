import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const space = {
  none: '0',
  xxs: vars.space.xxs,
  xs: vars.space.xs,
  sm: vars.space.sm,
  md: vars.space.md,
  lg: vars.space.lg,
  xl: vars.space.xl,
} as const;

export type Space = keyof typeof space;

export const root = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none', minInlineSize: 0 });

export const gap = styleVariants(space, (value) => ({ gap: value }));

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center', textAlign: 'center' },
  end: { alignItems: 'flex-end' },
});

/** Dividers: a line between children, drawn on every child but the first, the gap again under the line. */
export const dividers = style({});
globalStyle(`${dividers} > * + *`, { borderBlockStart: `1px solid ${vars.color.border}` });

export const dividerPadding = styleVariants(space, () => ({}));
for (const key of Object.keys(space) as (keyof typeof space)[]) {
  globalStyle(`${dividerPadding[key]} > * + *`, { paddingBlockStart: space[key] });
}
