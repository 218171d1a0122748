import { checkA11y, expect, test } from './fixtures.js';

test.describe('guest home (spec section 2: home and lobby)', () => {
  test('shows the marquee, banners, quick links, jackpot, HOT games and winners', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/home/i);
    await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    await expect(page.getByLabel('Progressive jackpot').first()).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Game categories' });
    await expect(tabs.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'New games' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Big winners' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await checkA11y(page);
  });

  test('a server category shows its providers and games; favourites need a login', async ({ page }) => {
    await page.goto('/m/home');
    const tabs = page.getByRole('tablist', { name: 'Game categories' });
    await tabs.getByRole('tab', { name: 'Slots' }).click();
    await expect(page.getByRole('tablist', { name: 'Providers' }).getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Slots' }).getByRole('listitem').first()).toBeVisible();
    await tabs.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
    // The footer's Home resets the lobby to HOT.
    await tabs.getByRole('tab', { name: 'Slots' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Home' }).click();
    await expect(tabs.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  });

  for (const control of ['logo', 'footer Home'] as const) {
    test(`the ${control} resets the lobby to Hot and scrolls to the top (2.038, 2.050)`, async ({ page }) => {
      await page.goto('/m/home');
      const tabs = page.getByRole('tablist', { name: 'Game categories' });
      await tabs.getByRole('tab', { name: 'Slots' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Slots' }).getByRole('listitem').first()).toBeVisible();
      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      if (control === 'logo') await page.getByRole('button', { name: /back to the top/ }).click();
      else await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Home' }).click();
      await expect(tabs.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // It stays there once the Hot lists have loaded.
      await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
      await page.waitForTimeout(1_000);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test('tapping the marquee opens the notices popup; support shows the contact channels', async ({ page }) => {
    await page.goto('/m/home');
    // The strip pauses under the pointer, as for a reader: a click waits for a still target, which a strip
    // moving every frame (a slow machine's frames) never is.
    const strip = page.getByRole('region', { name: 'Announcements' });
    await strip.hover();
    await strip.getByRole('button').first().click();
    const notices = page.getByRole('dialog', { name: 'Announcements' });
    await expect(notices).toBeVisible();
    await expect(notices.getByRole('button', { expanded: true })).toHaveCount(1);
    await checkA11y(page);
    await notices.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Support' }).click();
    const support = page.getByRole('dialog', { name: 'Contact us' });
    await expect(support.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /t\.me/);
    await checkA11y(page);
  });

  test('redirects an unknown path to /m/home', async ({ page }) => {
    await page.goto('/m/no-such-screen');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
  });

  test('the side menu lists the entries for guests and opens the licence', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Customer service' })).toBeVisible();
    // The VIP promotion: the first 3 of the merchant's levels (spec 2.066).
    const vip = menu.getByRole('region', { name: 'VIP levels' });
    await expect(vip.getByRole('button')).toHaveCount(3);
    await expect(vip.getByRole('button').first()).toContainText('VIP 1');
    await checkA11y(page);
    await menu.getByRole('button', { name: 'Licence' }).click();
    await expect(page.getByRole('dialog', { name: 'Licence' }).getByRole('img', { name: 'Online gaming licence certificate' })).toBeVisible();
  });

  test('/m/menu, /m/set and /m/download', async ({ page }) => {
    await page.goto('/m/menu');
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shortcuts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Telegram' })).toBeVisible();
    await checkA11y(page);
    await page.goto('/m/set');
    await expect(page.getByRole('heading', { name: 'Settings' }).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    await checkA11y(page);
    await page.goto('/m/download');
    await expect(page.getByRole('heading', { name: 'Play anywhere' })).toBeVisible();
    // A phone that is not iOS gets the Android app.
    await expect(page.getByRole('link', { name: /Android app/ })).toHaveAttribute('href', /\.apk$/);
    // The sign-up offer of the download text (spec 9.037).
    await expect(page.getByText('Download the app and follow our messaging channel to get a free 18 bonus.')).toBeVisible();
    await checkA11y(page);
  });
});

test.describe('popup notices (spec section 2: execution B for guests)', () => {
  test.use({ popupNotices: true });

  test('shows the guest notice once, with content from the server', async ({ page }) => {
    await page.goto('/m/home');
    const notice = page.getByRole('dialog', { name: /Join/ });
    await expect(notice).toBeVisible();
    await checkA11y(page);
    await notice.getByRole('checkbox', { name: "Don't show again today" }).check();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
