import { expect, test, type Page } from '@playwright/test';
import { themeIds } from '../.storybook/theme-ids.js';

/** Stories whose look designers sign off, one screenshot each per theme and direction. */
const stories = [
  'layout-homeheader--logged-in',
  'layout-homeheader--logged-out',
  'layout-footerbar--default',
  'layout-sidemenu--long-text',
  'overlays-bottomsheet--long-content',
  'content-accordion--opened-from-marquee',
  'content-winnerboard--full',
  'content-jackpotcounter--default',
  'content-bannercarousel--single',
  'account-balancedisplay--masked',
  'account-languagepicker--hidden-label',
  'feedback-toast--stacked',
  'feedback-emptystate--with-action',
];

const directions = [
  { name: 'ltr', locale: 'en' },
  { name: 'rtl', locale: 'ar' },
] as const;

/** Opens a story in the static Storybook's preview frame and waits until it has fully painted. */
async function openStory(page: Page, id: string, theme: string, locale: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};locale:${locale}`);
  await page.waitForSelector('body.sb-show-main');
  // The story is shown before its play function and a popup's focus trap (a frame later) have run; a focus
  // moved after the blur below would draw a ring the baseline does not have.
  await page.waitForFunction(
    () => (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await page.evaluate(async () => {
    // A play function may leave focus on a control; baselines show the resting state.
    (document.activeElement as HTMLElement | null)?.blur();
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
}

for (const theme of themeIds) {
  for (const direction of directions) {
    test.describe(`${theme} ${direction.name}`, () => {
      for (const id of stories) {
        test(id, async ({ page }) => {
          await openStory(page, id, theme, direction.locale);
          await expect(page).toHaveScreenshot(`${id}.${theme}.${direction.name}.png`);
        });
      }
    });
  }
}
