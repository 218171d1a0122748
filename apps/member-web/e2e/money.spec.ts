import { createApiClient, createPayloadEncryptor, unwrap } from '@whitelabel/api';
import type { Page } from '@playwright/test';
import { checkA11y, demo, depositByGateway, expect, moneyIn, test, unique, type DevHelpers, eachMerchant } from './fixtures.js';
import { merchantSettings } from '@whitelabel/merchants';

/** A 1x1 PNG: the manual transfer's receipt. */
const receiptPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// The member area and money screens: my account, VIP benefits, manual rebate, reward centre,
// betting record, deposit (manual transfer, gateway, promotion) and withdraw (card, password, report).

const apiOrigin = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 8797)}`;

/**
 * Opens a member page as a guest, which opens the login popup by itself, and logs in there: the
 * popup closes and the page shows the member's content (the journey of a guest who follows a link).
 */
async function logInAt(page: Page, path: string, userName: string, password: string = demo.password) {
  await page.goto(path);
  const dialog = page.getByRole('dialog').filter({ has: page.locator('input[type="password"]') });
  await dialog.getByRole('textbox').first().fill(userName);
  await dialog.locator('input[type="password"]').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/**
 * A new member of the merchant, registered through the API (captcha answered by the development
 * endpoint), so journeys that move money never change the demo accounts others rely on.
 */
async function registerMember(merchant: string, dev: DevHelpers) {
  const client = createApiClient({ baseUrl: apiOrigin, merchantCode: merchant });
  const encryptor = createPayloadEncryptor(client);
  const { userName } = unique('pay');
  const captcha = await unwrap(client.GET('/wps/captcha'));
  const payload = {
    registerMethod: 'H5' as const,
    type: 0 as const,
    domain: '127.0.0.1',
    registerUrl: `${apiOrigin}/m/register`,
    username: userName,
    password: demo.password,
    confirmPassword: demo.password,
    captcha: await dev.captchaAnswer(captcha.captchaKey),
    captchaKey: captcha.captchaKey,
    // goldenlotus asks for an e-mail address and a real name.
    ...(merchant === 'goldenlotus' ? { email: `${userName}@example.com`, payeeName: 'Test Player' } : {}),
  };
  await unwrap(client.PUT('/wps/member/register', await encryptor.seal(payload)));
  return userName;
}

// Home's popup notices ("don't show again today") are another journey's subject: hidden here so
// they never cover the login popup these journeys go through.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('popupNoticesHiddenUntil', String(Date.now() + 86_400_000)));
});

const balanceGroup = (page: Page) => page.getByRole('group', { name: 'Balance' });

/** lucky88's amounts (THB, "1,234.56"): the rebate and reward journeys claim there only. */
const { of: moneyOf, text: money } = moneyIn('lucky88');

/** The wallet balance shown (minor units), once loaded. */
async function balanceOf(page: Page) {
  const group = balanceGroup(page);
  await expect(group).toContainText(/\d\.\d{2}/);
  return moneyOf(await group.textContent());
}

test.describe('member area', () => {
  test('a guest gets the login popup and a sign-in prompt on a member page', async ({ page }) => {
    await page.goto('/m/member/home');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Please log in', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: /close/i }).click();
    await expect(dialog).toHaveCount(0);
    await checkA11y(page);
    await main.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog).toBeVisible();
  });

  test(
    'my account shows the member, VIP level and progress, the balance with mask and refresh, and the shortcuts',
    { tag: eachMerchant },
    async ({ page, merchant }) => {
      await logInAt(page, '/m/member/home', demo.member);
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Lucky Star' })).toBeVisible();
      await expect(page.getByText('Account: member0')).toBeVisible();
      await expect(page.getByText('VIP 2', { exact: true })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);

      // In the merchant's currency: two decimals, none for goldenlotus's VND.
      const { pattern } = moneyIn(merchant);
      const balance = balanceGroup(page);
      await expect(balance).toContainText(pattern);
      await balance.getByRole('button', { name: 'Hide balance' }).click();
      await expect(balance).toContainText('****');
      await balance.getByRole('button', { name: 'Show balance' }).click();
      await expect(balance).toContainText(pattern);
      await balance.getByRole('button', { name: 'Refresh balance' }).click();
      await expect(balance).toContainText(pattern);

      const services = page.getByRole('region', { name: 'Services' });
      await expect(services.getByRole('button', { name: 'Betting record' })).toBeVisible();
      await expect(services.getByRole('button', { name: 'Change password' })).toBeVisible();
      // Gated by the merchant's white-label flags: goldenlotus has no manual rebate nor reward centre.
      await expect(services.getByRole('button', { name: 'Manual rebate' })).toHaveCount(merchant === 'lucky88' ? 1 : 0);
      await expect(services.getByRole('button', { name: 'Reward centre' })).toHaveCount(merchant === 'lucky88' ? 1 : 0);
      await checkA11y(page);

      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(page).toHaveURL(/\/m\/voucherCenter$/);
      await page.goBack();
      await services.getByRole('button', { name: 'VIP benefits' }).click();
      await expect(page).toHaveURL(/\/m\/member\/benefits$/);
      await expect(page.getByRole('heading', { level: 1, name: 'VIP benefits' })).toBeVisible();
      const current = page.locator('li[aria-current="true"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText('VIP 2');
      await expect(current).toContainText('Your level');
      await expect(current).toContainText('Rebate rate');
      await expect(page.getByRole('list', { name: 'VIP levels' }).getByRole('listitem')).toHaveCount(6);
      await checkA11y(page);
    },
  );

  test('betting record lists the rounds played, by type and period, with totals', async ({ page }) => {
    await logInAt(page, '/m/gameRecord', demo.member);
    await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
    const type = page.getByRole('radiogroup', { name: 'Record type' });
    await expect(type.getByRole('radio', { name: 'Game bets' })).toHaveAttribute('aria-checked', 'true');
    const bets = page.getByRole('list', { name: 'Game bets' });
    // member0 has 12 seeded rounds over the last four days, and more if another journey played as member0.
    await expect.poll(() => bets.getByRole('listitem').count()).toBeGreaterThanOrEqual(12);
    await expect(bets.getByRole('listitem').first()).toContainText('−');
    const shown = await bets.getByRole('listitem').count();
    await expect(page.getByText(new RegExp(`^${shown} of \\d+ shown$`))).toBeVisible();
    await checkA11y(page);

    await type.getByRole('radio', { name: 'Game wins' }).click();
    const wins = page.getByRole('list', { name: 'Game wins' });
    await expect(wins.getByRole('listitem').first()).toContainText('+');

    const period = page.getByRole('radiogroup', { name: 'Period' });
    await period.getByRole('radio', { name: 'Yesterday' }).click();
    await period.getByRole('radio', { name: '30 days' }).click();
    await expect(wins.getByRole('listitem').first()).toBeVisible();
    await type.getByRole('radio', { name: 'Lottery wins' }).click();
    await expect(page.getByText('No records in this period')).toBeVisible();
    await checkA11y(page);
  });

  test(
    'manual rebate: the member claims the rebate of the bets, the balance rises by it, then nothing is due',
    { tag: eachMerchant },
    async ({ page, merchant }) => {
      await logInAt(page, '/m/member/manualRebate', demo.member);
      await expect(page.getByRole('heading', { level: 1, name: 'Manual rebate' })).toBeVisible();
      if (merchant !== 'lucky88') {
        // goldenlotus does not switch MANUAL_REBATE on: the screen says so and offers no claim.
        await expect(page.getByText('Not available')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Claim rebate' })).toHaveCount(0);
        await checkA11y(page);
        return;
      }
      const due = page.getByRole('region', { name: 'Rebate to claim' });
      await expect(due).toContainText('VIP 2: rebate rate 0.50%');
      // member0's seeded rounds are the turnover since joining, per game type, with their total.
      await expect(due).toContainText('Bets since you joined');
      const table = due.getByRole('table', { name: 'Turnover and rebate by game type' });
      await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
      const dueNow = moneyOf(await due.getByRole('definition').textContent());
      expect(dueNow).toBeGreaterThanOrEqual(100);
      const before = await balanceOf(page);
      await checkA11y(page);

      await due.getByRole('button', { name: 'Claim rebate' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Rebate of ${money(dueNow)} added to your balance` })).toBeVisible();
      await expect(balanceGroup(page)).toContainText(money(before + dueNow));
      // Nothing due now: the claim waits for new bets, with the minimum as the reason.
      await expect(due.getByRole('definition')).toContainText('0.00');
      await expect(due.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
      await expect(due).toContainText('You can claim once at least 1.00 is due.');
      await expect(due).toContainText('No bets since then');
      await expect(due).not.toContainText('Bets since you joined');
      // The rebate received is in the history, with the amount claimed.
      await expect(page.getByRole('list', { name: 'Rebates received' }).getByRole('listitem').first()).toContainText(`+${money(dueNow)}`);
      await checkA11y(page);
    },
  );

  test('reward centre: the member claims a reward, it moves to the history and the balance rises', { tag: eachMerchant }, async ({ page, merchant }) => {
    await logInAt(page, '/m/rewardCenter', demo.member);
    await expect(page.getByRole('heading', { level: 1, name: 'Reward centre' })).toBeVisible();
    if (merchant !== 'lucky88') {
      // goldenlotus has neither the reward centre nor its REWCEN3 module.
      await expect(page.getByText('Not available')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);
      await checkA11y(page);
      return;
    }
    const toClaim = page.getByRole('list', { name: 'To claim' });
    const history = page.getByRole('list', { name: 'History' });
    const weekly = toClaim.getByRole('listitem').filter({ hasText: 'Weekly cashback' });
    await expect(weekly).toContainText('25.50');
    await expect(weekly).toContainText('Claim by');
    await expect(toClaim.getByRole('listitem').filter({ hasText: 'App download bonus' })).toContainText('18.00');
    await expect(page.getByText('No claimed or expired rewards yet')).toBeVisible();
    const before = await balanceOf(page);
    await checkA11y(page);

    await weekly.getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Weekly cashback: 25.50 added to your balance' })).toBeVisible();
    await expect(balanceGroup(page)).toContainText(money(before + 2_550));
    await expect(toClaim.getByRole('listitem')).toHaveCount(1);
    await expect(toClaim).not.toContainText('Weekly cashback');
    const claimed = history.getByRole('listitem').filter({ hasText: 'Weekly cashback' });
    await expect(claimed).toContainText('Claimed');
    await expect(claimed).toContainText('+25.50');
    await checkA11y(page);
  });
});

test.describe('money', () => {
  test(
    'deposit by manual transfer (pending, with a promotion) and by gateway (the payment page credits it)',
    { tag: eachMerchant },
    async ({ page, merchant, dev }) => {
      // Amounts in the merchant's currency: goldenlotus's VND has no decimals and VND-sized limits.
      const money = moneyIn(merchant);
      const userName = await registerMember(merchant, dev);
      await logInAt(page, '/m/voucherCenter', userName);
      await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
      await expect(balanceGroup(page)).toContainText(money.text(0));
      const methods = page.getByRole('group', { name: 'Payment method' });
      await expect(methods.getByRole('radio')).toHaveCount(5);
      await checkA11y(page);

      // Manual transfer: limits checked first, nothing typed is lost, then pending in the report.
      await methods.getByRole('radio', { name: /Bank transfer/ }).check();
      const manual = page.getByRole('form', { name: 'Bank transfer' });
      await expect(manual.getByText('Kasikornbank').first()).toBeVisible();
      await expect(manual).toContainText(`Min ${money.shown(100)} – max ${money.shown(50_000)}`);
      await manual.getByRole('textbox', { name: 'Amount' }).fill(money.typed(50));
      await manual.getByRole('textbox', { name: 'Depositor name' }).fill('Test Player');
      await manual.getByRole('button', { name: 'Submit transfer' }).click();
      await expect(manual.getByText(`The minimum is ${money.shown(100)}`)).toBeVisible();
      await expect(manual.getByRole('textbox', { name: 'Depositor name' })).toHaveValue('Test Player');
      if (money.decimals === 0) {
        // A currency without decimals refuses them, with its own message.
        await manual.getByRole('textbox', { name: 'Amount' }).fill(`${money.typed(150)}.50`);
        await manual.getByRole('button', { name: 'Submit transfer' }).click();
        await expect(manual.getByText('Enter a whole amount, without decimals')).toBeVisible();
      }
      await manual.getByRole('textbox', { name: 'Amount' }).fill(money.typed(150));
      await manual.getByRole('textbox', { name: /Transfer reference/ }).fill(`REF${Date.now()}`);
      // The receipt picture travels as a file part of the multipart form.
      await manual.locator('input[type="file"]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: receiptPng });
      await expect(manual.getByRole('img', { name: 'Transfer receipt' })).toBeVisible();
      await checkA11y(page);
      const submitted = page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/deposit/manual');
      await manual.getByRole('button', { name: 'Submit transfer' }).click();
      expect((await submitted).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      await expect(page.getByText('Transfer submitted; it is pending review')).toBeVisible();
      await expect(page).toHaveURL(/tab=record/);
      const report = page.getByRole('list', { name: 'Deposit record' });
      await expect(report.getByRole('listitem')).toHaveCount(1);
      await expect(report.getByRole('listitem').first()).toContainText(money.shown(150));
      await expect(report.getByRole('listitem').first()).toContainText('Pending');
      await checkA11y(page);

      // Accept a promotion for the pending deposit.
      await report.getByRole('button', { name: 'Add a promotion' }).click();
      const sheet = page.getByRole('dialog', { name: 'Add a promotion' });
      await sheet.getByRole('radio', { name: /First deposit 20%/ }).check();
      await checkA11y(page);
      await sheet.getByRole('button', { name: 'Apply promotion' }).click();
      await expect(page.getByText('The promotion was added to your deposit')).toBeVisible();

      // Gateway: online banking opens the simulated payment page, which credits the deposit and comes back.
      await page.getByRole('tab', { name: 'Deposit', exact: true }).click();
      await methods.getByRole('radio', { name: /Online banking/ }).check();
      const gateway = page.getByRole('form', { name: 'Pay with Online banking' });
      await gateway.getByRole('textbox', { name: 'Amount' }).fill(money.typed(500));
      await gateway.getByRole('button', { name: 'Pay now' }).click();
      await expect(page).toHaveURL(/\/wps\/pay\//);
      await expect(page.getByText(money.contract(500))).toBeVisible();
      await page.getByRole('button', { name: 'PAY' }).click();
      await expect(page).toHaveURL(/\/m\/voucherCenter\?tab=record$/);
      await expect(report.getByRole('listitem')).toHaveCount(2);
      await expect(report.getByRole('listitem').first()).toContainText(money.shown(500));
      await expect(report.getByRole('listitem').first()).toContainText('Successful');
      await expect(balanceGroup(page)).toContainText(money.shown(500));
    },
  );

  test(
    'withdraw: withdrawal password, bind a card, a wrong password keeps the amount, then the balance falls',
    { tag: eachMerchant },
    async ({ page, merchant, dev }) => {
      const money = moneyIn(merchant);
      const userName = await registerMember(merchant, dev);
      // Money to withdraw.
      await logInAt(page, '/m/voucherCenter', userName);
      await depositByGateway(page, money.typed(400));
      await expect(balanceGroup(page)).toContainText(money.shown(400));

      await page.goto('/m/withdraw');
      await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
      const available = page.getByRole('region', { name: 'Withdrawable balance' });
      await expect(available).toContainText(money.shown(400));

      // A new member sets the withdrawal password first.
      await expect(page.getByRole('heading', { name: 'Set a withdrawal password' })).toBeVisible();
      await checkA11y(page);
      await page.getByLabel('New password (6 digits)').fill('13579');
      await page.getByLabel('Confirm new password').fill('13579');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Enter 6 digits')).toBeVisible();
      await page.getByLabel('New password (6 digits)').fill('135790');
      await page.getByLabel('Confirm new password').fill('135790');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Withdrawal password saved')).toBeVisible();

      // No card yet: bind one (security operation with the withdrawal password).
      await expect(page.getByText('No bank card yet')).toBeVisible();
      await page.getByRole('button', { name: 'Add bank card' }).click();
      const bind = page.getByRole('dialog', { name: 'Add bank card' });
      // The bank list follows the merchant's currency (THB for lucky88, VND for goldenlotus).
      const bank = merchant === 'lucky88' ? 'Kasikornbank' : 'Vietcombank';
      await bind.getByRole('combobox', { name: 'Bank' }).selectOption({ label: bank });
      await bind.getByRole('textbox', { name: 'Account holder' }).fill('Test Player');
      await bind.getByRole('textbox', { name: 'Account number' }).fill('9988776655');
      await bind.getByLabel('Withdrawal password').fill('135790');
      await checkA11y(page);
      await bind.getByRole('button', { name: 'Bind card' }).click();
      await expect(page.getByText('Bank card added')).toBeVisible();
      await expect(page.getByRole('radio', { name: new RegExp(`${bank} \\*\\*\\*\\*6655`) })).toBeChecked();

      // The merchant's range of one withdrawal (its folder's amounts), checked before anything is sent.
      const form = page.getByRole('form', { name: 'Withdrawal' });
      const { withdrawal } = merchantSettings(merchant).amounts;
      await expect(form).toContainText(`Min ${money.text(withdrawal.min * 100)} – max ${money.text(withdrawal.max * 100)}`);
      await form.getByRole('textbox', { name: 'Amount' }).fill(money.typed(50));
      await form.getByLabel('Withdrawal password').fill('135790');
      await form.getByRole('button', { name: 'Withdraw' }).click();
      await expect(form.getByText(`The minimum is ${money.text(withdrawal.min * 100)}`)).toBeVisible();
      await expect(available).toContainText(money.shown(400));

      // Wrong withdrawal password: translated error at the field, the amount is kept.
      await form.getByRole('textbox', { name: 'Amount' }).fill(money.typed(120));
      await form.getByLabel('Withdrawal password').fill('000000');
      await form.getByRole('button', { name: 'Withdraw' }).click();
      await expect(form.getByText('The withdrawal password is wrong')).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue(money.typed(120));
      await expect(available).toContainText(money.shown(400));
      await checkA11y(page);

      // Right password: the balance falls and the withdrawal is in the report.
      await form.getByLabel('Withdrawal password').fill('135790');
      await form.getByRole('button', { name: 'Withdraw' }).click();
      await expect(page.getByText('Withdrawal submitted')).toBeVisible();
      await expect(available).toContainText(money.shown(280));
      await expect(available).toContainText('Pending withdrawals');
      await page.getByRole('tab', { name: 'Withdrawal record' }).click();
      const report = page.getByRole('list', { name: 'Withdrawal record' });
      await expect(report.getByRole('listitem')).toHaveCount(1);
      await expect(report.getByRole('listitem').first()).toContainText(money.shown(120));
      await expect(report.getByRole('listitem').first()).toContainText('Pending');
      await expect(report.getByRole('listitem').first()).toContainText(`${bank} ****6655`);
      await checkA11y(page);
    },
  );
});
