import { checkA11y, expect, loginAsAgent, openTab, test } from './fixtures.js';

test('an agent creates an affiliate link, copies it and deletes it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await loginAsAgent(page, undefined, '/m/agent/home?tab=links');
  await openTab(page, 'Affiliate links');
  const list = page.getByRole('list', { name: 'My links' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const before = await list.getByRole('listitem').count();

  await page.getByRole('combobox', { name: 'People who register become' }).selectOption({ label: 'Members' });
  // Optional rebate rates, at most the agent's own rate per game type (agent1: slots 1.20 %).
  await page.getByText('Rebate rates for this link (optional)').click();
  const slots = page.getByRole('textbox', { name: /^Slots/ });
  await slots.fill('5');
  await page.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('At most 1.20%', { exact: true })).toBeVisible();
  await slots.fill('0.5');
  await page.getByRole('button', { name: 'Create link' }).click();
  const created = page.getByRole('status').filter({ hasText: /Link .+ created/ });
  await expect(created).toBeVisible();
  const code = /Link (\S+) created/.exec((await created.textContent()) ?? '')![1]!;
  await expect(list.getByRole('listitem')).toHaveCount(before + 1);
  const item = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code }) });
  await expect(item).toContainText('Registrations');
  await checkA11y(page);

  // Copy: the address goes to the clipboard and the copy-success toast shows for 2 s.
  await item.getByRole('button', { name: `Copy link ${code}` }).click();
  const copied = page.getByText('Copied', { exact: true });
  await expect(copied).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toContain(code);
  await expect(copied).toBeHidden({ timeout: 3_500 });

  // Delete with confirmation.
  await item.getByRole('button', { name: `Delete link ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this link?' });
  await expect(dialog).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`Link ${code} deleted`)).toBeVisible();
  await expect(list.getByRole('heading', { name: code })).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(before);
});
