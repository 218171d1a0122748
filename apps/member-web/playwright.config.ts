import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { merchantBuilds, siteJourneys } from '@whitelabel/tooling/site-journeys';

const apiPort = Number(process.env.E2E_API_PORT ?? 8797);

/**
 * The journeys run against two merchant builds (two themes, two language sets): lucky88 (classic, Thai default) and
 * goldenlotus (light, English default, Arabic offered). A journey of code all merchants share runs in the build
 * whose list names its file, so each theme is walked by half of them; a journey tagged `eachMerchant` checks what
 * merchants do differently and runs in both. A third build, globalwin (every language), runs only the journeys of
 * the languages the other two do not offer (e2e/all-languages.spec.ts).
 */
const [lucky88, goldenlotus, globalwin] = merchantBuilds(['lucky88', 'goldenlotus', 'globalwin'], [4173, 4183, 4193]);
export const allMerchants = [
  { ...lucky88, journeys: /\/(account|security|home|popups|routes|social-login|status|language|all-languages)\.spec\.ts$/ },
  { ...goldenlotus, journeys: /\/(games|content|content-language|money|messages|lottery|pwa)\.spec\.ts$/ },
  { ...globalwin, only: /all-languages\.spec\.ts$/ },
];

/**
 * `pnpm test:e2e` runs these builds' journeys as the streams of e2e/streams.json (playwright-streams): each build in
 * exactly one, or its journeys would run twice or never.
 */
const streams = JSON.parse(readFileSync(new URL('e2e/streams.json', import.meta.url), 'utf8')) as string[][];
for (const { code } of allMerchants) {
  const inStreams = streams.filter((group) => group.includes(code)).length;
  if (inStreams !== 1) throw new Error(`e2e/streams.json must put ${code} in exactly one stream; it is in ${inStreams}`);
}
const unknown = streams.flat().filter((code) => !allMerchants.some((merchant) => merchant.code === code));
if (unknown.length) throw new Error(`e2e/streams.json names builds playwright.config.ts does not have: ${unknown.join(', ')}`);

/**
 * E2E_MERCHANTS (comma-separated codes) narrows a run to some builds: `pnpm test:e2e` runs the merchants as
 * the streams of e2e/streams.json side by side, each with its own reference server (tooling/scripts/playwright-streams.mjs),
 * which is safe because every merchant has its own demo accounts.
 */
const chosen = process.env.E2E_MERCHANTS?.split(',').filter(Boolean);
export const merchants = chosen ? allMerchants.filter((merchant) => chosen.includes(merchant.code)) : allMerchants;
if (chosen && merchants.length !== chosen.length) throw new Error(`E2E_MERCHANTS names an unknown merchant: ${chosen.join(',')}`);

export default defineConfig(
  siteJourneys({
    builds: merchants,
    apiPort,
    readyPath: '/m/home',
    // The service worker would answer navigations before page.route sees them: journeys run without it;
    // e2e/pwa.spec.ts allows it.
    use: { serviceWorkers: 'block' },
  }),
);
