import { input, openLogin, openRegister, password } from './account-helpers.js';
import { checkA11y, expect, test, unique, eachMerchant } from './fixtures.js';

// Several popups a journey, each checked with axe: more than the default time.
test.describe.configure({ timeout: 120_000 });

// Spec section 2: the help centre as a popup (terms link of login and register), and the other
// popups (policy, category, agent, hot match, iOS tutorial) with the server's content.

test.describe('help popup over the account forms (2.198)', () => {
  test('the login terms link opens the help popup over the form; closing returns to the form as it was', async ({ page }) => {
    const login = await openLogin(page);
    await input(login, 'Username').fill('someone01');
    const terms = login.getByRole('link', { name: 'terms and conditions' });
    await terms.click();
    const help = page.getByRole('dialog', { name: 'Help centre' });
    await expect(help.locator('#help-popup-topic')).toHaveText('Terms and conditions');
    await expect(help.getByRole('navigation', { name: 'Help topics' }).getByRole('button', { name: 'Terms and conditions' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page).toHaveURL(/\/m\/home$/);
    await checkA11y(page);
    // Keyboard: Escape closes the top popup only, and focus goes back to the link.
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(login).toBeVisible();
    await expect(terms).toBeFocused();
    await expect(input(login, 'Username')).toHaveValue('someone01');
  });

  test('the register terms link does the same; a fixed confirmation clears its mismatch at once (5.007)', async ({ page }) => {
    const { userName } = unique('u');
    const { dialog } = await openRegister(page);
    const usernameTab = dialog.getByRole('tab', { name: 'Username' });
    if (await usernameTab.count()) await usernameTab.click();
    await input(dialog, 'Username').fill(userName);
    await input(dialog, 'Password').fill(password);
    await input(dialog, 'Confirm password').fill(`${password}x`);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Confirmation password not matched')).toBeVisible();
    await input(dialog, 'Confirm password').fill(password);
    await expect(dialog.getByText('Confirmation password not matched')).toBeHidden();

    await dialog.getByRole('link', { name: 'terms and conditions' }).click();
    const help = page.getByRole('dialog', { name: 'Help centre' });
    await expect(help.locator('#help-popup-topic')).toHaveText('Terms and conditions');
    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toBeHidden();
    await expect(input(dialog, 'Username')).toHaveValue(userName);
    await expect(input(dialog, 'Confirm password')).toHaveValue(password);
    await expect(page).toHaveURL(/\/m\/register$/);
  });
});

test.describe('popups of the home footer (2.204)', () => {
  test('policy, category, hot match and agent open with server content and close back to their button', async ({ page }) => {
    await page.goto('/m/home');
    const footer = page.getByRole('navigation', { name: 'Help' });

    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    const policy = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(policy.getByRole('link', { name: 'See all help topics' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await expect(policy).toBeHidden();
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeFocused();

    await footer.getByRole('button', { name: 'Hot matches' }).click();
    const hot = page.getByRole('dialog', { name: 'Hot matches' });
    await expect(hot.getByRole('listitem').first()).toBeVisible();
    expect(await hot.getByRole('listitem').count()).toBeGreaterThan(0);
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await expect(hot).toBeHidden();

    await footer.getByRole('button', { name: 'Become an agent' }).click();
    const agent = page.getByRole('dialog', { name: 'Become an agent' });
    await expect(agent.getByRole('button', { name: 'Agent login' })).toBeVisible();
    await checkA11y(page);
    await agent.getByRole('button', { name: 'Close' }).click();
    await expect(agent).toBeHidden();

    await footer.getByRole('button', { name: 'All game categories' }).click();
    const categories = page.getByRole('dialog', { name: 'Game categories' });
    const first = categories.getByRole('link').first();
    await expect(first).toBeVisible();
    await checkA11y(page);
    const target = await first.getAttribute('href');
    await first.click();
    await expect(categories).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    // Nothing sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('iOS tutorial popup (2.204)', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1',
  });
  test('the add-to-home-screen entry opens the tutorial over the download page', async ({ page }) => {
    await page.goto('/m/download');
    await page.getByRole('button', { name: /Add to home screen/ }).click();
    const tutorial = page.getByRole('dialog', { name: 'Add to home screen' });
    await expect(tutorial.getByRole('listitem')).toHaveCount(3);
    await expect(tutorial).toContainText('iOS 12.4 or later is recommended.');
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await expect(tutorial).toBeHidden();
  });
});

test.describe('right to left', () => {
  test.use({ startLanguage: 'AR' });
  test('the help popup reads in Arabic, right to left, over the login form', { tag: eachMerchant }, async ({ page, merchant }) => {
    test.skip(merchant !== 'goldenlotus', 'Arabic is offered by goldenlotus');
    await page.goto('/m/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const login = page.getByRole('dialog').first();
    await login.getByRole('link', { name: 'الشروط والأحكام' }).click();
    const help = page.getByRole('dialog', { name: 'مركز المساعدة' });
    await expect(help.locator('#help-popup-topic')).toBeVisible();
    await checkA11y(page);
    await help.getByRole('button', { name: 'إغلاق' }).click();
    await expect(help).toBeHidden();
  });
});
