// The accessibility check of every journey (member, agent and theme demo sites).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const axeSource = readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');

/**
 * Puts axe in every frame of the page that has none yet: once per document, not once per check. (A check through
 * `@axe-core/playwright` injected it again each time and opened a blank page to merge the frames' results: about
 * 2.7 s per check against 0.3–0.6 s here, a quarter of the member journeys' processor time.)
 */
async function injectAxe(page) {
  for (const frame of page.frames()) {
    try {
      const present = await frame.evaluate(() => 'axe' in window);
      if (!present) {
        await frame.evaluate(axeSource);
        // The frames answer the top frame's axe whatever their origin (a game or a theme frame).
        await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
      }
    } catch {
      // A frame detached or navigating meanwhile has nothing to check now.
    }
  }
}

/** The page's (and its frames', unless `frames` is false) accessibility violations of the given impacts, one line each. */
async function violationsOf(page, impacts, frames = true) {
  // A dialog or toast still fading in blends its colours with what is under it; axe would measure that passing frame.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await injectAxe(page);
  return page.evaluate(
    async ([wanted, inFrames]) => {
      const results = await window.axe.run(inFrames ? document : { exclude: [['iframe']] }, { resultTypes: ['violations'] });
      return results.violations
        .filter((violation) => wanted.includes(violation.impact ?? 'minor'))
        .map(
          (violation) =>
            `${violation.id}: ${violation.help}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('; ')}`,
        );
    },
    [impacts, frames],
  );
}

/** Fails on serious or critical accessibility violations of the page and the frames in it, as they are now. */
export async function expectNoSeriousA11yViolations(page) {
  expect(await violationsOf(page, ['serious', 'critical'])).toEqual([]);
}

/**
 * Fails on any accessibility violation, of every impact (minor and moderate too): for pages held to the whole of axe.
 * `{ frames: false }` leaves the page's frames out (their documents checked on their own): two frames of the same
 * screen side by side repeat each other's landmarks, which axe, merging the frames into one page, calls not unique.
 */
export async function expectNoA11yViolations(page, { frames = true } = {}) {
  expect(await violationsOf(page, ['minor', 'moderate', 'serious', 'critical'], frames)).toEqual([]);
}
