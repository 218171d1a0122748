import type { Page } from '@playwright/test';
import { openLogin } from './account-helpers.js';
import { expect, test, unique, eachMerchant } from './fixtures.js';

/**
 * Social login (spec 2.149) through the reference server's development OpenID Connect provider: the button leaves for
 * the provider's sign-in and consent pages (its own English pages) and comes back through the server's callback.
 */
const buttonOf: Record<string, string> = { lucky88: 'LINE', goldenlotus: 'Google' };

/** Taps the merchant's provider button and signs in at the development provider as a new account. */
async function signInAtProvider(page: Page, merchant: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: buttonOf[merchant] ?? 'LINE', exact: true }).click();
  await page.getByLabel('Login name').fill(unique('s').userName);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
}

test.describe('social login (spec 2.149)', () => {
  test('a provider button goes through the provider consent to a logged-in home', { tag: eachMerchant }, async ({ page, merchant }) => {
    await signInAtProvider(page, merchant);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
    // The session survives a reload like any login.
    await page.reload();
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
  });

  test('cancelling at the provider comes back to the login screen with a translated message', { tag: eachMerchant }, async ({ page, merchant }) => {
    await signInAtProvider(page, merchant);
    await page.getByRole('link', { name: /Cancel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByText('Sign-in was cancelled at the provider')).toBeVisible();
    // The fragment is gone: a reload does not show the message again.
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});
