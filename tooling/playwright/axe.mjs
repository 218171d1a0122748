// The accessibility check of every journey (member, agent and theme demo sites).
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';

/** Fails on serious or critical accessibility violations of the page as it is now. */
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
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.help}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('; ')}`,
    ),
  ).toEqual([]);
}
