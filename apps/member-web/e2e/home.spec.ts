import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';

test.describe('guest home', () => {
  test('renders /m/home with the merchant from the server, in Thai by default', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky 88' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('ยินดีต้อนรับสู่ Lucky 88');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expectNoSeriousA11yViolations(page);
  });

  test('redirects an unknown path to /m/home', async ({ page }) => {
    await page.goto('/m/no-such-screen');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky 88' })).toBeVisible();
  });

  test('shows the saved language when the merchant offers it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'EN'));
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Welcome to Lucky 88');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
