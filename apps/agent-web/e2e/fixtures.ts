import { test as base, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '@whitelabel/tooling/axe';
import { eachMerchant, merchantFixture } from '@whitelabel/tooling/site-journeys';

export { eachMerchant };

/** Demo accounts seeded by the reference server in every merchant (apps/api-server README). */
export const demo = { member: 'member0', agent: 'agent1', subAgent: 'agent2', password: 'Demo1234', withdrawalPassword: '246810' } as const;

export interface Fixtures {
  /**
   * The merchant of this project's build (lucky88, goldenlotus or globalwin). Only a journey tagged `eachMerchant`
   * may take it: one that does not runs in a single build (playwright.config.ts).
   */
  merchant: string;
  /** The language the journey starts in (saved in local storage before the first load); EN unless a test says otherwise. */
  startLanguage: string | null;
}

export const test = base.extend<Fixtures>({
  merchant: merchantFixture,
  startLanguage: ['EN', { option: true }],
  page: async ({ page, startLanguage }, use) => {
    if (startLanguage) await page.addInitScript((code) => localStorage.getItem('language') ?? localStorage.setItem('language', code), startLanguage);
    await use(page);
  },
});

export { expect };

/** Every journey checks the pages it visits with axe (serious and critical violations fail). */
export async function checkA11y(page: Page) {
  await expectNoSeriousA11yViolations(page);
}

/** Logs in on /m/agent (optionally coming from `path`) and waits for the page the login leads to. */
export async function loginAsAgent(page: Page, account: string = demo.agent, path = '/m/agent') {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Username' }).fill(account);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/m\/agent(\?|$)/);
}

/** Opens a tab of the agent home. */
export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Saves a full-page screenshot of the current screen under reports/screenshots/<project>-<name>.png (for review). */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `reports/screenshots/${test.info().project.name}-${name}.png`, fullPage: true });
}
