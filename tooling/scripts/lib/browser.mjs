// Finds a Chromium for browser tests: CHROME_PATH, then the system's, then Playwright's own.
// On Debian as root with none found, installs Debian's chromium. Never downloads a browser elsewhere.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { capture, log, run } from './run.mjs';

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function playwrightOwnChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return null;
  for (const dir of readdirSync(cache)
    .filter((name) => name.startsWith('chromium-'))
    .sort()
    .reverse()) {
    for (const sub of ['chrome-linux/chrome', 'chrome-linux64/chrome', 'chrome-mac/Chromium.app/Contents/MacOS/Chromium']) {
      const candidate = join(cache, dir, sub);
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

/** Returns { path, source } of the first browser found, or null. */
export function findBrowser() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return { path: process.env.CHROME_PATH, source: 'CHROME_PATH' };
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist`);
  }
  const system = systemCandidates.find((candidate) => existsSync(candidate));
  if (system) return { path: system, source: 'system' };
  const own = playwrightOwnChromium();
  return own ? { path: own, source: "Playwright's own" } : null;
}

const headlessShellCandidates = ['/usr/bin/chromium-headless-shell'];

/**
 * The browser for journeys, which compare no pixels: Chromium's headless shell (Debian's
 * `chromium-headless-shell`, the same engine without the full browser around it, about a quarter less processor
 * per journey), else `findBrowser()`. CHROME_HEADLESS_SHELL_PATH names another shell; set empty, it turns the
 * shell off (e.g. to watch a journey with --headed). Screenshot tests keep the full browser their baselines
 * were drawn with: the shell places some glyphs differently.
 */
export function findJourneyBrowser() {
  const chosen = process.env.CHROME_HEADLESS_SHELL_PATH;
  if (chosen === '') return findBrowser();
  if (chosen !== undefined) {
    if (existsSync(chosen)) return { path: chosen, source: 'CHROME_HEADLESS_SHELL_PATH' };
    throw new Error(`CHROME_HEADLESS_SHELL_PATH is set to ${chosen}, which does not exist`);
  }
  const shell = headlessShellCandidates.find((candidate) => existsSync(candidate));
  return shell ? { path: shell, source: 'headless shell' } : findBrowser();
}

/** Installs Debian packages with apt-get (as root, else with sudo -n); false when that is not possible here. */
async function aptInstall(packages) {
  if (!capture('which', ['apt-get'])) return false;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [command, ...prefix] = isRoot ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    (await run(command, [...prefix, 'update', '-qq'], { env })) === 0 && (await run(command, [...prefix, 'install', '-y', '-qq', ...packages], { env })) === 0
  );
}

/**
 * Finds a browser, installing Debian's chromium with apt-get when none is found. On Debian it also adds the
 * headless shell the journeys prefer (findJourneyBrowser); without it they use the full browser.
 */
export async function ensureBrowser() {
  const found = findBrowser();
  const wantsShell = process.env.CHROME_HEADLESS_SHELL_PATH === undefined && !headlessShellCandidates.some((candidate) => existsSync(candidate));
  if (found) {
    if (wantsShell && found.path === '/usr/bin/chromium' && capture('which', ['apt-get'])) {
      log("adding Debian's chromium-headless-shell for the journeys (apt-get)");
      if (!(await aptInstall(['chromium-headless-shell']))) log('chromium-headless-shell could not be installed: the journeys use chromium');
    }
    return found;
  }
  if (!capture('which', ['apt-get'])) throw new Error('no Chromium found: set CHROME_PATH to a Chrome or Chromium binary');
  log("no browser found: installing Debian's chromium and chromium-headless-shell with apt-get");
  if (!(await aptInstall(['chromium', 'chromium-headless-shell'])) && !(await aptInstall(['chromium']))) {
    throw new Error('apt-get could not install chromium: set CHROME_PATH to a Chrome or Chromium binary');
  }
  const installed = findBrowser();
  if (!installed) throw new Error('chromium was installed but no binary was found');
  return installed;
}

/** Flags that let Chromium start as root on a machine with a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

// Visual tests launch the browser with the workspace's fonts only (see pinned-fonts.mjs).
export { pinnedFontsEnv } from './pinned-fonts.mjs';
