import { checkA11y, eachMerchant, expect, loginAsAgent, openTab, snap, test } from './fixtures.js';

test('the agent centre switches to Arabic, right to left', { tag: eachMerchant }, async ({ page, merchant }) => {
  test.skip(merchant !== 'goldenlotus', 'Arabic is offered by goldenlotus');
  await loginAsAgent(page);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('dialog', { name: 'Language' }).getByText('العربية').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('tab', { name: 'نظرة عامة' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'مؤشرات الفريق' })).toBeVisible();
  await checkA11y(page);
  await snap(page, 'ar-overview');
  await openTab(page, 'روابط الإحالة');
  await expect(page.getByRole('list', { name: 'روابطي' }).getByRole('listitem').first()).toBeVisible();
  await checkA11y(page);
  await snap(page, 'ar-links');
});
