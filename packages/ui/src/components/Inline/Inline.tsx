import type { ReactNode } from 'react';
import type { Space } from '../Stack/Stack.js';
import * as styles from './Inline.css.js';

export interface InlineProps {
  children: ReactNode;
  /** Gap between items and between wrapped lines, from the theme's space scale (default `sm`). */
  space?: Space;
  /** Placement along the line; follows the writing direction (start is the right in Arabic). */
  align?: keyof typeof styles.align;
  /** Cross-axis alignment (default center). */
  alignY?: keyof typeof styles.alignY;
  /** Keep every item on one line (default: wrap on narrow screens). */
  noWrap?: boolean;
  as?: 'div' | 'ul' | 'nav';
  'aria-label'?: string;
}

/** A row of items that wraps on narrow screens (buttons, badges, a label and its value). */
export function Inline({ children, space = 'sm', align = 'start', alignY = 'center', noWrap = false, as: Tag = 'div', 'aria-label': label }: InlineProps) {
  const className = [styles.root, styles.gap[space], styles.align[align], styles.alignY[alignY], noWrap ? styles.noWrap : ''].filter(Boolean).join(' ');
  return (
    <Tag className={className} aria-label={label}>
      {children}
    </Tag>
  );
}
