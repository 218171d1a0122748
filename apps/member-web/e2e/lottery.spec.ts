import type { Page } from '@playwright/test';
import { checkA11y, demo, expect, moneyIn, test, eachMerchant } from './fixtures.js';

// Lottery results and orders (spec section 7, /lgw): the draw results from the lottery page, then player3's seeded
// lottery orders (two weeks of settled ones, open ones on tomorrow's Vietnam draws), an order's detail and cancelling
// one of its bets, with the stake back in the balance. Each merchant build has its own player3.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('popupNoticesHiddenUntil', String(Date.now() + 86_400_000)));
});

/** Opens a member page as a guest and logs in through the login popup it opens. */
async function logInAt(page: Page, path: string, userName: string) {
  await page.goto(path);
  const dialog = page.getByRole('dialog').filter({ has: page.locator('input[type="password"]') });
  await dialog.getByRole('textbox').first().fill(userName);
  await dialog.locator('input[type="password"]').fill(demo.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

// The lottery journeys run in goldenlotus's build: amounts in VND, without decimals.
const { of: moneyOf, text: money, pattern: amountPattern } = moneyIn('goldenlotus');

test.describe('lottery results and orders', () => {
  test('the lottery page leads to the draw results: Vietnam prize tiers by region and the latest draws of a lottery', async ({ page }) => {
    await page.goto('/m/elott');
    await page.getByRole('navigation', { name: 'Lottery services' }).getByRole('link', { name: 'Draw results' }).click();
    await expect(page).toHaveURL(/\/m\/lotteryResults$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Draw results' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(3);
    const hanoi = page.getByRole('table', { name: /^Hanoi · draw of / });
    await expect(hanoi.getByRole('row')).toHaveCount(9);
    await expect(hanoi.getByRole('rowheader', { name: 'Special prize' })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('radiogroup', { name: 'Region' }).getByRole('radio', { name: 'South' }).click();
    await expect(page.getByRole('table')).toHaveCount(1);
    await expect(page.getByRole('table', { name: /^Ho Chi Minh · / })).toBeVisible();

    await page.getByRole('tab', { name: 'By lottery' }).click();
    await page.getByRole('combobox', { name: 'Lottery' }).selectOption({ label: 'Vietnam 1 Min' });
    const draws = page.getByRole('list', { name: 'Latest draws of Vietnam 1 Min' });
    await expect(draws.getByRole('list', { name: 'Drawn numbers' })).toHaveCount(10);
    await expect(draws.getByRole('list', { name: 'Drawn numbers' }).first().getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText(/^Next draw: issue \d{8}-\d{4}, /)).toBeVisible();
    // Nothing wider than the 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkA11y(page);
  });

  test('a member pages through the lottery orders, opens an open order and cancels a bet: the stake is back in the balance', async ({ page }) => {
    await logInAt(page, '/m/lotteryOrders', 'player3');
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery orders' })).toBeVisible();
    const orders = page.getByRole('list', { name: 'Lottery orders' });
    await expect(orders.getByRole('link')).toHaveCount(10);
    await expect(page.getByText(/^10 of \d+ shown$/)).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(orders.getByRole('link')).toHaveCount(20);
    await checkA11y(page);

    await page.getByRole('radiogroup', { name: 'Order status' }).getByRole('radio', { name: 'Awaiting draw' }).click();
    await orders.getByRole('link').filter({ hasText: 'Ho Chi Minh Lottery' }).first().click();
    await expect(page).toHaveURL(/\/m\/lotteryOrders\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    const balance = page.getByRole('group', { name: 'Balance' });
    await expect(balance).toContainText(amountPattern);
    const before = moneyOf(await balance.textContent());
    const bets = page.getByRole('list', { name: 'Bets' });
    // The first bet that can still be cancelled (a locator of the button would move on to the next one once it goes).
    const index = await bets.getByRole('listitem').evaluateAll((items) => items.findIndex((item) => item.querySelector('button') !== null));
    expect(index).toBeGreaterThanOrEqual(0);
    const bet = bets.getByRole('listitem').nth(index);
    const cancel = bet.getByRole('button', { name: /^Cancel bet / });
    const stake = moneyOf(await bet.getByRole('definition').nth(3).textContent());
    await checkA11y(page);

    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this bet?' });
    await expect(dialog).toContainText(`Your stake of ${money(stake)} goes back to your balance.`);
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Yes, cancel the bet' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Bet cancelled: ${money(stake)} back in your balance` })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(balance).toContainText(money(before + stake));
    await expect(bet).toContainText('Cancelled');
    await expect(bet.getByRole('button')).toHaveCount(0);
  });

  test('the draw results read in Thai, and right to left in Arabic, within the 360 px screen', { tag: eachMerchant }, async ({ page, merchant }) => {
    const target =
      merchant === 'lucky88'
        ? { code: 'TH', lang: 'th', dir: 'ltr', title: 'ผลการออกรางวัล', tab: 'ตามประเภทหวย', south: 'ภาคใต้' }
        : { code: 'AR', lang: 'ar', dir: 'rtl', title: 'نتائج السحب', tab: 'حسب اليانصيب', south: 'الجنوب' };
    await page.addInitScript((code) => localStorage.setItem('language', code), target.code);
    await page.goto('/m/lotteryResults');
    await expect(page.locator('html')).toHaveAttribute('lang', target.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', target.dir);
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(3);
    await page.getByRole('radio', { name: target.south }).click();
    await expect(page.getByRole('table')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.locator('main')).not.toContainText('lottery.');
    await checkA11y(page);
    await page.getByRole('tab', { name: target.tab }).click();
    await expect(
      page
        .getByRole('list')
        .filter({ has: page.getByRole('list') })
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkA11y(page);
  });
});
