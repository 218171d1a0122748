import { pixelsToRem } from '@whitelabel/core';
import DOMPurify from 'dompurify';

/**
 * The popup design's rem (SafeHtml.css.ts sets it): operator content is written for 100 px per rem on
 * a 750 px design draft, so it scales with the screen like on the operator's own pages.
 */
export const designRem = 'var(--design-rem)';

export interface SanitizeOptions {
  /** Popup content: pixel values inside style attributes become rem by dividing by 100 (spec section 2). */
  pixelsToRem?: boolean;
}

/**
 * Style properties operator HTML may set: text, colour, box and list styling. Nothing that takes an element
 * out of the flow or above the site (position, inset, z-index, transform, float), loads anything
 * (background images, content, cursor, mask) or animates: a style cannot draw a fake login over the page.
 */
const allowedStyleProperties = new Set([
  'color',
  'background',
  'background-color',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-decoration',
  'text-decoration-color',
  'text-decoration-line',
  'text-decoration-style',
  'text-indent',
  'text-transform',
  'text-shadow',
  'white-space',
  'word-break',
  'overflow-wrap',
  'word-wrap',
  'vertical-align',
  'direction',
  'unicode-bidi',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-collapse',
  'border-spacing',
  'width',
  'max-width',
  'min-width',
  'height',
  'max-height',
  'min-height',
  'display',
  'list-style-type',
  'list-style-position',
  'table-layout',
  'caption-side',
]);

/** `display` values that keep an element in the text flow. */
const allowedDisplay = new Set(['block', 'inline', 'inline-block', 'none', 'list-item', 'table', 'table-row', 'table-cell', 'flex', 'inline-flex']);

/** One side of a margin: auto, or a non-negative number with a length unit or a percentage (0 alone too). */
const plainMargin = /^(?:auto|0|(?:\d+(?:\.\d+)?|\.\d+)(?:px|em|rem|%|ex|ch|vw|vh|vmin|vmax|svw|svh|lvw|lvh|dvw|dvh|pt|pc|cm|mm|in|q))$/i;

/** Splits a style attribute into declarations at semicolons outside quotes and brackets. */
function declarations(style: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const char of style) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** One declaration if it is allowed (see allowedStyleProperties), with popup pixels converted; else undefined. */
function safeDeclaration(declaration: string, convertPixels: boolean): string | undefined {
  const colon = declaration.indexOf(':');
  if (colon <= 0) return undefined;
  const property = declaration.slice(0, colon).trim().toLowerCase();
  const value = declaration
    .slice(colon + 1)
    .trim()
    .replace(/\s*!important$/i, '');
  if (!allowedStyleProperties.has(property) || !value) return undefined;
  // No resources, scripts, escapes that hide a keyword, or variables that read the site's own values.
  if (/url\(|image\(|image-set\(|expression|javascript:|var\(|attr\(|env\(|[\\<>@]/i.test(value)) return undefined;
  if (property === 'display' && !allowedDisplay.has(value.toLowerCase())) return undefined;
  // A negative margin could pull the content over the rest of the page: margins are plain non-negative lengths only,
  // so no arithmetic (`calc(100vh*-1)`, `calc(0px - 50vh)`) or comment (`/**/-9px`) can make one.
  if (property.startsWith('margin') && !value.split(/\s+/).every((part) => plainMargin.test(part))) return undefined;
  return `${property}:${convertPixels ? pixelsToRem(value, designRem) : value}`;
}

/** The allowed part of a style attribute, or '' when nothing is left. */
export function sanitizeStyle(style: string, options: SanitizeOptions = {}): string {
  return declarations(style)
    .map((declaration) => safeDeclaration(declaration, options.pixelsToRem === true))
    .filter((kept): kept is string => kept !== undefined)
    .join(';');
}

/** Raster and SVG pictures inline as data: URLs (nothing is fetched). */
const inlineImage = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[a-z0-9+/=\s]+$/i;

/**
 * Whether a picture may load: only from the site itself (which also serves the API's images under /wps) or
 * inline. An outside address would tell a third party who read the notice and when (a tracking pixel).
 */
export function isAllowedImageSource(src: string, origin: string = globalThis.location?.origin ?? ''): boolean {
  const value = src.trim();
  if (inlineImage.test(value)) return true;
  if (!origin) return false;
  try {
    const url = new URL(value, `${origin}/`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin;
  } catch {
    return false;
  }
}

/**
 * Whether a link leads away from the site: an http(s) address, or any text a browser resolves to another origin
 * (protocol-relative `//host`, and `/\\host` or ` //host`, which browsers read the same way).
 */
export function isOutsideLink(href: string, origin: string = globalThis.location?.origin ?? ''): boolean {
  if (/^https?:\/\//i.test(href.trim())) return true;
  const base = origin || 'https://this-site.invalid';
  try {
    // new URL, not URL.parse: phones whose browsers predate URL.parse still visit the site.
    const url = new URL(href, `${base}/`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== base;
  } catch {
    return false;
  }
}

/** Elements whose src loads a resource, and attributes that load one whatever the element. */
const sourceElements = new Set(['IMG', 'VIDEO', 'AUDIO', 'SOURCE', 'TRACK']);
const loadingAttributes = ['srcset', 'background', 'poster', 'ping', 'lowsrc', 'dynsrc'];

/** The options of the sanitize call in progress (DOMPurify's hooks are global; sanitising is synchronous). */
let active: SanitizeOptions = {};
let hooked = false;

function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Links in operator HTML open outside the site without handing it the opener.
    if (node.tagName === 'A' && node.getAttribute('href')) {
      if (isOutsideLink(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    for (const name of loadingAttributes) node.removeAttribute(name);
    if (sourceElements.has(node.tagName) && node.hasAttribute('src') && !isAllowedImageSource(node.getAttribute('src') ?? '')) {
      // A picture with no allowed source is dropped rather than shown broken; media keep their other sources.
      if (node.tagName === 'IMG') {
        node.remove();
        return;
      }
      node.removeAttribute('src');
    }
    const style = node.getAttribute('style');
    if (style !== null) {
      const safe = sanitizeStyle(style, active);
      if (safe) node.setAttribute('style', safe);
      else node.removeAttribute('style');
    }
  });
}

/**
 * Server-supplied HTML (promotions, notices, help, popups) made safe to render: DOMPurify's HTML
 * profile (no scripts, event handlers, javascript: URLs, forms or SVG/MathML tricks), style attributes
 * limited to in-flow text and box styling, and pictures only from this site or inline.
 */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return '';
  installHooks();
  active = options;
  try {
    return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
  } finally {
    active = {};
  }
}

/** The text of server HTML, for one-line previews and accessible names. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM: true });
  return (clean.textContent ?? '').replace(/\s+/g, ' ').trim();
}
