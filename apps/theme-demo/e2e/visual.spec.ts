import { expect, test, type Page } from '@playwright/test';
import { uiThemeIds } from '../themes-plugin.js';

/** Every theme entry of the built @whitelabel/ui: a new theme gets its frames (and baselines) without editing this file. */
const themes = uiThemeIds();
const screens = ['lobby', 'games', 'login', 'register', 'promotions', 'deposit', 'member', 'kit'] as const;
const directions = [
  { name: 'ltr', lang: 'EN', screens },
  { name: 'rtl', lang: 'AR', screens },
  // Persian and Urdu: the Arabic script's joined letters with their own glyphs (پ چ ژ گ, ٹ ڈ ڑ ں ے), on the
  // screens with the most interface text; the layout itself is the one AR already covers.
  { name: 'rtl-fa', lang: 'FA', screens: ['lobby', 'login', 'register'] },
  { name: 'rtl-ur', lang: 'UR', screens: ['lobby', 'login', 'register'] },
] as const;
const popupOf: Partial<Record<(typeof screens)[number], RegExp>> = {
  login: /^(Log in|تسجيل الدخول)$/,
  register: /^(Register|التسجيل)$/,
  promotions: /Welcome Bonus/,
};

/** Waits for the fonts and for every image in view (lazy ones below the fold stay unloaded), then two frames. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    // Every face the page declares, not only those already asked for: a subset requested late (a digit in an
    // Urdu row) would otherwise swap in after the screenshot.
    await Promise.all([...document.fonts].map((face) => (face.status === 'unloaded' ? face.load().catch(() => undefined) : undefined)));
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth && box.width > 0;
    });
    await Promise.all(
      inView.map((image) =>
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

/** Opens one theme's frame document, as the demo's iframe loads it, and waits until it has fully painted. */
async function openFrame(page: Page, theme: string, screen: (typeof screens)[number], lang: string, dir: 'ltr' | 'rtl') {
  const popup = popupOf[screen];
  await page.goto(`/?frame=${theme}&screen=${screen}&lang=${lang}&dir=auto`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  // EN and AR name the popup; in the other languages it is the one dialog on the page.
  if (popup) await expect(lang === 'EN' || lang === 'AR' ? page.getByRole('dialog', { name: popup }) : page.getByRole('dialog')).toBeVisible();
  // Frames on the demo page do not take focus on load (frame/focus-guard.ts): baselines show that resting state.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await settle(page);
}

for (const direction of directions) {
  for (const theme of themes) {
    test.describe(`${theme} ${direction.name}`, () => {
      for (const screen of direction.screens) {
        test(screen, async ({ page }) => {
          await openFrame(page, theme, screen, direction.lang, direction.name === 'ltr' ? 'ltr' : 'rtl');
          await expect(page).toHaveScreenshot(`${screen}.${theme}.${direction.name}.png`);
          if (screen === 'lobby') {
            // The lobby is long: its end (winner board over the footer bar) too.
            await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
            await settle(page);
            await expect(page).toHaveScreenshot(`lobby-end.${theme}.${direction.name}.png`);
          }
        });
      }
    });
  }
}
