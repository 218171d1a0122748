import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css.js';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** `span` (default) inside text, `div` around blocks such as a heading. */
  as?: 'span' | 'div';
}

/** Text for assistive technology only (a table caption, a count's unit); the kit's one definition. */
export function VisuallyHidden({ children, as: Tag = 'span' }: VisuallyHiddenProps) {
  return <Tag className={styles.root}>{children}</Tag>;
}
