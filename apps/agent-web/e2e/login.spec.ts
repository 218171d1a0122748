import { checkA11y, demo, expect, snap, test } from './fixtures.js';

test.describe('agent login (/m/agent, spec sections 2 and 6)', () => {
  test('an agent logs in and reaches the agent home with the team KPI', async ({ page }) => {
    await page.goto('/m/agent');
    await expect(page.getByRole('heading', { level: 2, name: /agent centre/i })).toBeVisible();
    // The agent variant: no social login, no register, no free play.
    await expect(page.getByRole('button', { name: /facebook|google|line/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
    await checkA11y(page);
    await snap(page, 'login');

    // Remember me: the login is kept encrypted and fills the form next time.
    await page.getByRole('textbox', { name: 'Username' }).fill(demo.agent);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/home$/);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const kpi = page.getByRole('region', { name: 'Team KPI' });
    // agent1's team in the seed: agent2 and player1-4.
    await expect(kpi.getByRole('definition').first()).toHaveText('5');
    await expect(page.getByRole('region', { name: 'My account' })).toContainText(demo.agent);
    await checkA11y(page);

    // Reload keeps the session (session storage); logout returns to the login.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Team KPI' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/m\/agent(\?|$)/);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(demo.agent);
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  test('a member account is refused with the non-agent message', async ({ page }) => {
    await page.goto('/m/agent');
    await page.getByRole('textbox', { name: 'Username' }).fill(demo.member);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Non-agent accounts cannot log in on the agent site');
    await expect(page).toHaveURL(/\/m\/agent$/);
    expect(await page.evaluate(() => sessionStorage.getItem('sessionInfo'))).toBeNull();
    await checkA11y(page);
  });

  test('a wrong password shows the message and then asks for a captcha', async ({ page }) => {
    await page.goto('/m/agent');
    await page.getByRole('textbox', { name: 'Username' }).fill('player1');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong account or password');
    await expect(page.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
    await expect(page.locator('img[src^="data:image/png"]')).toBeVisible();
    await checkA11y(page);
  });

  test('a guest opening an agent page logs in first and comes back to it', async ({ page }) => {
    await page.goto('/m/agent/home?tab=links');
    await expect(page).toHaveURL(/\/m\/agent\?from=/);
    await page.getByRole('textbox', { name: 'Username' }).fill(demo.agent);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/home\?tab=links$/);
    await expect(page.getByRole('tab', { name: 'Affiliate links' })).toHaveAttribute('aria-selected', 'true');
  });
});
