import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createFixtures } from '@whitelabel/api/mocks';
import { bundledDependencyFiles, undeclaredImports, type PackedPackage } from '@whitelabel/tooling/packages';
import { build, install, packAll, preview, typecheck, withManifestChange, writeApp, type CommandResult } from './consumer-app.js';

// One temporary folder for the run: the tarballs and the apps made from them, removed at the end. Made in the worker's
// hook, not at load: Playwright also loads this file to list its tests.
let workDir = '';
let packs: PackedPackage[] = [];

test.beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'whitelabel-consumer-'));
  const started = performance.now();
  packs = await packAll(join(workDir, 'packs'));
  console.info(`pack: ${Math.round((performance.now() - started) / 100) / 10} s`);
});
test.afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const passed = (step: string, result: CommandResult) => {
  console.info(`${step}: ${result.seconds} s`);
  expect(result.status, `${step} failed:\n${result.output}`).toBe(0);
};
const packOf = (name: string) => {
  const pack = packs.find((candidate) => candidate.name === name);
  if (!pack) throw new Error(`${name} was not packed`);
  return pack;
};

test('a fresh Vite + React app renders a merchant theme, the mocks’ games and a popup, in Arabic, from the packed packages', async ({ page }) => {
  for (const pack of packs) {
    expect(bundledDependencyFiles(pack), `${pack.name} bundles a dependency`).toEqual([]);
    expect(undeclaredImports(pack.tarball), `${pack.name} imports undeclared packages`).toEqual([]);
  }
  const app = join(workDir, 'app');
  writeApp(app, packs);
  passed('install', install(app));
  passed('typecheck', typecheck(app));
  passed('build', build(app));

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const server = await preview(app);
  try {
    await page.goto(server.url);

    // Arabic, right to left, with the catalogue's texts.
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const popup = page.getByRole('dialog', { name: 'تسجيل الدخول' });
    await expect(popup).toBeVisible();
    // The popup's own CSS: it is laid over the page, not in its flow.
    const laidOver = await popup.evaluate((dialog) => {
      for (let element: Element | null = dialog; element; element = element.parentElement) if (getComputedStyle(element).position === 'fixed') return true;
      return false;
    });
    expect(laidOver).toBe(true);
    await popup.getByRole('button', { name: 'إغلاق' }).click();
    await expect(popup).toBeHidden();

    // The merchant's theme: its brand colour reaches the contract's variable, and the base theme's the rest.
    await expect(page.getByTestId('brand-bar')).toHaveCSS('background-color', 'rgb(11, 110, 79)');
    await expect(page.getByTestId('balance')).toHaveText('1,234.56');

    // The mocks' slot games in the kit's grid: three columns, the first one at the start edge (the right).
    const expectedNames = createFixtures()
      .games.filter((game) => game.gameType === 'RNG')
      .slice(0, 3)
      .map((game) => game.displayName);
    const firstRow: { x: number; y: number }[] = [];
    for (const name of expectedNames) {
      const card = page.getByRole('button', { name, exact: true }).first();
      await expect(card).toBeVisible();
      firstRow.push((await card.boundingBox())!);
    }
    const [first, second, third] = firstRow;
    expect(first!.y).toBe(third!.y);
    expect(first!.x).toBeGreaterThan(second!.x);
    expect(second!.x).toBeGreaterThan(third!.x);
    // The card's art frame: square corners would mean the kit's stylesheet did not reach the app.
    await expect(page.getByRole('button', { name: expectedNames[0], exact: true }).first().locator('span').first()).toHaveCSS('border-radius', '12px');

    expect(problems, 'console errors').toEqual([]);
  } finally {
    server.close();
  }
});

test('the same app does not build when a release drops an export its code imports', () => {
  const broken = withManifestChange(packOf('@whitelabel/ui'), 'without-theme-export', (manifest) => {
    delete (manifest.exports as Record<string, unknown>)['./theme'];
  });
  const app = join(workDir, 'app-without-theme-export');
  writeApp(
    app,
    packs.map((pack) => (pack.name === broken.name ? broken : pack)),
  );
  // The first test's install left every package in the store.
  passed('install (offline)', install(app, { offline: true }));
  const result = build(app);
  expect(result.status, result.output).not.toBe(0);
  expect(result.output).toContain('./theme');
});

test('a release whose code imports a peer it no longer declares is refused before any install', () => {
  const broken = withManifestChange(packOf('@whitelabel/ui'), 'without-react-dom-peer', (manifest) => {
    delete (manifest.peerDependencies as Record<string, unknown>)['react-dom'];
  });
  expect(undeclaredImports(packOf('@whitelabel/ui').tarball)).toEqual([]);
  expect(undeclaredImports(broken.tarball)).toEqual(['react-dom']);
});
