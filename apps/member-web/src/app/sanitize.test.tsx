import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.js';
import { htmlToText, sanitizeHtml } from './sanitize.js';

describe('server HTML is sanitised before rendering (spec section 2)', () => {
  it('drops scripts, event handlers and javascript: links and keeps the formatting', () => {
    const html = '<h3>Bonus</h3><p onclick="steal()">Get <b>20%</b></p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)">';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h3>Bonus</h3>');
    expect(clean).toContain('<b>20%</b>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
  });
  it('drops forms and style blocks that could restyle the site', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><form action="/x"><input name="p"></form><p>ok</p>')).toBe('<p>ok</p>');
  });
  it('opens outside links in a new tab without the opener', () => {
    expect(sanitizeHtml('<a href="https://example.com">site</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
  });
  it('turns popup pixel values into rem by dividing by 100 when asked', () => {
    expect(sanitizeHtml('<p style="font-size:28px">Hi</p>', { pixelsToRem: true })).toBe('<p style="font-size:calc(0.28 * var(--design-rem))">Hi</p>');
    expect(sanitizeHtml('<p style="font-size:28px">Hi</p>')).toBe('<p style="font-size:28px">Hi</p>');
  });
  it('gives nothing for missing HTML and plain text for previews', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(htmlToText('<p>Slots from <b>PG Soft</b></p>\n<p>tonight</p><script>x</script>')).toBe('Slots from PG Soft tonight');
  });
});

describe('popup notices (spec section 2: pixel values to rem)', () => {
  it('converts pixel sizes of popup content to rem (divided by 100)', () => {
    const { container } = render(<SafeHtml html={'<p style="font-size:28px">Deposit now</p>'} pixelsToRem />);
    expect(container.querySelector('p')?.getAttribute('style')).toBe('font-size:calc(0.28 * var(--design-rem))');
  });
});
