import { pixelsToRem } from '@whitelabel/core';
import DOMPurify from 'dompurify';

let hooked = false;

/** Links in operator HTML open outside the site without handing it the opener. */
function hookLinks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
}

/**
 * The popup design's rem (SafeHtml.css.ts sets it): operator content is written for 100 px per rem on
 * a 750 px design draft, so it scales with the screen like on the operator's own pages.
 */
export const designRem = 'var(--design-rem)';

export interface SanitizeOptions {
  /** Popup content: pixel values become rem by dividing by 100 (spec section 2). */
  pixelsToRem?: boolean;
}

/**
 * Server-supplied HTML (promotions, notices, help, popups) made safe to render: DOMPurify's HTML
 * profile (no scripts, event handlers, javascript: URLs, forms or SVG/MathML tricks).
 */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return '';
  hookLinks();
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
  return options.pixelsToRem ? pixelsToRem(clean, designRem) : clean;
}

/** The text of server HTML, for one-line previews and accessible names. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM: true });
  return (clean.textContent ?? '').replace(/\s+/g, ' ').trim();
}
