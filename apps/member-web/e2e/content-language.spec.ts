import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, eachMerchant } from './fixtures.js';

const apiOrigin = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 8797)}`;

/**
 * Operator content in the reader's language: in Thai on lucky88 and in Arabic on goldenlotus, home, promotions, help
 * and notices show no English but the names of games and providers (which every market writes as the studio does),
 * the merchant's name and codes. Everything the reference server sends (categories, notices, marquee, promotions,
 * help topics, banners' text) comes in the request's language from its seed.
 */

/** Words every market writes alike: codes, currencies and the brands of payment and messaging channels. */
const sharedWords = new Set([
  'VIP',
  'USDT',
  'OTP',
  'ID',
  'PIN',
  'OK',
  'LINE',
  'WhatsApp',
  'Telegram',
  'Facebook',
  'Google',
  'WeChat',
  'Alipay',
  'QQ',
  'APP',
  'App',
]);
const brandPhrases = ['WeChat Pay', 'QQ Wallet'];

/** Every game's and provider's name of the merchant's catalogue: a notice may name a game the page does not list. */
async function catalogueNames(request: APIRequestContext, merchant: string): Promise<string[]> {
  const names: string[] = [];
  for (let pageNo = 1, totalPages = 1; pageNo <= totalPages; pageNo += 1) {
    const response = await request.get(`${apiOrigin}/wps/games?pageNo=${pageNo}&pageSize=200`, { headers: { Merchant: merchant } });
    expect(response.ok()).toBe(true);
    const page = ((await response.json()) as { value: { games: { gameName: string; displayName: string; vassalage: string }[]; totalPages: number } }).value;
    totalPages = page.totalPages;
    for (const game of page.games) names.push(game.gameName, game.displayName, game.vassalage);
  }
  const vendors = await request.get(`${apiOrigin}/wps/games/vendors`, { headers: { Merchant: merchant } });
  expect(vendors.ok()).toBe(true);
  const collect = (value: unknown, key = ''): void => {
    if (typeof value === 'string' && /name|^vassalage$/i.test(key)) names.push(value);
    else if (Array.isArray(value)) value.forEach((item) => collect(item, key));
    else if (value && typeof value === 'object') for (const [field, item] of Object.entries(value)) collect(item, field);
  };
  collect(await vendors.json());
  return names;
}

/** Visible text of the page: text nodes and accessible labels. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent?.trim();
      if (value && node.parentElement && visible(node.parentElement)) texts.push(value);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder]')) {
      if (!visible(element)) continue;
      for (const attribute of ['aria-label', 'alt', 'placeholder']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The English words of a text once the names it contains are taken out. */
function englishWords(text: string, names: Set<string>): string[] {
  let rest = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) if (name.length > 1) rest = rest.replaceAll(name, ' ');
  return (rest.match(/[A-Za-z][A-Za-z'’-]{2,}/g) ?? []).filter((word) => !sharedWords.has(word));
}

const cases = [
  { merchant: 'lucky88', language: 'TH', brand: 'Lucky 88' },
  { merchant: 'goldenlotus', language: 'AR', brand: 'Golden Lotus' },
] as const;

for (const { merchant, language, brand } of cases) {
  test.describe(`${merchant} in ${language}`, () => {
    test.use({ startLanguage: language });

    test(
      'home, promotions, help and notices show no English but names of games and providers',
      { tag: eachMerchant },
      async ({ page, request, merchant: project }) => {
        test.skip(project !== merchant, `runs in the ${merchant} build`);
        test.setTimeout(120_000);
        const names = new Set<string>();
        for (const name of [brand, ...brandPhrases, ...(await catalogueNames(request, merchant))]) names.add(name);
        const found: string[] = [];
        for (const path of ['/m/home', '/m/activity', '/m/help', '/m/notice']) {
          await page.goto(path);
          await expect(page.locator('main, [role="main"]').first()).toBeVisible();
          // The page's content has arrived when the loading placeholders are gone.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
          await page.waitForLoadState('networkidle');
          for (const text of await visibleTexts(page)) {
            const words = englishWords(text, names);
            if (words.length) found.push(`${path}: "${text.slice(0, 60)}" (${words.join(' ')})`);
          }
        }
        expect([...new Set(found)]).toEqual([]);
      },
    );
  });
}
