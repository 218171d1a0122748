import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { languages } from '@whitelabel/core';
import { merchantConfig } from '@whitelabel/merchants';

/**
 * The smoke set every merchant folder passes as `npm start` serves it (the site server by host, the reference server
 * behind it): its home in its own name, theme, artwork and default language, then its demo member logs in, sees the
 * balance, opens a game list and logs out. The member reads English where the merchant offers it, else its default
 * language; the labels come from that language's texts, so a merchant without English is walked too.
 */

type Texts = { [key: string]: string | Texts };
const tagOf = (code: string) => languages.find((language) => language.code === code)!.tag;
const readTexts = (tag: string, namespace: string): Texts =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../packages/core/src/i18n/locales/${tag}/${namespace}.json`, import.meta.url)), 'utf8')) as Texts;
function textOf(texts: Texts, key: string): string {
  const value = key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value;
}

/** Demo accounts the reference server seeds in every merchant (apps/api-server README). */
const demoMember = { userName: 'member0', password: 'Demo1234' };

async function expectMerchantsLogo(page: Page, name: string) {
  const logo = page.getByRole('banner').locator('button img').first();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { message: 'the logo loads' }).toBe(true);
  const seen = await logo.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return { src: decodeURIComponent(image.currentSrc), left: box.left, right: box.right };
  });
  expect(seen.src, 'the header mark is the merchant’s artwork, named').toContain(`aria-label="${name}"`);
  expect(seen.left >= 0 && seen.right <= 360, 'the logo is whole on a 360 px screen').toBe(true);
}

test('the merchant’s site opens in its own name, theme, artwork and language, and its demo member logs in, opens games and logs out', async ({
  page,
}, testInfo) => {
  const merchant = String(testInfo.project.metadata.merchant);
  const config = merchantConfig(merchant);
  await page.addInitScript(() => localStorage.setItem('popupNoticesHiddenUntil', String(Date.UTC(2100, 0, 1))));

  await page.goto('/m/home');
  await expect(page).toHaveTitle(new RegExp(config.name));
  await expect(page.locator('html')).toHaveAttribute('lang', tagOf(config.defaultLanguage));
  await expect.poll(() => page.evaluate(() => document.documentElement.className + document.body.className)).toContain(`merchant-${merchant}`);
  await expectMerchantsLogo(page, config.name);

  const language = config.languages.includes('EN') ? 'EN' : config.defaultLanguage;
  const tag = tagOf(language);
  if (language !== config.defaultLanguage) {
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
  }
  const common = readTexts(tag, 'common');
  const member = readTexts(tag, 'member');
  const label = (key: string) => textOf(key.startsWith('common.') || key.startsWith('session.') ? common : member, key);

  await page
    .getByRole('banner')
    .getByRole('button', { name: label('common.login') })
    .click();
  const login = page.getByRole('dialog', { name: label('login.title') });
  await login.getByRole('textbox', { name: label('login.username') }).fill(demoMember.userName);
  await login.locator('input[type="password"]').fill(demoMember.password);
  await login.getByRole('button', { name: label('common.login'), exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('group', { name: label('home.balance') })).toBeVisible();

  await page.goto('/m/slot-games');
  await expect(page.getByRole('listitem').locator('button[title]').first()).toBeVisible();

  await page.goto('/m/home');
  await page.getByRole('button', { name: label('home.menu') }).click();
  await page
    .getByRole('dialog', { name: label('sideMenu.title') })
    .getByRole('button', { name: label('sideMenu.logout') })
    .click();
  await page
    .getByRole('dialog', { name: label('sideMenu.logout') })
    .getByRole('button', { name: label('session.confirm') })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: label('common.login') })).toBeVisible();
});
