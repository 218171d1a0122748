import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { languages } from '@whitelabel/core';
import { themeIds } from '../.storybook/theme-ids.js';

/** The workspace's merchant folders (a folder holding a merchant.json), as the merchant catalog lists them. */
const merchantsDir = fileURLToPath(new URL('../../../merchants/', import.meta.url));
const merchantCodes = readdirSync(merchantsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${merchantsDir}${entry.name}/merchant.json`))
  .map((entry) => entry.name)
  .sort();

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: { projectAnnotations?: { globalTypes?: Record<string, { toolbar?: { items?: { value: string; title: string }[] } }> } };
  };
}

const story = 'feedback-toast--stacked';

async function open(page: Page, globals: string) {
  await page.goto(`/iframe.html?id=${story}&viewMode=story&globals=${globals}`);
  await page.waitForSelector('body.sb-show-main');
}

const toolbarItems = (page: Page, name: string) =>
  page.evaluate((global) => {
    const items = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.projectAnnotations?.globalTypes?.[global]?.toolbar?.items ?? [];
    return items.map((item) => item.value);
  }, name);

test('the theme toolbar offers every base theme and every merchant folder, each applying its own rule', async ({ page }) => {
  await open(page, 'theme:classic;locale:en');
  expect(merchantCodes.length).toBeGreaterThan(0);
  const items = await toolbarItems(page, 'theme');
  expect(items.slice(0, themeIds.length).toSorted(), 'the base themes first').toEqual(themeIds);
  expect(items.slice(themeIds.length), 'then the merchants').toEqual(merchantCodes);
  for (const code of merchantCodes) {
    await open(page, `theme:${code};locale:en`);
    await expect(page.locator('html')).toHaveClass(`merchant-${code}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', code);
    // Identical rules come out of the minifier as one (a merchant that changes nothing shares its base's): a list.
    const ruled = await page.evaluate(
      (selector) =>
        [...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText.split(',').some((part) => part.trim() === selector)),
        ),
      `.merchant-${code}`,
    );
    expect(ruled, `${code}: its theme's rule is in the page`).toBe(true);
  }
});

test('the language toolbar offers all thirty languages, each setting the document’s language and direction', async ({ page }) => {
  // Thirty-one loads of the preview: about 10 s on a quiet machine, past the default 30 s beside the rest of the
  // test command on two cores (it timed out so in a full run).
  test.setTimeout(180_000);
  await open(page, 'theme:classic;locale:en');
  const locales = await toolbarItems(page, 'locale');
  expect(locales).toHaveLength(languages.length);
  for (const [index, language] of languages.entries()) {
    const locale = locales[index]!;
    expect(locale.startsWith(language.tag), `${language.code} is offered as ${locale}`).toBe(true);
    // Each language by its address, as the theme test does: an update sent on the channel before the preview has
    // rendered its first story is overwritten by the address's globals (it failed that way on a loaded machine).
    await open(page, `theme:classic;locale:${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
  }
});
