import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMerchantZip, writeMerchantFolder } from '@whitelabel/merchants/zip';
import { freePort } from '@whitelabel/tooling/postgres-cluster';
import { expect, test as base, type Browser, type Page } from '@playwright/test';

/**
 * A merchant is one folder: `pnpm merchant new` makes one in a folder of merchants of the test's own, and with no
 * other file touched the member and agent apps build it, the reference server seeds it, the site server serves it by
 * host, and a member registers, deposits, opens a game and logs out on it. A second folder is a designer's: made in
 * the theme studio (the theme demo's build) and downloaded as a zip, it builds and shows its colour and logo.
 */
const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const code = 'acme-bet';
const name = 'Acme Bet';
/** The studio's merchant: its code, name, brand colour and logo. */
const studio = {
  code: 'sunrise',
  name: 'Sunrise',
  brand: '#0b5cad',
  logo: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#0b5cad"/><rect x="50" y="12" width="100" height="16" rx="8" fill="#f29d0b"/></svg>',
};

interface NewMerchant {
  /** The site by its development host, through the site server. */
  origin: string;
  /** The studio's merchant's site, by its development host. */
  studioOrigin: string;
  /** The reference server, for its development helpers. */
  apiOrigin: string;
}

/**
 * The designer's folder: the theme studio (the theme demo's production build, served by `vite preview`) started from
 * the light theme, its brand colour, code, name and logo set, downloaded as a zip and unpacked into `merchantsDir`.
 */
async function folderFromStudio(browser: Browser, merchantsDir: string, work: string, servers: ChildProcess[]) {
  const demo = join(workspace, 'apps', 'theme-demo');
  const port = await freePort();
  const preview = spawn(join(demo, 'node_modules', '.bin', 'vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: demo,
    stdio: 'ignore',
  });
  servers.push(preview);
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      if (tries > 240) throw new Error('the theme demo preview did not start');
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/?view=studio`);
    await page.getByRole('combobox', { name: 'Start from' }).selectOption('theme:light');
    await page.getByRole('textbox', { name: 'brand: hex value' }).fill(studio.brand);
    await page.getByRole('textbox', { name: 'Merchant code' }).fill(studio.code);
    await page.getByRole('textbox', { name: 'Display name' }).fill(studio.name);
    for (const piece of ['Logo on light backgrounds', 'Logo on dark backgrounds'])
      await page.getByLabel(`Upload ${piece}`).setInputFiles({ name: 'sunrise.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(studio.logo) });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the merchant folder (.zip)' }).click()]);
    const zip = join(work, `${studio.code}.zip`);
    await download.saveAs(zip);
    writeMerchantFolder(merchantsDir, readMerchantZip(readFileSync(zip)));
    return zip;
  } finally {
    await context.close();
  }
}

/** Runs a command to its end; rejects with its output when it fails. */
function finish(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000)));
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000)));
    child.on('error', fail);
    child.on('exit', (exitCode) => (exitCode === 0 ? done() : fail(new Error(`${args.join(' ')} exited ${exitCode}:\n${output}`))));
  });
}

/** Starts a server and waits until `ready` answers. */
async function serve(script: string, env: NodeJS.ProcessEnv, ready: string, servers: ChildProcess[]) {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  servers.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000)));
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000)));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(ready)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${script} was not ready within 180 s:\n${output}`);
}

const test = base.extend<{ page: Page }, { newMerchant: NewMerchant }>({
  newMerchant: [
    async ({ browser }, use) => {
      const work = mkdtempSync(join(tmpdir(), 'new-merchant-'));
      const merchantsDir = join(work, 'merchants');
      const servers: ChildProcess[] = [];
      try {
        // The folder to copy from, then the new one from it, then the copy gone: this folder holds the new merchant only.
        cpSync(join(workspace, 'merchants', 'lucky88'), join(merchantsDir, 'lucky88'), { recursive: true });
        const env = { ...process.env, MERCHANTS_DIR: merchantsDir };
        execFileSync(process.execPath, [join(workspace, 'merchants', 'cli.mjs'), 'new', code, '--from', 'lucky88', '--name', name], { env, stdio: 'pipe' });
        rmSync(join(merchantsDir, 'lucky88'), { recursive: true });
        execFileSync(process.execPath, [join(workspace, 'merchants', 'cli.mjs'), 'check', code], { env, stdio: 'pipe' });
        // The designer's folder, from the studio's zip, which the same command accepts as it is.
        const zip = await folderFromStudio(browser, merchantsDir, work, servers);
        execFileSync(process.execPath, [join(workspace, 'merchants', 'cli.mjs'), 'check', zip], { env, stdio: 'pipe' });

        // Each app's build of the folder, as merchant-builds runs it (one Vite build per merchant); the studio's
        // merchant is looked at on its member site only, so it is built for that alone.
        const outDir = (merchant: string, role: string) => join(work, merchant, role);
        const builds: [merchant: string, role: string][] = [
          [code, 'member'],
          [code, 'agent'],
          [studio.code, 'member'],
        ];
        await Promise.all(
          builds.map(([merchant, role]) => {
            const app = join(workspace, 'apps', `${role}-web`);
            return finish(join(app, 'node_modules', '.bin', 'vite'), ['build'], {
              cwd: app,
              env: { ...env, MERCHANT: merchant, OUT_DIR: outDir(merchant, role) },
            });
          }),
        );

        const [apiPort, sitePort] = [await freePort(), await freePort()];
        const apiOrigin = `http://127.0.0.1:${apiPort}`;
        await serve(
          join(workspace, 'apps', 'api-server', 'dist', 'main.js'),
          {
            MERCHANTS_DIR: merchantsDir,
            PORT: String(apiPort),
            HOST: '127.0.0.1',
            DATA_DIR: 'memory://',
            LOG_LEVEL: 'warn',
            RATE_LIMITS: 'off',
            TRUST_PROXY: '127.0.0.1',
          },
          `${apiOrigin}/wps/system/status`,
          servers,
        );
        // The table an image's sites.json holds: the merchant's development host and its two builds.
        const sites = {
          sites: [code, studio.code].map((merchant) => ({
            merchant,
            hosts: [`${merchant}.localhost`],
            member: outDir(merchant, 'member'),
            ...(merchant === code ? { agent: outDir(merchant, 'agent') } : {}),
          })),
        };
        await serve(
          join(workspace, 'apps', 'site-server', 'dist', 'main.js'),
          { SITES: JSON.stringify(sites), PORT: String(sitePort), HOST: '127.0.0.1', API_ORIGINS: apiOrigin, LOG_LEVEL: 'warn' },
          `http://127.0.0.1:${sitePort}/readyz`,
          servers,
        );
        await use({ origin: `http://${code}.localhost:${sitePort}`, studioOrigin: `http://${studio.code}.localhost:${sitePort}`, apiOrigin });
      } finally {
        await Promise.all(
          servers.map(
            (child) =>
              new Promise<void>((done) => {
                if (child.exitCode !== null) return done();
                child.once('exit', () => done());
                child.kill('SIGTERM');
              }),
          ),
        );
        rmSync(work, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  page: async ({ page }, use) => {
    // In English (the copied folder starts in Thai), with the operator's popup notices already dismissed for today.
    await page.addInitScript(() => {
      localStorage.setItem('language', 'EN');
      localStorage.setItem('popupNoticesHiddenUntil', String(Date.UTC(2100, 0, 1)));
    });
    await use(page);
  },
});

/** The input labelled exactly so (a required field's label ends with a hidden asterisk). */
const field = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .locator('input')
    .and(page.getByLabel(new RegExp(`^${label}\\*?$`)));

test.describe.configure({ timeout: 180_000 });

test('a folder made by pnpm merchant new builds, is seeded and served by host, and takes a member from registration to a game', async ({
  page,
  newMerchant,
  request,
}) => {
  // The site is the new merchant's: its name, and its own theme class in the style sheet.
  await page.goto(`${newMerchant.origin}/m/home`);
  await expect(page).toHaveTitle(new RegExp(name));
  // The app's module (which sets the theme's class) may run after the load event: the document's shell comes first.
  await expect.poll(() => page.evaluate(() => document.documentElement.className + document.body.className)).toContain(`merchant-${code}`);

  // Registration by username, the captcha answered by the reference server's development helper.
  const captchaKey = page
    .waitForResponse((response) => new URL(response.url()).pathname === '/wps/captcha' && response.ok())
    .then(async (response) => ((await response.json()) as { value: { captchaKey: string } }).value.captchaKey);
  await page.goto(`${newMerchant.origin}/m/register`);
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByRole('button', { name: 'Register' })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  const userName = `acme${Date.now().toString().slice(-8)}`;
  await field(page, 'Username').fill(userName);
  await field(page, 'Password').fill('Pass1234');
  await field(page, 'Confirm password').fill('Pass1234');
  const captcha = await request.get(`${newMerchant.apiOrigin}/wps/dev/captcha/${encodeURIComponent(await captchaKey)}`, { headers: { Merchant: code } });
  expect(captcha.ok(), 'the reference server knows the new merchant').toBe(true);
  await field(page, 'Captcha').fill(((await captcha.json()) as { value: { answer: string } }).value.answer);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Registered successfully' })).toBeVisible();

  // A deposit through the simulated gateway reaches the wallet.
  await page.goto(`${newMerchant.origin}/m/voucherCenter`);
  await page
    .getByRole('group', { name: 'Payment method' })
    .getByRole('radio', { name: /Online banking/ })
    .check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('400');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'PAY' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?tab=record$/);
  await page.goto(`${newMerchant.origin}/m/home`);
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('400.00');

  // A game opens with the member's balance.
  await page.goto(`${newMerchant.origin}/m/slot-games`);
  const game = page.getByRole('region', { name: 'All', exact: true }).last().getByRole('listitem').locator('button[title]').first();
  const title = (await game.getAttribute('title'))!;
  await game.click();
  await expect(page).toHaveURL(/\/wps\/play\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('#balance')).toHaveText('400.00');

  // Logged out through the menu.
  await page.goto(`${newMerchant.origin}/m/home`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test("a folder made in the theme studio builds and is served with the designer's brand colour and logo", async ({ page, newMerchant }) => {
  await page.goto(`${newMerchant.studioOrigin}/m/home`);
  await expect(page).toHaveTitle(new RegExp(studio.name));
  await expect.poll(() => page.evaluate(() => document.documentElement.className + document.body.className)).toContain(`merchant-${studio.code}`);
  // The header's mark is the uploaded logo, bundled by the build, whole at 360 px.
  const logo = page.getByRole('banner').locator('img').first();
  await expect(logo).toBeVisible();
  // Small artwork is inlined by the build (a data: address, its quotes re-encoded), larger is a file of the build.
  const src = (await logo.getAttribute('src'))!;
  const served = src.startsWith('data:')
    ? decodeURIComponent(src.slice(src.indexOf(',') + 1))
    : await (await page.request.get(new URL(src, page.url()).href)).text();
  expect(served).toContain('#f29d0b');
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth > 0 && image.getBoundingClientRect().width > 0)).toBe(true);
  // The brand colour the designer chose paints the site (the theme's class, from the folder's theme.json).
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(studio.brand.slice(start, start + 2), 16));
  await expect
    .poll(() =>
      page.evaluate(
        (colour) => [...document.querySelectorAll('*')].some((element) => getComputedStyle(element).backgroundColor === colour),
        `rgb(${r}, ${g}, ${b})`,
      ),
    )
    .toBe(true);
  // The header as a designer would review it, compared with its baseline (the workspace's pinned fonts).
  await expect(page.getByRole('banner')).toHaveScreenshot('studio-merchant-header.png', { animations: 'disabled', caret: 'hide' });
});
