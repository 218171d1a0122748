import { checkA11y, demo, expect, loginAsAgent, openTab, test } from './fixtures.js';

test('an agent transfers money to a downline member and pays out a subordinate’s dividend', async ({ page }) => {
  await loginAsAgent(page, undefined, '/m/agent/home?tab=team');
  await openTab(page, 'Team');
  const list = page.getByRole('list', { name: 'Subordinates' });
  await list.getByRole('button', { name: 'Transfer to player2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer to player2' });
  await expect(dialog).toBeVisible();
  // Validation first: this journey runs on goldenlotus, a VND merchant, where an amount is whole dong.
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveAttribute('inputmode', 'numeric');
  await amount.fill('12.5');
  await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(dialog.getByText('Enter a whole amount of at least 1, without decimals')).toBeVisible();
  await checkA11y(page);
  await amount.fill('12000');
  await dialog.getByLabel('Withdrawal password').fill(demo.withdrawalPassword);
  await dialog.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByText(/^12,000 sent to player2/)).toBeVisible();
  await expect(dialog).toBeHidden();
  // player2's balance in the list now includes the transfer (the seed gives it 2,500,000 dong), without decimals.
  await expect(list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'player2' }) })).toContainText('2,512,000');

  // Dividends: agent2's pending dividend, paid with the withdrawal password.
  await openTab(page, 'Dividends');
  await page.getByRole('button', { name: 'Pay out the dividend of agent2' }).click();
  const payout = page.getByRole('dialog', { name: 'Pay out the dividend of agent2' });
  await payout.getByLabel('Withdrawal password').fill(demo.withdrawalPassword);
  await payout.getByRole('button', { name: 'Pay out' }).click();
  await expect(page.getByText(/paid to agent2/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay out the dividend of agent2' })).toHaveCount(0);
});
