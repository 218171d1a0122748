import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.js';
import { htmlToText, isAllowedImageSource, isOutsideLink, sanitizeHtml, sanitizeStyle } from './sanitize.js';

describe('server HTML is sanitised before rendering (spec section 2)', () => {
  it('drops scripts, event handlers and javascript: links and keeps the formatting', () => {
    const html =
      '<h3>Bonus</h3><p onclick="steal()">Get <b>20%</b></p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)">';
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
  it('treats protocol-relative links, and what browsers read as one, as the outside links they are', () => {
    for (const href of ['//example.com/x', '/\\example.com/x', '\\\\example.com', ' //example.com', 'HTTPS://example.com'])
      expect(sanitizeHtml(`<a href="${href}">site</a>`), href).toMatch(/ target="_blank" rel="noopener noreferrer">site<\/a>$/);
    for (const href of ['/m/promotion', 'promotion?id=2', '#terms', `${window.location.origin}/m/home`.replace(/^https?:/, '')])
      expect(sanitizeHtml(`<a href="${href}">site</a>`), href).not.toContain('target=');
    expect(isOutsideLink('//example.com', 'https://www.lucky88.example')).toBe(true);
    expect(isOutsideLink('//www.lucky88.example/m/home', 'https://www.lucky88.example')).toBe(false);
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

describe('operator styles cannot cover the site', () => {
  it('drops positioning, layering and transforms: no full-screen fake login over the page', () => {
    const overlay =
      '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;background-color:#fff"><p>Session expired, log in again</p></div>';
    const clean = sanitizeHtml(overlay);
    expect(clean).not.toMatch(/position|z-index|top:|left:/);
    expect(clean).toContain('background-color:#fff');
    expect(sanitizeStyle('position:absolute;inset:0;transform:translate(0,-500px);float:left;color:red')).toBe('color:red');
  });
  it('drops pulling margins, loading and variable values, keeps text and box styling', () => {
    expect(sanitizeStyle('margin-top:-900px;margin:0 -20px;padding:4px 8px;font-weight:bold')).toBe('padding:4px 8px;font-weight:bold');
    // Arithmetic or a comment makes a negative margin without a leading minus.
    for (const pulling of [
      'calc(100vh*-1)',
      'calc(100vh * -1)',
      'calc(0px - 100vh)',
      'calc(-1*100vh)',
      'min(0px,-50vh)',
      '/**/-900px',
      '0 0 0 calc(100vw/-2)',
      '-.5em',
    ])
      expect(sanitizeStyle(`margin-top:${pulling};color:red`), pulling).toBe('color:red');
    expect(sanitizeStyle('margin:0 auto;margin-bottom:12px;margin-top:1.5em')).toBe('margin:0 auto;margin-bottom:12px;margin-top:1.5em');
    expect(sanitizeStyle('background:url(https://tracker.example/p.gif);color:var(--secret);font-size:14px')).toBe('font-size:14px');
    expect(sanitizeStyle('display:contents;display:block')).toBe('display:block');
    expect(sanitizeStyle('color:r\\65 d;text-align:center !important')).toBe('text-align:center');
    expect(sanitizeHtml('<p style="position:fixed">x</p>')).toBe('<p>x</p>');
  });
});

describe('pictures load only from this site or inline', () => {
  const origin = window.location.origin;
  it('keeps pictures of this site and inline ones, drops outside ones (tracking pixels)', () => {
    expect(sanitizeHtml('<p>a<img src="https://tracker.example/open.gif?u=1">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<img src="//tracker.example/open.gif">')).toBe('');
    expect(sanitizeHtml('<img src="/wps/assets/banners/1.svg" alt="Bonus">')).toBe('<img src="/wps/assets/banners/1.svg" alt="Bonus">');
    expect(sanitizeHtml(`<img src="${origin}/wps/assets/vip/1.svg" alt="">`)).toBe(`<img src="${origin}/wps/assets/vip/1.svg" alt="">`);
    const inline = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeHtml(`<img src="${inline}" alt="">`)).toBe(`<img src="${inline}" alt="">`);
  });
  it('drops every other way to load from outside', () => {
    const clean = sanitizeHtml(
      '<img src="/ok.png" srcset="https://tracker.example/a.png 2x" alt=""><table background="https://tracker.example/b.png"><tbody><tr><td>x</td></tr></tbody></table><video src="https://tracker.example/v.mp4" poster="https://tracker.example/p.png"></video>',
    );
    expect(clean).not.toContain('tracker.example');
    expect(clean).toContain('<img src="/ok.png" alt="">');
  });
  it('answers by origin, not by how the address is written', () => {
    expect(isAllowedImageSource('/a.png', 'https://lucky88.example')).toBe(true);
    expect(isAllowedImageSource('https://lucky88.example/a.png', 'https://lucky88.example')).toBe(true);
    expect(isAllowedImageSource('https://lucky88.example.evil.example/a.png', 'https://lucky88.example')).toBe(false);
    expect(isAllowedImageSource('javascript:alert(1)', 'https://lucky88.example')).toBe(false);
    expect(isAllowedImageSource('data:text/html;base64,PHNjcmlwdD4=', 'https://lucky88.example')).toBe(false);
  });
});

describe('popup pixels become rem only inside style values', () => {
  it('leaves "100px" in text and in link addresses as it is', () => {
    const html = '<p style="font-size:28px">Win 100px coins</p><a href="https://example.com/banner-100px.png">see 20px</a>';
    expect(sanitizeHtml(html, { pixelsToRem: true })).toBe(
      '<p style="font-size:calc(0.28 * var(--design-rem))">Win 100px coins</p><a href="https://example.com/banner-100px.png" target="_blank" rel="noopener noreferrer">see 20px</a>',
    );
  });
});
