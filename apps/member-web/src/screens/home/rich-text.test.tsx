import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, sanitizeHtml } from './rich-text.js';

describe('server HTML (issue: sanitised with DOMPurify; popup pixels to rem)', () => {
  it('removes scripts and event handlers, keeps formatting', () => {
    const clean = sanitizeHtml('<p onclick="steal()">Hi <b>there</b><script>steal()</script><img src=x onerror="steal()"></p>');
    expect(clean).not.toMatch(/script|onclick|onerror/);
    expect(clean).toContain('<b>there</b>');
  });

  it('opens links in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toContain('target="_blank" rel="noopener noreferrer"');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
  });

  it('converts pixel sizes of popup notices to rem (divided by 100)', () => {
    const { container } = render(<RichText html={'<p style="font-size:28px">Deposit now</p>'} pixelsToRem />);
    expect(container.querySelector('p')?.getAttribute('style')).toBe('font-size:0.28rem');
  });
});
