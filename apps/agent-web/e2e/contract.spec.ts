import { checkA11y, demo, expect, loginAsAgent, snap, test } from './fixtures.js';

test.describe('contract screens (spec sections 2 and 6)', () => {
  test('a sub-agent sees the salary, dividend and hourly contracts its upline offered', async ({ page }) => {
    await loginAsAgent(page, demo.subAgent, '/m/member/agent/getSalaryContract');
    await expect(page).toHaveURL(/getSalaryContract$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily salary contract' })).toBeVisible();
    const offer = page.getByRole('region', { name: 'Offered contract' });
    await expect(offer).toContainText('1.50%');
    await expect(offer).toContainText('Awaiting you');
    await checkA11y(page);

    await page.goto('/m/member/agent/getDevidendContract');
    await expect(page.getByRole('region', { name: 'Offered contract' }).getByRole('table')).toContainText('20.00%');
    await expect(page.getByRole('region', { name: 'Offered contract' })).toContainText('Every half month');
    await snap(page, 'contract-dividend');

    await page.goto('/m/member/agent/getHourContract');
    await expect(page.getByRole('region', { name: 'Offered contract' })).toContainText('50.00');
    await checkA11y(page);
  });

  test('a top-level agent has no contract request waiting', async ({ page }) => {
    await loginAsAgent(page, demo.agent, '/m/member/agent/getHourContract');
    await expect(page.getByText('No contract request is waiting for you')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the agent centre' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/home$/);
  });
});
