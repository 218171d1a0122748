import { style, styleVariants } from '@vanilla-extract/css';
import { space } from '../Stack/Stack.css.js';

export const root = style({ display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none', minInlineSize: 0 });

export const gap = styleVariants(space, (value) => ({ gap: value }));

export const align = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  /** First child at the start, last at the end (a label and its value, a title and its action). */
  spread: { justifyContent: 'space-between' },
});

export const alignY = styleVariants({
  center: { alignItems: 'center' },
  top: { alignItems: 'flex-start' },
  baseline: { alignItems: 'baseline' },
});

export const noWrap = style({ flexWrap: 'nowrap' });
