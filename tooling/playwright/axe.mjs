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

/** Fails on serious or critical accessibility violations of the page and the frames in it, as they are now. */
export async function expectNoSeriousA11yViolations(page) {
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
  const serious = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('; ')}`,
      );
  });
  expect(serious).toEqual([]);
}
