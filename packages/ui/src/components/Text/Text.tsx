import type { CSSProperties, ReactNode } from 'react';
import * as styles from './Text.css.js';

export interface TextProps {
  children: ReactNode;
  /** From the theme's type scale (default `md`). */
  size?: keyof typeof styles.size;
  /** Colour role from the theme (default `neutral`); `danger` for an error message. */
  tone?: keyof typeof styles.tone;
  weight?: keyof typeof styles.weight;
  align?: keyof typeof styles.align;
  /** Amounts, dates and codes: the theme's numeric font with tabular figures. */
  numeric?: boolean;
  /** Cut after this many lines with an ellipsis (1: one line). */
  maxLines?: number;
  /** `p` (default) for a paragraph, `span` inside a line, `div` around other blocks. */
  as?: 'p' | 'span' | 'div' | 'strong';
  id?: string;
}

/** Body text in the theme's sizes and colour roles (what the apps wrote as muted/error/label styles). */
export function Text({ children, size = 'md', tone = 'neutral', weight = 'regular', align, numeric = false, maxLines, as: Tag = 'p', id }: TextProps) {
  const lines = maxLines !== undefined && maxLines > 0 ? Math.floor(maxLines) : undefined;
  const className = [
    styles.root,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    align ? styles.align[align] : '',
    numeric ? styles.numeric : '',
    lines === 1 ? styles.truncate : lines ? styles.clamp : '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = lines && lines > 1 ? ({ '--text-lines': String(lines) } as CSSProperties) : undefined;
  return (
    <Tag className={className} style={style} id={id}>
      {children}
    </Tag>
  );
}
