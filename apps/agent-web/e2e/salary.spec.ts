import { checkA11y, expect, loginAsAgent, openTab, test } from './fixtures.js';

test('an agent applies for a daily salary and approves a subordinate’s application', async ({ page }) => {
  await loginAsAgent(page, undefined, '/m/agent/home?tab=salary');
  await openTab(page, 'Daily salary');
  const history = page.getByRole('list', { name: 'My salary history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);

  // Yesterday is the default day; agent1 is a top-level agent, so the operator pays at once (decisions.md).
  const day = page.getByRole('textbox', { name: 'Day', exact: true });
  const date = await day.inputValue();
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText(`Daily salary for ${date} applied`)).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await checkA11y(page);

  // The same day again is refused with the screen's own message.
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('The daily salary of this day was already applied for')).toBeVisible();

  // agent2's application of yesterday waits for agent1.
  const team = page.getByRole('list', { name: 'Team applications' });
  const approve = team.getByRole('button', { name: /Approve the salary of agent2/ });
  await expect(approve).toBeVisible();
  await approve.click();
  await expect(page.getByText('Salary of agent2 approved')).toBeVisible();
  await expect(team).toHaveCount(0);
  await expect(page.getByText('No salaries with this status')).toBeVisible();
});
