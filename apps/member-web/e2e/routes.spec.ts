import { checkA11y, expect, test } from './fixtures.js';

// Route table of spec section 2: every alias that shows home, the account routes that open their
// popup over home, and the agent paths the member site hands to the agent site.
test.describe('route table (spec section 2)', () => {
  test('every home alias shows home', async ({ page }) => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) {
      await page.goto(path);
      await expect(page.getByRole('tablist', { name: 'Game categories' }), path).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await checkA11y(page);
  });

  test('login, register (and register.html), forget and changePsw open their popup over home; closing returns to /m/home', async ({ page }) => {
    const popups: [string, string][] = [
      ['/m/login', 'Log in'],
      ['/m/register', 'Register'],
      ['/m/register.html', 'Register'],
      ['/m/forget', 'Forgot password'],
      // Changing a password needs a session: a guest is asked to log in first.
      ['/m/changePsw', 'Log in'],
    ];
    for (const [path, name] of popups) {
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog, path).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(page).toHaveURL(/\/m\/home$/);
    }
    await checkA11y(page);
  });

  test('the agent paths are handed to the agent site (same origin here: the loop guard offers the link)', async ({ page }) => {
    for (const path of [
      '/m/agent',
      '/m/agent/home',
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Go to the agent centre' }), path).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
    }
    await checkA11y(page);
  });
});
