import { expect, test, type Page } from '@playwright/test';
import { languages } from '@whitelabel/core';
import { merchantConfig } from '@whitelabel/merchants';

/** Everything the browser reports against the page's policies: violation events and console messages. */
async function watchPolicies(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions[- ]Policy|Refused to/i.test(message.text())) console.push(`${message.type()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test.describe('the sites served by the site server', () => {
  test('/m/home sends the security headers and renders with no policy violation', async ({ page }, testInfo) => {
    // The operator's popup notices (HTML with inline styles) are left on: they must render under the CSP too.
    const violations = await watchPolicies(page);
    const response = await page.goto('/m/home');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // The document carries boot data fetched for this visitor's address (site status), so no shared cache keeps it.
    expect(headers['cache-control']).toBe('private, no-cache');
    expect(headers['content-encoding']).toBe('br');

    // The merchant comes from the host: each project's page is its own merchant's build, in its default language.
    await expect(page.getByRole('navigation').first()).toBeVisible();
    const { defaultLanguage } = merchantConfig(String(testInfo.project.metadata.merchant));
    await expect(page.locator('html')).toHaveAttribute('lang', languages.find((language) => language.code === defaultLanguage)!.tag);
    await page.waitForLoadState('networkidle');
    // Game art and banners come through the /wps proxy: at least one image has loaded.
    await expect.poll(() => page.evaluate(() => [...document.images].filter((image) => image.complete && image.naturalWidth > 0).length)).toBeGreaterThan(0);
    expect(await violations(), testInfo.project.name).toEqual([]);
  });

  test('the agent site renders under the same policy', async ({ page }) => {
    const violations = await watchPolicies(page);
    const response = await page.goto('/m/agent');
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('button').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('a hashed asset is immutable and a missing one is a 404, not the app shell', async ({ page }) => {
    await page.goto('/m/home');
    const [asset, missing] = await page.evaluate(async () => {
      const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.getAttribute('src')!;
      const found = await fetch(script, { cache: 'no-store' });
      const absent = await fetch('/assets/index-missing0.js');
      return [
        { cache: found.headers.get('cache-control'), encoding: found.headers.get('content-encoding') },
        { status: absent.status, body: await absent.text() },
      ];
    });
    expect(asset).toEqual({ cache: 'public, max-age=31536000, immutable', encoding: 'br' });
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('id="root"');
  });

  test('an injected inline script does not run', async ({ page }) => {
    const violations = await watchPolicies(page);
    await page.goto('/m/home');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect((await violations()).some((entry) => entry.startsWith('script-src-elem inline') || /inline/i.test(entry))).toBe(true);
  });
});
