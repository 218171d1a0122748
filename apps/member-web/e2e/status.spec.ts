import { checkA11y, expect, test } from './fixtures.js';

// The e2e server runs with a normal status; these journeys answer GET /wps/system/status themselves,
// in the contract's shape (SystemStatus), to reach the two status screens (docs/decisions.md).
function answerStatus(maintenance: boolean, regionRestriction: boolean) {
  return { success: true, value: { maintenance, regionRestriction, location: { ip: '203.0.113.9', country: 'TH' } } };
}

test.describe('site status screens (spec sections 2 and 4)', () => {
  test('maintenance, also when the region is restricted too; try again finds the site back', async ({ page }) => {
    let status = answerStatus(true, true);
    await page.route('**/wps/system/status', (route) => route.fulfill({ json: status }));
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await checkA11y(page);
    // The status is cached: a reload shows the screen before the server answers.
    expect(await page.evaluate(() => localStorage.getItem('siteStatus'))).toBe('1');
    status = answerStatus(false, false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
  });

  test('region block with the caller IP', async ({ page }) => {
    await page.route('**/wps/system/status', (route) => route.fulfill({ json: answerStatus(false, true) }));
    await page.goto('/m/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Not available in your region' })).toBeVisible();
    await expect(page.getByText(/203\.0\.113\.9/)).toBeVisible();
    await checkA11y(page);
  });
});
