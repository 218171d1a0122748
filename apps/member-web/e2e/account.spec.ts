import { input, logout, nextCaptcha, openLogin, openRegister, password, registerByUsername, uniqueMobile } from './account-helpers.js';
import { checkA11y, demo, expect, test, unique, eachMerchant } from './fixtures.js';

// Each journey registers or logs in through the real server (argon2 hashing): more than the default time.
test.describe.configure({ timeout: 120_000 });

test.describe('registration (spec sections 2, 5 and 8)', () => {
  test('by username: captcha from the page, mismatch error keeps what was typed, then success', async ({ page, dev }) => {
    const { userName } = unique('u');
    const { dialog, captcha } = await openRegister(page);
    await checkA11y(page);
    const usernameTab = dialog.getByRole('tab', { name: 'Username' });
    if (await usernameTab.count()) await usernameTab.click();
    await input(dialog, 'Username').fill(userName);
    await input(dialog, 'Password').fill(password);
    await input(dialog, 'Confirm password').fill(`${password}x`);
    if (await input(dialog, 'E-mail').count()) await input(dialog, 'E-mail').fill(`${userName}@example.com`);
    if (await input(dialog, 'Real name').count()) await input(dialog, 'Real name').fill('Somchai Test');
    const key = await captcha;
    await input(dialog, 'Captcha').fill(await dev.captchaAnswer(key));
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Confirmation password not matched')).toBeVisible();
    await expect(input(dialog, 'Confirm password')).toBeFocused();
    await expect(input(dialog, 'Username')).toHaveValue(userName);
    await checkA11y(page);

    await input(dialog, 'Confirm password').fill(password);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registered successfully' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
  });

  test('by mobile number with the SMS code from the outbox', { tag: eachMerchant }, async ({ page, dev, merchant }) => {
    test.skip(merchant !== 'lucky88', 'goldenlotus offers username registration only');
    const mobile = uniqueMobile();
    const { dialog, captcha } = await openRegister(page);
    await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    await input(dialog, 'Mobile number').fill(mobile);
    // "Get code" needs the captcha first (the server sends registration codes only with one).
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(dialog.getByText('Please enter the code')).toBeVisible();
    await input(dialog, 'Captcha').fill(await dev.captchaAnswer(await captcha));
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await input(dialog, 'Verification code').fill(await dev.latestSmsCode(mobile));
    await input(dialog, 'Password').fill(password);
    await input(dialog, 'Confirm password').fill(password);
    // The same captcha still answers the form once.
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registered successfully' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
  });
});

test.describe('login (spec sections 2, 4 and 8)', () => {
  test('by password; remember me fills the form again after logout and a reload', async ({ page }) => {
    const dialog = await openLogin(page);
    await checkA11y(page);
    // Unticking the agreement disables the login button.
    await dialog.getByRole('checkbox', { name: /legal age/ }).uncheck();
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /legal age/ }).check();
    await expect(dialog.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/m/help?tag=terms');
    await input(dialog, 'Username').fill(demo.member);
    await input(dialog, 'Password').fill(demo.password);
    await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();

    await logout(page);
    await page.reload();
    const again = await openLogin(page);
    await expect(input(again, 'Username')).toHaveValue(demo.member);
    await expect(input(again, 'Password')).toHaveValue(demo.password);
    await expect(again.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  test('a failure asks for a captcha; tapping it refreshes; the right answer logs in', async ({ page, dev }) => {
    const userName = await registerByUsername(page, dev);
    await logout(page);
    const dialog = await openLogin(page);
    await input(dialog, 'Username').fill(userName);
    await input(dialog, 'Password').fill('Wrong999');
    const firstCaptcha = nextCaptcha(page);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Wrong account or password');
    await expect(input(dialog, 'Captcha')).toBeVisible();
    await expect(input(dialog, 'Username')).toHaveValue(userName);
    await firstCaptcha;
    const refreshed = nextCaptcha(page);
    await dialog.getByRole('button', { name: 'Tap to get a new code' }).click();
    const key = await refreshed;
    await checkA11y(page);
    await input(dialog, 'Password').fill(password);
    await input(dialog, 'Captcha').fill(await dev.captchaAnswer(key));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
  });

  test('by SMS code', { tag: eachMerchant }, async ({ page, dev, merchant }) => {
    test.skip(merchant !== 'lucky88', 'goldenlotus has no SMS login');
    const mobile = uniqueMobile();
    await registerByUsername(page, dev, { mobile });
    await logout(page);
    const dialog = await openLogin(page);
    await dialog.getByRole('tab', { name: 'SMS code' }).click();
    await input(dialog, 'Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Verification code sent' })).toBeVisible();
    await input(dialog, 'Verification code').fill(await dev.latestSmsCode(mobile));
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
  });

  test('logout asks for confirmation; cancel keeps the session', async ({ page }) => {
    const dialog = await openLogin(page);
    await input(dialog, 'Username').fill(demo.member);
    await input(dialog, 'Password').fill(demo.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('Lucky Star')).toBeVisible();
    await checkA11y(page);
    await menu.getByRole('button', { name: 'Log out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
    await logout(page);
    expect(await page.evaluate(() => [sessionStorage.getItem('sessionInfo'), localStorage.getItem('autoLogin')])).toEqual([null, '0']);
  });
});

test.describe('passwords (spec sections 2, 4, 5 and 8)', () => {
  test('forgot password by SMS logs in automatically', { tag: eachMerchant }, async ({ page, dev, merchant }) => {
    test.skip(merchant !== 'lucky88', 'goldenlotus resets by e-mail only');
    const mobile = uniqueMobile();
    await registerByUsername(page, dev, { mobile });
    await logout(page);
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(dialog).toBeVisible();
    await expect(login).toBeHidden();
    const phoneTab = dialog.getByRole('tab', { name: 'Phone' });
    if (await phoneTab.count()) await phoneTab.click();
    await input(dialog, 'Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await input(dialog, 'Verification code').fill(await dev.latestSmsCode(mobile));
    await input(dialog, 'New password').fill('Fresh5678');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password reset' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
  });

  test('FindPwdBySms: the SMS reset as a page of its own logs in and goes home (spec 2.025)', { tag: eachMerchant }, async ({ page, dev, merchant }) => {
    test.skip(merchant !== 'lucky88', 'goldenlotus resets by e-mail only');
    const mobile = uniqueMobile();
    await registerByUsername(page, dev, { mobile });
    await logout(page);
    await page.goto('/m/findPwdBySms');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: 'E-mail' })).toHaveCount(0);
    await input(main, 'Mobile number').fill(mobile);
    await main.getByRole('button', { name: 'Get code' }).click();
    await input(main, 'Verification code').fill(await dev.latestSmsCode(mobile));
    await input(main, 'New password').fill('Fresh5678');
    await checkA11y(page);
    await main.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
  });

  test(
    'forgot password by e-mail sends a link and changes nothing; the link sets the new password and logs in, once',
    { tag: eachMerchant },
    async ({ page, dev, merchant }) => {
      test.skip(merchant !== 'goldenlotus', 'the e-mail reset is checked where it is the only method');
      const userName = await registerByUsername(page, dev);
      await logout(page);
      await page.goto('/m/forget');
      const dialog = page.getByRole('dialog', { name: 'Forgot password' });
      await input(dialog, 'Username').fill(userName);
      await input(dialog, 'E-mail').fill(`${userName}@example.com`);
      await dialog.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'A link to choose a new password has been sent' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      const [mail] = await dev.mailbox(`${userName}@example.com`);
      // The link leads to this merchant's member site; here its path and fragment are opened on the site under test.
      const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
      expect(link.pathname).toBe('/m/forget');

      // Opened from the mail app: a new document, not a fragment change of the page at hand.
      await page.goto('about:blank');
      await page.goto(`${link.pathname}${link.hash}`);
      const linkStep = page.getByRole('dialog', { name: 'Forgot password' });
      // The token leaves the address bar at once.
      await expect(page).toHaveURL(/\/m\/forget$/);
      await input(linkStep, 'New password').fill('Linked5678');
      await checkA11y(page);
      await linkStep.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'You are now logged in' })).toBeVisible();
      await expect(linkStep).toHaveCount(0);

      // Used once: opened again, the link is refused with the wrong-code message.
      await logout(page);
      await page.goto('about:blank');
      await page.goto(`${link.pathname}${link.hash}`);
      await input(page.getByRole('dialog', { name: 'Forgot password' }), 'New password').fill('Again56789');
      await page.getByRole('dialog', { name: 'Forgot password' }).getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByRole('dialog', { name: 'Forgot password' }).getByText(/code/i)).toBeVisible();
    },
  );

  test(
    'forgot password by e-mail answers a wrong username/e-mail pair like a right one; switching method clears the message',
    { tag: eachMerchant },
    async ({ page, dev, merchant }) => {
      test.skip(merchant !== 'lucky88', 'lucky88 offers both methods');
      await page.goto('/m/forget');
      const dialog = page.getByRole('dialog', { name: 'Forgot password' });
      await expect(dialog.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
      // The one message the e-mail form can still get is about the attempt (here the service is busy once):
      // it does not stay under the phone fields.
      await page.route(
        '**/wps/member/password/email',
        (route) => route.fulfill({ status: 503, json: { success: false, code: 'SYSTEM_BUSY', message: 'busy' } }),
        { times: 1 },
      );
      await input(dialog, 'Username').fill(demo.member);
      await input(dialog, 'E-mail').fill('someone@other.com');
      await dialog.getByRole('button', { name: 'Reset password' }).click();
      const message = dialog.getByRole('alert').filter({ hasText: 'System busy, please try again later' });
      await expect(message).toBeVisible();
      await dialog.getByRole('tab', { name: 'Phone' }).click();
      await expect(message).toHaveCount(0);
      await dialog.getByRole('tab', { name: 'E-mail' }).click();
      await expect(message).toHaveCount(0);
      await expect(input(dialog, 'Username')).toHaveValue(demo.member);
      // member0's e-mail is not someone@other.com: the answer is the one a right pair gets, and nothing is sent.
      await dialog.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'has been sent' })).toBeVisible();
      await expect(page.getByText('Not found')).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      expect(await dev.mailbox('someone@other.com')).toEqual([]);
    },
  );

  test('change password: same as old is refused and cleared; success goes to /m/home after 1 s', async ({ page, dev }) => {
    const userName = await registerByUsername(page, dev);
    // A new page load keeps no typed password, so the current password is asked for.
    await page.goto('/m/set');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(input(dialog, 'Username')).toHaveValue(userName);
    await input(dialog, 'Current password').fill(password);
    await input(dialog, 'New password').fill(password);
    await input(dialog, 'Confirm new password').fill(password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('The new and old passwords cannot be the same')).toBeVisible();
    await expect(input(dialog, 'New password')).toHaveValue('');
    await checkA11y(page);
    await input(dialog, 'Current password').fill(password);
    await input(dialog, 'New password').fill('Fresh5678');
    await input(dialog, 'Confirm new password').fill('Fresh5678');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/set$/);
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 3000 });
  });
});

test.describe('free play (spec sections 2, 5 and 6)', () => {
  test('starts a trial session; a member-only action is refused for the trial account', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Free play' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('sessionInfo') ?? '{}').trial)).toBe(true);
    // Changing the password is for real accounts only.
    await page.goto('/m/set');
    await page.getByRole('button', { name: 'Change password' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await input(change, 'Current password').fill('anything1');
    await input(change, 'New password').fill('Fresh5678');
    await input(change, 'Confirm new password').fill('Fresh5678');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change.getByRole('alert')).toHaveText('Please log in with a real account');
    await checkA11y(page);
  });
});
