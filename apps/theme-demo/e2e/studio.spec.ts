import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { firstMerchantCode, merchantSettings, merchantsDir, merchantTokens } from '@whitelabel/merchants';
import { expectNoA11yViolations, expectNoSeriousA11yViolations } from '@whitelabel/tooling/axe';

/** The first merchant folder's settings: what a merchant started from a base theme copies. */
const settingsOfFirst = () => merchantSettings(firstMerchantCode());
const draft = (page: Page) => page.frameLocator('iframe[src*="preview=draft"]');
const origin = (page: Page) => page.frameLocator('iframe[src*="preview=origin"]');

/** Waits until both preview frames show their screen's main heading. */
async function framesReady(page: Page) {
  for (const frame of [draft(page), origin(page)]) await expect(frame.getByRole('heading', { level: 1 }).first()).toBeAttached();
}

/** Whether some element of the draft's screen is painted in the colour (`rgb(r, g, b)`): the kit's components wear the draft. */
const drawsIn = (page: Page, colour: string) =>
  draft(page)
    .locator('html')
    .evaluate((root, wanted) => [...root.querySelectorAll('*')].some((element) => getComputedStyle(element).backgroundColor === wanted), colour);

test.describe('the theme studio', () => {
  // Two live frames, axe over three documents twice, a reload and a download: slower than one screen.
  // Room for a loaded machine: the keyboard walk of the folder panel took over 120 s on two busy cores.
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test('from the demo to a checked, undoable, kept and downloaded theme.json, by keyboard', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.getByRole('link', { name: /theme studio/ }).click();
    await expect(page).toHaveURL(/view=studio/);
    await expect(page.getByRole('heading', { level: 1, name: 'Theme studio' })).toBeVisible();
    await framesReady(page);
    expect((await page.locator('iframe[src*="preview=draft"]').boundingBox())?.width).toBe(360);
    await expectNoSeriousA11yViolations(page);

    // Start from a base theme, with the keyboard.
    const start = page.getByRole('combobox', { name: 'Start from' });
    await start.selectOption('theme:light');
    await expect(page.locator('iframe[src*="preview=draft"]')).toHaveAttribute('src', /frame=light&/);
    await framesReady(page);

    // An invalid hex stays as typed, with its error, and leaves the draft alone.
    const brand = page.getByRole('textbox', { name: 'brand: hex value' });
    await brand.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('#0b6e4');
    await expect(brand).toHaveValue('#0b6e4');
    await expect(brand).toHaveAttribute('aria-invalid', 'true');
    await expect(brand).toHaveAccessibleDescription('Enter # and six hex digits, e.g. #1a2b3c');
    expect(await drawsIn(page, 'rgb(11, 110, 79)')).toBe(false);

    // The sixth digit makes it valid: the draft's screen wears it at once, the starting point does not.
    await page.keyboard.type('f');
    await expect(brand).toHaveAttribute('aria-invalid', 'false');
    await expect.poll(() => drawsIn(page, 'rgb(11, 110, 79)')).toBe(true);
    await expect(origin(page).locator('html')).not.toHaveAttribute('style', /#0b6e4f/);

    // A text colour equal to its surfaces fails the checks, each pair with its ratio and minimum.
    const text = page.getByRole('textbox', { name: 'text: hex value' });
    await text.fill('#ffffff');
    await expect(page.getByRole('region', { name: 'Contrast (WCAG 2.2 AA)' }).getByRole('status')).toHaveText(/pairs fail/);
    await expect(page.getByText('text\u2069 on \u2068surface\u2069: 1.00:1, needs 4.5:1')).toBeVisible();

    // Undo and redo from the keyboard, then undo the failing edit for good.
    await page.keyboard.press('Control+z');
    await expect(text).toHaveValue('#16181d');
    await expect(page.getByRole('region', { name: 'Contrast (WCAG 2.2 AA)' }).getByRole('status')).toHaveText(/All \d+ text and background pairs pass/);
    await page.keyboard.press('Control+Shift+z');
    await expect(text).toHaveValue('#ffffff');
    await page.getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('Enter');
    await expect(text).toHaveValue('#16181d');

    // A radius too.
    await page.getByRole('textbox', { name: 'md: corner radius' }).fill('2px');

    // The draft survives a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'brand: hex value' })).toHaveValue('#0b6e4f');
    await expect(page.getByRole('textbox', { name: 'md: corner radius' })).toHaveValue('2px');
    await framesReady(page);
    await expect.poll(() => drawsIn(page, 'rgb(11, 110, 79)')).toBe(true);

    // The download is a theme.json the merchant catalogue takes as it is.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download theme.json' }).click()]);
    expect(download.suggestedFilename()).toBe('theme.json');
    const scratch = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
    try {
      const code = firstMerchantCode();
      mkdirSync(join(scratch, code));
      await download.saveAs(join(scratch, code, 'theme.json'));
      expect(JSON.parse(readFileSync(join(scratch, code, 'theme.json'), 'utf8'))).toEqual({
        extends: 'light',
        tokens: { color: { brand: '#0b6e4f' }, radius: { md: '2px' } },
      });
      copyFileSync(join(merchantsDir(), code, 'merchant.json'), join(scratch, code, 'merchant.json'));
      const tokens = await merchantTokens(code, scratch);
      expect([tokens.color.brand, tokens.radius.md]).toEqual(['#0b6e4f', '2px']);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }

    // The preview's language sets its frames' language and direction.
    const language = page.getByRole('combobox', { name: 'Language', exact: true });
    await expect(language.getByRole('option')).toHaveCount(30);
    await language.selectOption('AR');
    await expect(draft(page).locator('html')).toHaveAttribute('lang', 'ar');
    await expect(draft(page).locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(origin(page).locator('html')).toHaveAttribute('dir', 'rtl');
    await framesReady(page);
    await expect.poll(() => drawsIn(page, 'rgb(11, 110, 79)')).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await language.selectOption('UR');
    await expect(draft(page).locator('html')).toHaveAttribute('dir', 'rtl');
    await language.selectOption('TH');
    await expect(draft(page).locator('html')).toHaveAttribute('dir', 'ltr');

    // Another screen of the frames.
    await page.getByRole('combobox', { name: 'Screen' }).selectOption('login');
    await expect(draft(page).getByRole('dialog')).toBeVisible();
  });

  test('a designer makes a merchant folder: a failing brand colour fixed, a logo, Arabic, and a zip that `pnpm merchant check` accepts', async ({ page }) => {
    await page.goto('/?view=studio');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('combobox', { name: 'Start from' }).selectOption('theme:light');
    await framesReady(page);

    // A pale brand colour fails the kit's pairs; a deeper one passes them all.
    const contrast = page.getByRole('region', { name: 'Contrast (WCAG 2.2 AA)' });
    await page.getByRole('textbox', { name: 'brand: hex value' }).fill('#8ec5ff');
    await expect(contrast.getByRole('status')).toHaveText(/pairs fail/);
    await expect(contrast.getByRole('listitem').filter({ hasText: 'brand' }).first()).toBeVisible();
    // A failing pair shown on the draft's screen: the lobby's buttons, white on the pale brand colour, are outlined.
    const onBrand = contrast.getByRole('listitem').filter({ hasText: /brandContrast\u2069 on \u2068brand\u2069/ });
    await onBrand.getByRole('button', { name: 'Show on the screen' }).click();
    await expect(onBrand.getByRole('button', { name: 'Show on the screen' })).toHaveAttribute('aria-pressed', 'true');
    await expect(contrast.getByText(/^Marked \d+ places? on the draft's screen\.$/)).toBeVisible();
    await expect(draft(page).locator('[data-studio-pair]').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'brand: hex value' }).fill('#0b5cad');
    await expect(contrast.getByRole('status')).toHaveText(/All \d+ text and background pairs pass/);
    // Fixed, the pair is no longer marked.
    await expect(draft(page).locator('[data-studio-pair]')).toHaveCount(0);

    // Its folder: a code and name, Arabic among its languages, a logo of its own.
    await page.getByRole('textbox', { name: 'Merchant code' }).fill('sunrise');
    await page.getByRole('textbox', { name: 'Display name' }).fill('Sunrise');
    await page.getByRole('checkbox', { name: 'العربية' }).check();
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#0b5cad"/><text x="48" y="28" font-size="22" fill="#0b5cad">Sunrise</text></svg>';
    await page.getByLabel('Upload Logo on light backgrounds').setInputFiles({ name: 'sunrise.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(logo) });
    await expect(page.getByText('Uploaded: sunrise.svg')).toBeVisible();
    // A file that is no picture is refused with the reason, and the piece stays as it was; a PNG logo is taken.
    await page
      .getByLabel('Upload Logo on dark backgrounds')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expect(page.getByText(/^logo\.png is neither an SVG nor a PNG image\./)).toBeVisible();
    await page.getByLabel('Upload Logo on dark backgrounds').setInputFiles(join(import.meta.dirname, 'fixtures', 'logo.png'));
    await expect(page.getByText('Uploaded: logo.png')).toBeVisible();

    // The draft's screen shows the name and the logo, in Arabic right to left too.
    await expect(draft(page).locator('img[src^="data:image/svg+xml"]').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('AR');
    await expect(draft(page).locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(draft(page).locator('img[src^="data:image/svg+xml"]').first()).toBeVisible();
    await expect.poll(() => drawsIn(page, 'rgb(11, 92, 173)')).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // Saving into the workspace is the development server's: a production build offers only the download.
    await expect(page.getByRole('button', { name: /Save to the workspace/ })).toHaveCount(0);

    // The download is the folder as a zip, which the command a frontend team runs accepts unchanged.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the merchant folder (.zip)' }).click()]);
    expect(download.suggestedFilename()).toBe('sunrise.zip');
    const scratch = mkdtempSync(join(tmpdir(), 'studio-zip-e2e-'));
    try {
      const zip = join(scratch, 'sunrise.zip');
      await download.saveAs(zip);
      const cli = join(merchantsDir(), 'cli.mjs');
      const report = execFileSync(process.execPath, [cli, 'check', zip], { encoding: 'utf8', env: { ...process.env, MERCHANTS_DIR: merchantsDir() } });
      expect(report).toContain('sunrise: passes');
      expect(report).toMatch(/✓ contrast/);
      expect(report).toMatch(/✓ artwork\/ +2 of 6 pieces drawn/);
      expect(report).toMatch(/✓ merchant\.json +"Sunrise", languages .*AR/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }

    // It survives a reload, logo and all.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Merchant code' })).toHaveValue('sunrise');
    await expect(page.getByText('Uploaded: logo-light.svg')).toBeVisible();

    // The deposit screen shows the folder's money rules: its presets, its range, an amount below it refused; the
    // deposit layout switch (dep_func) turns the method rows into tiles on the draft's screen alone.
    const deposit = settingsOfFirst().amounts.deposit;
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('EN');
    await page.getByRole('combobox', { name: 'Screen' }).selectOption('deposit');
    await expect(draft(page).getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(draft(page).getByRole('group', { name: 'Preset amounts' }).getByRole('button')).toHaveCount(deposit.presets.length);
    // The QR channel takes its presets only; a bank transfer any amount of the range.
    await draft(page)
      .getByRole('textbox', { name: 'Amount' })
      .fill(String(deposit.min / 2));
    await draft(page).getByRole('button', { name: 'Pay now' }).click();
    await expect(draft(page).getByText('Choose one of the preset amounts')).toBeVisible();
    await draft(page)
      .getByRole('radio', { name: /Bank transfer/ })
      .check();
    await draft(page).getByRole('button', { name: 'Pay now' }).click();
    await expect(draft(page).getByText(/^The minimum is /)).toBeVisible();
    const columns = (frame: ReturnType<typeof draft>) =>
      frame.getByRole('group', { name: 'Payment method' }).evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    const [draftColumns, originColumns] = [await columns(draft(page)), await columns(origin(page))];
    const tiles = page.getByRole('checkbox', { name: /dep_func/ });
    await tiles.setChecked(!(await tiles.isChecked()));
    await expect.poll(() => columns(draft(page))).toBe(draftColumns === 1 ? 2 : 1);
    expect(await columns(origin(page))).toBe(originColumns);
  });

  test('the merchant folder panel by keyboard alone, with no axe violation of any impact in English and Arabic (the frames: serious and critical)', async ({
    page,
  }) => {
    await page.goto('/?view=studio');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('combobox', { name: 'Start from' }).selectOption('theme:light');
    await framesReady(page);
    await expectNoA11yViolations(page, { frames: false });
    await expectNoSeriousA11yViolations(page);

    // From the code field onwards, only keys: type, Tab, Space, the arrows, Enter.
    const code = page.getByRole('textbox', { name: 'Merchant code' });
    await code.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('keyco');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Display name' })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Key Co');
    // The first language's box, ticked and unticked with Space.
    await page.keyboard.press('Tab');
    const first = page.getByRole('checkbox').first();
    await expect(first).toBeFocused();
    const before = await first.isChecked();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked({ checked: !before });
    await page.keyboard.press('Space');
    await expect(first).toBeChecked({ checked: before });

    // A logo chosen from the keyboard: Enter on its file field opens the file chooser.
    const logoField = page.getByLabel('Upload Logo on light backgrounds');
    await logoField.focus();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    await chooser.setFiles({
      name: 'key.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30"><rect width="120" height="30" fill="#0b5cad"/></svg>'),
    });
    await expect(page.getByText('Uploaded: key.svg')).toBeVisible();
    // Its remove button follows in the tab order; the download is Enter on its button.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Remove Logo on light backgrounds' })).toBeFocused();
    const download = page.getByRole('button', { name: 'Download the merchant folder (.zip)' });
    await download.focus();
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toBe('keyco.zip');
    await expectNoA11yViolations(page, { frames: false });
    await expectNoSeriousA11yViolations(page);

    // The page in Arabic, right to left: the same, with no violation either.
    await page.goto('/?view=studio&lang=AR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await framesReady(page);
    await expectNoA11yViolations(page, { frames: false });
    await expectNoSeriousA11yViolations(page);
  });

  test('a corrupt stored draft is ignored: the studio starts from the first merchant of the catalogue', async ({ page }) => {
    await page.goto('/?view=studio');
    await page.evaluate(() => localStorage.setItem('theme-demo.studio.draft', '{"version":1,"source":"theme:light","theme":{"extends":'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Theme studio' })).toBeVisible();
    const start = page.getByRole('combobox', { name: 'Start from' });
    await expect(start).toHaveValue((await start.locator('option').first().getAttribute('value'))!);
    await expect(start).toHaveValue(/^merchant:/);
  });
});
