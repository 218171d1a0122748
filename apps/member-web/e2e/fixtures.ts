import { test as base, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@whitelabel/tooling/axe';
import { merchantSettings } from '@whitelabel/merchants';
import { eachMerchant, merchantFixture } from '@whitelabel/tooling/site-journeys';

export { eachMerchant };

const apiOrigin = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 8797)}`;

/** Demo accounts seeded by the reference server in every merchant (apps/api-server README). */
export const demo = { member: 'member0', guestType: 'member4', agent: 'agent1', password: 'Demo1234', withdrawalPassword: '246810' } as const;

export interface Fixtures {
  /**
   * The merchant of this project's build (lucky88, goldenlotus or globalwin). Only a journey tagged `eachMerchant`
   * may take it: one that does not runs in a single build (playwright.config.ts), so its other merchants' branch
   * would never run.
   */
  merchant: string;
  /** The language the journey starts in (saved in local storage before the first load); EN unless a test says otherwise. */
  startLanguage: string | null;
  /** Development helpers of the reference server (SMS outbox, captcha answers, mailbox). */
  dev: DevHelpers;
  /**
   * Whether the operator's popup notices show on home (spec section 2). Off unless a test turns it on:
   * the journey starts as if "Don't show again today" had been ticked, so the notice does not cover
   * the page under test.
   */
  popupNotices: boolean;
}

export interface DevHelpers {
  /** The newest SMS code sent to a mobile number. */
  latestSmsCode(mobileNum: string): Promise<string>;
  /** The answer of the captcha image the page shows (read from its captchaKey). */
  captchaAnswer(captchaKey: string): Promise<string>;
  /** E-mails sent to an address, newest first. */
  mailbox(email: string): Promise<{ subject: string; text: string }[]>;
}

export const test = base.extend<Fixtures>({
  merchant: merchantFixture,
  startLanguage: ['EN', { option: true }],
  popupNotices: [false, { option: true }],
  page: async ({ page, startLanguage, popupNotices }, use) => {
    if (startLanguage) await page.addInitScript((code) => localStorage.getItem('language') ?? localStorage.setItem('language', code), startLanguage);
    if (!popupNotices) await page.addInitScript(() => localStorage.setItem('popupNoticesHiddenUntil', String(Date.UTC(2100, 0, 1))));
    await use(page);
  },
  dev: async ({ request }, use, testInfo) => {
    const merchant = String(testInfo.project.metadata.merchant);
    const get = async <T>(path: string): Promise<T> => {
      const response = await request.get(`${apiOrigin}${path}`, { headers: { Merchant: merchant } });
      expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
      return ((await response.json()) as { value: T }).value;
    };
    await use({
      latestSmsCode: async (mobileNum) => {
        // The page's send may still be on its way when a journey asks: wait for the message rather than race it.
        let messages: { code: string }[] = [];
        await expect
          .poll(async () => (messages = await get<{ code: string }[]>(`/wps/dev/sms?mobileNum=${encodeURIComponent(mobileNum)}`)).length, {
            message: `an SMS was sent to ${mobileNum}`,
          })
          .toBeGreaterThan(0);
        return messages[0]!.code;
      },
      captchaAnswer: async (captchaKey) => (await get<{ answer: string }>(`/wps/dev/captcha/${encodeURIComponent(captchaKey)}`)).answer,
      mailbox: (email) => get(`/wps/dev/mailbox?email=${encodeURIComponent(email)}`),
    });
  },
});

export { expect };

/** Every journey checks the pages it visits with axe (serious and critical violations fail). */
export async function checkA11y(page: Page) {
  await expectNoSeriousA11yViolations(page);
}

/** Money for a journey: a gateway deposit (Online banking) paid on the simulated payment page, from the deposit screen. */
/**
 * A merchant's amounts as its English pages write them, from its folder: its currency's decimals (none for VND), and
 * the reference server's demo amounts sized by its deposit minimum (written for 100: a VND folder's 100,000 makes
 * them a thousand times larger; merchants/README.md "amounts").
 */
export function moneyIn(merchant: string) {
  const { currency, amounts } = merchantSettings(merchant);
  const decimals = currency.minorUnits;
  const scale = amounts.deposit.min / 100;
  const text = (minor: number) => (minor / 100).toLocaleString('en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return {
    decimals,
    /** A default whole amount in this currency, as typed: 400 is "400" in THB, "400000" in VND. */
    typed: (amount: number) => String(amount * scale),
    /** A default whole amount in this currency, as the site shows it: "400.00" in THB, "400,000" in VND. */
    shown: (amount: number) => text(amount * scale * 100),
    /** A default whole amount as the contract writes it (the payment page): "400.00", "400000.00". */
    contract: (amount: number) => `${amount * scale}.00`,
    /** Minor units as the site shows them. */
    text,
    /** A grouped amount with exactly the currency's decimals, no more. */
    pattern: decimals ? /\d{1,3}(,\d{3})*\.\d{2}/ : /\d{1,3}(,\d{3})*(?![.,\d])/,
    /** The first amount of a text, in minor units. */
    of(content: string | null): number {
      const match = (decimals ? /(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})/ : /(\d{1,3}(?:,\d{3})+|\d+)()/).exec(content ?? '');
      expect(match, `an amount in "${content}"`).not.toBeNull();
      return Number(match![1]!.replace(/,/g, '')) * 100 + Number(match![2] || 0);
    },
  };
}

export async function depositByGateway(page: Page, amount: string) {
  await page
    .getByRole('group', { name: 'Payment method' })
    .getByRole('radio', { name: /Online banking/ })
    .check();
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'PAY' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?tab=record$/);
}

/**
 * From the page's next document on, adds up its layout shifts as CLS counts them (none within 0.5 s of the
 * reader's input); `layoutShiftTotal` reads the sum.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShiftTotal: number };
    scope.layoutShiftTotal = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) scope.layoutShiftTotal += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftTotal = (page: Page) => page.evaluate(() => (window as unknown as { layoutShiftTotal: number }).layoutShiftTotal);

/** A unique mobile number / user name per run, so journeys never collide on the shared database. */
export function unique(prefix: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return { userName: `${prefix}${stamp}`.slice(0, 16), mobile: `9${stamp}`.padEnd(10, '0') };
}
