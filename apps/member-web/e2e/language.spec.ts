import { checkA11y, expect, test } from './fixtures.js';

test.describe('language switch (spec sections 1 and 2)', () => {
  test('to Thai where the merchant offers it', async ({ page, merchant }) => {
    test.skip(merchant !== 'lucky88', 'Thai is in lucky88’s language set');
    await page.goto('/m/set');
    await page.getByRole('radio', { name: 'ไทย' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { name: 'ตั้งค่า' }).first()).toBeVisible();
    await checkA11y(page);
    await page.goto('/m/home');
    await expect(page.getByRole('tablist', { name: 'หมวดหมู่เกม' }).getByRole('tab', { name: 'ยอดนิยม' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('TH');
    await checkA11y(page);
  });

  test('to Arabic, right to left, where the merchant offers it', async ({ page, merchant }) => {
    test.skip(merchant !== 'goldenlotus', 'Arabic is in goldenlotus’s language set');
    await page.goto('/m/menu');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('radio', { name: 'العربية' }).check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'اختصارات' })).toBeVisible();
    await checkA11y(page);
    await page.goto('/m/home');
    await expect(page.getByRole('tablist', { name: 'فئات الألعاب' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('home-ar.png') });
  });
});
