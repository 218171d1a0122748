import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@whitelabel/tooling/axe';
import { uiThemeIds } from '../themes-plugin.js';

const themes = uiThemeIds();

/** Waits until every frame shows its screen's main heading. */
async function framesReady(page: Page) {
  for (const theme of themes) {
    await expect(page.frameLocator(`iframe[src*="frame=${theme}&"]`).getByRole('heading', { level: 1 }).first()).toBeAttached();
  }
}

test.describe('the demo page', () => {
  // Three frames and an axe pass over four documents: slower than one screen.
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test('one 360 px frame per theme of @whitelabel/ui, the guide, and no serious axe violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Merchant themes' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(themes.length);
    for (const frame of await page.locator('iframe').all()) expect((await frame.boundingBox())?.width).toBe(360);
    await expect(page.getByRole('region', { name: 'Adding a merchant' })).toContainText('MERCHANT=<code> pnpm --filter @whitelabel/member-web exec vite build');
    await framesReady(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('keyboard: arrows choose the screen, the frames follow, the address keeps the choice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'Home lobby' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Game list' })).toBeChecked();
    await expect(page).toHaveURL(/screen=games/);
    for (const theme of themes) await expect(page.locator(`iframe[src*="frame=${theme}&"]`)).toHaveAttribute('src', /screen=games/);
    await framesReady(page);
    await expect(page.frameLocator('iframe').first().getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  });

  test('Arabic: the page and every frame lay out right to left; a forced direction applies to the frames', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'العربية' }).check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const theme of themes) {
      await expect(page.frameLocator(`iframe[src*="frame=${theme}&"]`).locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await page.goto('/?screen=lobby&lang=EN&dir=rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.frameLocator('iframe').first().locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('the popups in the frames leave the keyboard on the page', async ({ page }) => {
    await page.goto('/?screen=login&lang=EN&dir=auto');
    await framesReady(page);
    for (const theme of themes) {
      await expect(page.frameLocator(`iframe[src*="frame=${theme}&"]`).getByRole('dialog', { name: 'Log in' })).toBeVisible();
    }
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
    await expectNoSeriousA11yViolations(page);

    // Tabbing on from the last switch enters the first frame, where the open popup takes the keyboard.
    await page.getByRole('radio', { name: 'Follow the language' }).focus();
    await page.keyboard.press('Tab');
    const first = page.frames().find((frame) => frame.url().includes(`frame=${themes[0]}&`))!;
    await expect.poll(() => first.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.frameLocator(`iframe[src*="frame=${themes[0]}&"]`).getByRole('dialog')).toHaveCount(0);
  });
});

test('on a phone the frames stack, each as wide as the screen allows', async ({ page }) => {
  await page.goto('/?screen=promotions');
  const boxes = await Promise.all((await page.locator('iframe').all()).map((frame) => frame.boundingBox()));
  for (const [index, box] of boxes.entries()) {
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    if (index > 0) expect(box!.y).toBeGreaterThan(boxes[index - 1]!.y + boxes[index - 1]!.height);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
