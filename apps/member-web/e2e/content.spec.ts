import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, demo, expect, test, eachMerchant } from './fixtures.js';

// Promotions, reward application, notices and help centre (spec section 2; sections 4, 5 and 8).

const apiOrigin = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 8797)}`;

interface SeededPromotion {
  id: string;
  linkedPromotionId: string | null;
  title: string;
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
  promoAnnouncementCategoryIds: string[];
}

/** The merchant's promotions and categories as the reference server seeds them (read, never changed). */
async function seededPromotions(request: APIRequestContext, merchant: string) {
  const response = await request.get(`${apiOrigin}/wps/announcements?types=Promotion&platform=M`, { headers: { Merchant: merchant, Language: 'EN' } });
  expect(response.ok()).toBe(true);
  const { value } = (await response.json()) as {
    value: { promotion: SeededPromotion[]; promotionCategories: { id: string; name: string; sequence: number }[] };
  };
  return value;
}

async function seededNotices(request: APIRequestContext, merchant: string) {
  const response = await request.get(`${apiOrigin}/wps/notice`, { headers: { Merchant: merchant, Language: 'EN' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { id: string; title: string; startDate: string }[] }).value;
}

/**
 * Logs in through the login popup, opened by a guest's tap on a promotion's apply button (the popup
 * the login gate opens over any screen). Waits until the session is there.
 */
async function logIn(page: Page, request: APIRequestContext, merchant: string, userName: string) {
  const { promotion: promotions } = await seededPromotions(request, merchant);
  const applying = promotions.find((item) => item.imageRequired === 'Y' || item.remarkRequired === 'Y')!;
  await page.goto(`/m/activity?id=${applying.id}`);
  await page.getByRole('dialog', { name: applying.title }).getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(userName);
  await dialog.locator('input[type="password"]').fill(demo.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('sessionInfo'))).toContain(userName);
}

// These journeys are not about the home popup notices: the visitor has ticked "Don't show again today".
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('popupNoticesHiddenUntil', String(Date.now() + 86_400_000)));
});

/** A real 1 x 1 PNG, as the server checks the content signature. */
const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: pngBytes });

test.describe('promotions', () => {
  test(
    'lists promotions by category, opens one in a sheet, ?id opens and scrolls to one, and the detail page',
    { tag: eachMerchant },
    async ({ page, request, merchant }) => {
      const { promotion: promotions, promotionCategories } = await seededPromotions(request, merchant);
      const firstCategory = [...promotionCategories].sort((a, b) => a.sequence - b.sequence)[0]!;
      const inFirst = promotions.find((item) => item.promoAnnouncementCategoryIds.includes(firstCategory.id))!;

      await page.goto('/m/activity');
      await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
      const tabs = page.getByRole('tablist', { name: 'Promotion categories' });
      await expect(tabs.getByRole('tab', { selected: true })).toHaveText(firstCategory.name);
      const list = page.getByRole('region', { name: 'Promotions in this category' });
      const card = list.getByRole('button', { name: new RegExp(inFirst.title.replace(/[%]/g, '.')) });
      await expect(card).toBeVisible();
      await expect(card).toContainText('View more');
      await expect(card).toContainText(/\d{4}\/\d{2}\/\d{2}/);
      await checkA11y(page);

      await card.click();
      const sheet = page.getByRole('dialog', { name: inFirst.title });
      await expect(sheet).toBeVisible();
      await expect(sheet.locator('img').first()).toBeVisible();
      await expect(sheet).toContainText(/\d{4}\/\d{2}\/\d{2}/);
      await expect(sheet.getByRole('heading', { name: inFirst.title }).first()).toBeVisible();
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);

      // ?id= : the tab holding it is selected, the sheet opens and the card is scrolled into view.
      const target = promotions[promotions.length - 1]!;
      const targetCategory = promotionCategories
        .filter((category) => target.promoAnnouncementCategoryIds.includes(category.id))
        .sort((a, b) => a.sequence - b.sequence)[0]!;
      await page.goto(`/m/activity?id=${target.id}`);
      const targetSheet = page.getByRole('dialog', { name: target.title });
      await expect(targetSheet).toBeVisible();
      await expect(tabs.getByRole('tab', { selected: true })).toHaveText(targetCategory.name);
      await page.keyboard.press('Escape');
      await expect(targetSheet).toHaveCount(0);
      await expect(page.locator(`#promotion-${target.id}`)).toBeInViewport();
      await expect(page).toHaveURL(/\/m\/activity$/);

      // A guest's apply button opens the login popup.
      const applying = promotions.find((item) => item.imageRequired === 'Y' || item.remarkRequired === 'Y')!;
      await page.goto(`/m/activity?id=${applying.id}`);
      await page.getByRole('dialog', { name: applying.title }).getByRole('button', { name: 'Apply now' }).click();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

      await page.goto(`/m/activityDetail?id=${inFirst.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Promotion details' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: inFirst.title })).toBeVisible();
      await expect(page.getByRole('article')).toContainText(/\d{4}\/\d{2}\/\d{2}/);
      await checkA11y(page);

      await page.goto('/m/activityDetail?id=999999');
      await expect(page.getByText('This promotion has ended or does not exist')).toBeVisible();
    },
  );
});

test.describe('reward application', () => {
  test(
    'redirects guests, refuses a wrong type, a too large file and a fourth picture, cancels, then submits',
    { tag: eachMerchant },
    async ({ page, request, merchant }) => {
      // Six picture uploads and a submission: 28 s alone, and it met the 45 s journey limit beside the other stream.
      test.setTimeout(90_000);
      const { promotion: promotions } = await seededPromotions(request, merchant);
      const both = promotions.find((item) => item.imageRequired === 'Y' && item.remarkRequired === 'Y')!;
      expect(both, 'a promotion that requires pictures and remarks').toBeDefined();

      await page.goto(`/m/applyReward?id=${both.id}`);
      await expect(page).toHaveURL(/\/m\/activity$/);

      await logIn(page, request, merchant, demo.member);
      await page.goto('/m/applyReward');
      await expect(page).toHaveURL(/\/m\/activity$/);

      // The link of the promotion's action carries the linked promotion id; both ids open it.
      await page.goto(`/m/applyReward?id=${both.linkedPromotionId ?? both.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Apply for reward' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: both.title })).toBeVisible();
      const remarks = page.getByRole('textbox', { name: 'Remarks' });
      const submit = page.getByRole('button', { name: 'Submit' });
      const picker = page.locator('input[type="file"]');
      await expect(remarks).toBeVisible();
      await expect(submit).toBeDisabled();
      await checkA11y(page);

      // Wrong type: the message shows for 1.5 s.
      await picker.setInputFiles({ name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      const typeError = page.getByRole('alert').filter({ hasText: 'Only JPEG, JPG or PNG images can be uploaded' });
      await expect(typeError).toBeVisible();
      await expect(typeError).toHaveCount(0, { timeout: 3_000 });

      // Too large: one byte over 5,242,880.
      await picker.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881, 1) });
      await expect(page.getByRole('alert').filter({ hasText: 'Each image must be 5 MB or smaller' })).toBeVisible();

      // More than 3.
      for (const name of ['one.png', 'two.png', 'three.png']) await picker.setInputFiles(png(name));
      await expect(page.getByRole('img', { name: /^Picture \d$/ })).toHaveCount(3);
      await picker.setInputFiles(png('four.png'));
      await expect(page.getByRole('alert').filter({ hasText: 'You can upload up to 3 images' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Picture \d$/ })).toHaveCount(3);
      await expect(submit).toBeDisabled();

      await remarks.fill('x'.repeat(150));
      await expect(remarks).toHaveValue('x'.repeat(140));
      await expect(page.getByText('140 / 140 characters')).toBeVisible();
      await expect(submit).toBeEnabled();

      // Cancel clears remarks and pictures.
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(remarks).toHaveValue('');
      await expect(page.getByRole('img', { name: /^Picture \d$/ })).toHaveCount(0);
      await expect(submit).toBeDisabled();

      await picker.setInputFiles(png('receipt.png'));
      await page.getByRole('button', { name: 'Remove picture 1' }).click();
      await expect(page.getByRole('img', { name: /^Picture \d$/ })).toHaveCount(0);
      await picker.setInputFiles(png('receipt.png'));
      await remarks.fill('Deposit on 1 November, reference 48213');
      await expect(submit).toBeEnabled();
      await submit.click();

      await expect(page).toHaveURL(/\/m\/activity$/);
      await expect(page.getByRole('status').filter({ hasText: 'Application submitted' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Submitting your application' })).toHaveCount(0);

      // A second application for the same promotion is refused with its own message.
      await page.goto(`/m/applyReward?id=${both.id}`);
      await picker.setInputFiles(png('again.png'));
      await remarks.fill('Second try');
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: 'You have already applied for this promotion' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/m/applyReward\\?id=${both.id}$`));
      await expect(remarks).toHaveValue('Second try');
    },
  );
});

test.describe('notices', () => {
  test('opening a notice removes its unread marker, and it stays read after a reload', { tag: eachMerchant }, async ({ page, request, merchant }) => {
    const notices = await seededNotices(request, merchant);
    await logIn(page, request, merchant, 'member40');
    await page.goto('/m/notice?index=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    const triggers = page.getByRole('heading', { level: 2 }).getByRole('button');
    // The tapped item (index 1) is open; the app header is hidden.
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(triggers.nth(1)).not.toContainText('Unread');
    await expect(triggers.nth(1)).toContainText(/\d{4}-\d{2}-\d{2}/);

    const unread = triggers.filter({ hasText: 'Unread' }).first();
    await expect(unread).toBeVisible();
    const unreadText = (await unread.textContent()) ?? '';
    const title = notices.map((notice) => notice.title).find((candidate) => unreadText.includes(candidate))!;
    expect(title).toBeDefined();
    await unread.click();
    const opened = triggers.filter({ hasText: title });
    await expect(opened).toHaveAttribute('aria-expanded', 'true');
    await expect(opened).not.toContainText('Unread');
    await expect(page.getByRole('region', { name: new RegExp(title) })).toBeVisible();
    await checkA11y(page);

    await page.reload();
    await expect(triggers.filter({ hasText: title })).toBeVisible();
    await expect(triggers.filter({ hasText: title })).not.toContainText('Unread');
  });

  test('member type 4 sees every notice read', { tag: eachMerchant }, async ({ page, request, merchant }) => {
    await logIn(page, request, merchant, demo.guestType);
    await page.goto('/m/notice');
    const triggers = page.getByRole('heading', { level: 2 }).getByRole('button');
    await expect(triggers.first()).toBeVisible();
    expect(await triggers.count()).toBeGreaterThan(1);
    await expect(triggers.filter({ hasText: 'Unread' })).toHaveCount(0);
    await triggers.first().click();
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
    await checkA11y(page);
  });

  test('the detail page shows one notice with its date as YYYY/MM/DD', { tag: eachMerchant }, async ({ page, request, merchant }) => {
    const notices = await seededNotices(request, merchant);
    const notice = notices[0]!;
    await page.goto(`/m/noticeDetail?id=${notice.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Announcement' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: notice.title })).toBeVisible();
    await expect(page.getByRole('article').locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
    await checkA11y(page);
    await page.goto('/m/noticeDetail?id=0');
    await expect(page.getByText('This announcement is no longer available')).toBeVisible();
  });
});

test.describe('help centre', () => {
  test('opens by tag and by index and sub-index, navigates by topic, and shows one topic as a page', async ({ page }) => {
    await page.goto('/m/help?tag=terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Help topics' });
    await expect(nav.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('years old');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await checkA11y(page);

    await page.goto('/m/help?i=2&c=1');
    await expect(page.getByRole('heading', { level: 2, name: 'Why do I see a captcha?' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Why do I see a captcha?' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/m\/help\?i=1$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeVisible();

    await page.goto('/m/helpDetail?tag=privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('personal data');
    await checkA11y(page);
    await page.getByRole('link', { name: 'See all help topics' }).click();
    await expect(page.getByRole('navigation', { name: 'Help topics' }).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('aria-current', 'page');
  });
});
