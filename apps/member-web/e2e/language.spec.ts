import { checkA11y, expect, test, eachMerchant } from './fixtures.js';

test.describe('language switch (spec sections 1 and 2)', () => {
  test('to Thai where the merchant offers it', { tag: eachMerchant }, async ({ page, merchant }) => {
    test.skip(merchant !== 'lucky88', 'Thai is in lucky88’s language set');
    await page.goto('/m/set');
    await page.getByRole('radio', { name: 'ไทย' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { name: 'ตั้งค่า' }).first()).toBeVisible();
    await checkA11y(page);
    await page.goto('/m/home');
    await expect(page.getByRole('tablist', { name: 'หมวดหมู่เกม' }).getByRole('tab', { name: 'ยอดนิยม' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('TH');
    await checkA11y(page);
  });

  test('to Arabic, right to left, where the merchant offers it', { tag: eachMerchant }, async ({ page, merchant }) => {
    test.skip(merchant !== 'goldenlotus', 'Arabic is in goldenlotus’s language set');
    await page.goto('/m/menu');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('radio', { name: 'العربية' }).check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'اختصارات' })).toBeVisible();
    await checkA11y(page);
    await page.goto('/m/home');
    await expect(page.getByRole('tablist', { name: 'فئات الألعاب' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    await checkA11y(page);
    await page.screenshot({ path: test.info().outputPath('home-ar.png') });
  });

  test('a field error on screen follows a language change, and what was typed stays (spec section 4)', { tag: eachMerchant }, async ({ page, merchant }) => {
    const target =
      merchant === 'lucky88'
        ? { name: 'ไทย', lang: 'th', invalid: 'รูปแบบบัญชีไม่ถูกต้อง', required: 'กรุณากรอกรหัสผ่าน' }
        : { name: 'العربية', lang: 'ar', invalid: 'تنسيق الحساب غير صالح', required: 'يرجى إدخال كلمة المرور' };
    await page.goto('/m/menu');
    await page.getByRole('button', { name: 'Language' }).click();
    const choice = page.getByRole('radio', { name: target.name });
    await expect(choice).toBeVisible();
    // A guest's betting record asks for a login: the popup opens over the menu page.
    await page.getByRole('button', { name: 'Betting record' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('textbox', { name: /Username/ }).fill('ab');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login.getByText('Invalid account format')).toBeVisible();
    await expect(login.getByText('Please enter your password')).toBeVisible();
    // The page's own language control, behind the open popup (as a language switch from anywhere would).
    await choice.dispatchEvent('click');
    await expect(page.locator('html')).toHaveAttribute('lang', target.lang);
    // The popup's own name is translated too: the one dialog on the page.
    const translated = page.getByRole('dialog');
    await expect(translated.getByText(target.invalid)).toBeVisible();
    await expect(translated.getByText(target.required)).toBeVisible();
    await expect(translated.getByText('Invalid account format')).toHaveCount(0);
    await expect(translated.getByRole('textbox').first()).toHaveValue('ab');
    await checkA11y(page);
  });
});
