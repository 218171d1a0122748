import type { ReactNode } from 'react';
import * as styles from './Stack.css.js';

export type { Space } from './Stack.css.js';

export interface StackProps {
  children: ReactNode;
  /** Vertical gap from the theme's space scale (default `sm`). */
  space?: styles.Space;
  /** Horizontal alignment of the children (default stretch: full width). */
  align?: keyof typeof styles.align;
  /** A line between children (lists of records). */
  dividers?: boolean;
  /** `div` (default), `ul`/`ol` for lists (children are then `li`), `section`, `form`-free elements only. */
  as?: 'div' | 'ul' | 'ol' | 'section';
  /** Name of a list or section for screen readers, translated. */
  'aria-label'?: string;
}

/** Children one under another with one gap of the theme's scale (what the apps wrote as flex column + gap). */
export function Stack({ children, space = 'sm', align = 'stretch', dividers = false, as: Tag = 'div', 'aria-label': label }: StackProps) {
  const className = [styles.root, styles.gap[space], styles.align[align], dividers ? `${styles.dividers} ${styles.dividerPadding[space]}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Tag className={className} aria-label={label}>
      {children}
    </Tag>
  );
}
