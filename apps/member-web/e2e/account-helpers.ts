import type { Locator, Page, Response } from '@playwright/test';
import { expect, unique, type DevHelpers } from './fixtures.js';

export const password = 'Pass1234';

/** The input (or select) labelled exactly so: never the method tab or the toggle of the same name. */
export function input(scope: Locator, label: string): Locator {
  // A required field's label ends with a (hidden) asterisk.
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
  return scope.locator('input, select, textarea').and(scope.page().getByLabel(name));
}

/** A 9-digit mobile number (Thai numbers have 9 digits without the leading 0), unique per run. */
export function uniqueMobile(): string {
  return `8${unique('m').mobile.slice(-8)}`;
}

/** The captchaKey of the next captcha image the page loads. */
export function nextCaptcha(page: Page): Promise<string> {
  return page
    .waitForResponse((response: Response) => new URL(response.url()).pathname === '/wps/captcha' && response.ok())
    .then(async (response) => ((await response.json()) as { value: { captchaKey: string } }).value.captchaKey);
}

/** Opens the register popup from home. */
export async function openRegister(page: Page) {
  const captcha = nextCaptcha(page);
  await page.goto('/m/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  // The form shows once the registration settings have loaded: a stream's first page of a busy run (the browser and
  // the reference server both cold) took longer than the 10 s default once.
  await expect(dialog.getByRole('button', { name: 'Register' })).toBeVisible({ timeout: 30_000 });
  return { dialog, captcha };
}

/**
 * Registers a new member by username through the popup (both merchants: goldenlotus also asks
 * for e-mail and real name), optionally with a mobile number where the username form offers one.
 */
export async function registerByUsername(page: Page, dev: DevHelpers, options: { mobile?: string } = {}) {
  const { userName } = unique('u');
  const { dialog, captcha } = await openRegister(page);
  const usernameTab = dialog.getByRole('tab', { name: 'Username' });
  if (await usernameTab.count()) await usernameTab.click();
  await input(dialog, 'Username').fill(userName);
  await input(dialog, 'Password').fill(password);
  await input(dialog, 'Confirm password').fill(password);
  if (options.mobile) await input(dialog, 'Mobile number').fill(options.mobile);
  if (await input(dialog, 'E-mail').count()) await input(dialog, 'E-mail').fill(`${userName}@example.com`);
  if (await input(dialog, 'Real name').count()) await input(dialog, 'Real name').fill('Somchai Test');
  await input(dialog, 'Captcha').fill(await dev.captchaAnswer(await captcha));
  await dialog.getByRole('button', { name: 'Register' }).click();
  // A success toast is a status; an alert here would be a failure.
  await expect(page.getByRole('status').filter({ hasText: 'Registered successfully' })).toBeVisible();
  await expect(dialog).toBeHidden();
  return userName;
}

/** Logs out through the side menu, confirming. */
export async function logout(page: Page) {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out' });
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** Opens the login popup from home's header. */
export async function openLogin(page: Page) {
  await page.goto('/m/home');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
  return dialog;
}
