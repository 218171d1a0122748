import { useMemo } from 'react';
import * as styles from './SafeHtml.css.js';
import { sanitizeHtml, type SanitizeOptions } from './sanitize.js';

export interface SafeHtmlProps extends SanitizeOptions {
  /** HTML from the operator's back office; sanitised here before it is rendered. */
  html: string | null | undefined;
  className?: string;
}

/** Renders server HTML after DOMPurify, with the site's typography for rich text. */
export function SafeHtml({ html, className, pixelsToRem }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { pixelsToRem }), [html, pixelsToRem]);
  // dir=auto: operator text keeps its own direction (English terms stay left-to-right in the Arabic site).
  return <div dir="auto" className={className ? `${styles.richText} ${className}` : styles.richText} dangerouslySetInnerHTML={{ __html: clean }} />;
}
