import { checkA11y, expect, loginAsAgent, openTab, snap, test } from './fixtures.js';

test('every section of the agent home loads the agent’s real data', async ({ page }) => {
  // Six sections, each checked with axe: longer than one screen's journey.
  test.setTimeout(120_000);
  await loginAsAgent(page);

  // Overview: KPI figures over a chosen period and the contract shortcuts.
  const kpi = page.getByRole('region', { name: 'Team KPI' });
  await expect(kpi.getByText('Turnover')).toBeVisible();
  await kpi.getByRole('combobox', { name: 'Period' }).selectOption('today');
  await expect(kpi.getByRole('definition').first()).toHaveText('5');
  await expect(page.getByRole('link', { name: 'Daily salary contract' })).toBeVisible();
  await snap(page, 'overview');

  // Team: direct subordinates (seed: agent2, player1, player2), search, the downline one level down.
  await openTab(page, 'Team');
  const subordinates = page.getByRole('list', { name: 'Subordinates' });
  await expect(subordinates.getByRole('heading', { level: 4 })).toHaveCount(3);
  for (const account of ['agent2', 'player1', 'player2']) await expect(subordinates.getByRole('heading', { level: 4, name: account })).toBeVisible();
  await checkA11y(page);
  const search = page.getByRole('searchbox', { name: 'Search account' });
  await search.fill('player1');
  await search.press('Enter');
  await expect(subordinates.getByRole('heading', { level: 4 })).toHaveText(['player1']);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.getByRole('button', { name: 'Downline' }).click();
  const downline = page.getByRole('list', { name: 'Downline' });
  await downline.getByRole('button', { name: 'View downline of agent2' }).click();
  await expect(page.getByText('Downline of agent2')).toBeVisible();
  await expect(downline.getByRole('heading', { level: 4 })).toHaveCount(2);
  for (const account of ['player3', 'player4']) await expect(downline.getByRole('heading', { level: 4, name: account })).toBeVisible();
  await snap(page, 'downline');
  await page.getByRole('button', { name: 'Up one level' }).click();
  await expect(downline.getByRole('heading', { level: 4 })).toHaveCount(3);

  // Daily salary: today's (accruing), the agent's history (two paid days in the seed).
  await openTab(page, 'Daily salary');
  await expect(page.getByRole('region', { name: "Today's salary" })).toContainText('Accruing');
  await expect(page.getByRole('list', { name: 'My salary history' }).getByText('Paid')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Team applications' })).toBeVisible();
  await checkA11y(page);
  await snap(page, 'salary');

  // Dividends: the running period, the contract's tiers, history with the team's dividends.
  await openTab(page, 'Dividends');
  await expect(page.getByRole('region', { name: 'Current period' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'My dividend contract' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dividend history' }).getByRole('heading', { name: 'agent2' })).toBeVisible();
  await checkA11y(page);
  await snap(page, 'dividend');

  // Rebates: the rate card, one row per game type (seven) under the header row.
  await openTab(page, 'Rebates');
  await expect(page.getByRole('row', { name: /Slots/ })).toContainText('1.20%');
  await expect(page.getByRole('row')).toHaveCount(8);
  await checkA11y(page);
  await snap(page, 'rebate');

  // Affiliate links: the two seeded links.
  await openTab(page, 'Affiliate links');
  await expect(page.getByRole('list', { name: 'My links' }).getByRole('listitem')).toHaveCount(2);
  await checkA11y(page);
  await snap(page, 'links');
});
