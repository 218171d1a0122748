import type { ReactNode } from 'react';
import * as styles from './Heading.css.js';

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps {
  children: ReactNode;
  /** The document outline level (h1-h4). */
  level: HeadingLevel;
  /** The look, when it differs from the level (default: the level's). */
  size?: HeadingLevel;
  align?: keyof typeof styles.align;
  id?: string;
}

/** A section title: the outline level for screen readers, the size for the eye. */
export function Heading({ children, level, size = level, align, id }: HeadingProps) {
  const Tag = `h${level}` as const;
  const className = [styles.root, styles.size[size], align ? styles.align[align] : ''].filter(Boolean).join(' ');
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
