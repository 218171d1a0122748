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

/** Finds a browser, installing Debian's chromium with apt-get when none is found. */
export async function ensureBrowser() {
  const found = findBrowser();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!capture('which', ['apt-get'])) throw new Error('no Chromium found: set CHROME_PATH to a Chrome or Chromium binary');
  const [command, ...prefix] = isRoot ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  log("no browser found: installing Debian's chromium with apt-get");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run(command, [...prefix, 'update', '-qq'], { env })) !== 0 ||
    (await run(command, [...prefix, 'install', '-y', '-qq', 'chromium'], { env })) !== 0
  ) {
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
