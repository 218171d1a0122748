import { expect, test as base, type Page } from '@playwright/test';
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

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
}

/**
 * One preview page per worker: a story after the first of its theme and direction is switched to inside the
 * loaded Storybook (its `setCurrentStory` event), as the Storybook manager does, instead of a page load per
 * screenshot. The previous story is unmounted first, so a leftover of it would show in the next baseline.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, reducedMotion } = workerInfo.project.use;
      const page = await browser.newPage({ baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, reducedMotion });
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows a story in the static Storybook's preview frame and waits until it has fully painted. */
async function openStory(page: Page, id: string, theme: string, locale: string) {
  const globals = `theme:${theme};locale:${locale}`;
  if (page.url().includes(`globals=${globals}`)) {
    await page.evaluate((storyId) => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId, viewMode: 'story' });
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }, id);
  } else {
    await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=${globals}`);
  }
  await page.waitForSelector('body.sb-show-main');
  // The story is shown before its play function and a popup's focus trap (a frame later) have run; a focus
  // moved after the blur below would draw a ring the baseline does not have.
  await page.waitForFunction((storyId) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId && render.phase === 'finished';
  }, id);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await page.evaluate(async () => {
    // A play function may leave focus on a control; baselines show the resting state.
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
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
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

for (const theme of themeIds) {
  for (const direction of directions) {
    test.describe(`${theme} ${direction.name}`, () => {
      for (const id of stories) {
        test(id, async ({ preview }) => {
          await openStory(preview, id, theme, direction.locale);
          await expect(preview).toHaveScreenshot(`${id}.${theme}.${direction.name}.png`);
        });
      }
    });
  }
}
