import { pixelsToRem } from '@whitelabel/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import * as styles from './home.css.js';

/** Server HTML made safe: scripts, handlers and unknown protocols removed; links open in a new tab. */
export function sanitizeHtml(html: string, options: { pixelsToRem?: boolean } = {}): string {
  const clean = DOMPurify.sanitize(options.pixelsToRem ? pixelsToRem(html) : html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
  return clean.replace(/<a /g, '<a target="_blank" rel="noopener noreferrer" ');
}

/** Operator HTML (notices, popup notices), sanitised with DOMPurify before it is rendered. */
export function RichText({ html, pixelsToRem: toRem = false }: { html: string; pixelsToRem?: boolean }) {
  const clean = useMemo(() => sanitizeHtml(html, { pixelsToRem: toRem }), [html, toRem]);
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: clean }} />;
}
