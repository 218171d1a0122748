// The Playwright configuration both sites' journeys share (apps/member-web, apps/agent-web): a 360 px phone, one
// project per merchant build, each build served by `vite preview` in front of one reference server on a fresh
// in-memory database. Ports, folders and the report can be moved by environment (E2E_API_PORT, E2E_WEB_PORT,
// E2E_WEB_PORT_2, E2E_WEB_PORT_3, E2E_OUT_DIR, E2E_OUT_DIR_2, E2E_OUT_DIR_3, E2E_REPORT, E2E_RESULTS_DIR), so that
// several runs share a machine.
import { failureArtifacts, playwrightReporters } from './reporters.mjs';
import { devices } from '@playwright/test';
import { chromiumArgs, findJourneyBrowser } from '../scripts/lib/browser.mjs';
import { merchantBuildDir, merchantConfig } from '../../merchants/catalog.mjs';

const env = process.env;

/**
 * The merchant builds a site's journeys run in, in the order the configuration names them (its own choice: which
 * merchant walks which journey); each build's theme and folder come from the merchant's catalogue.
 */
export function merchantBuilds(codes, ports) {
  const outDirs = [env.E2E_OUT_DIR, env.E2E_OUT_DIR_2, env.E2E_OUT_DIR_3];
  const webPorts = [env.E2E_WEB_PORT, env.E2E_WEB_PORT_2, env.E2E_WEB_PORT_3];
  return codes.map((code, index) => ({
    code,
    theme: merchantConfig(code).themeId,
    outDir: outDirs[index] ?? merchantBuildDir(code),
    port: Number(webPorts[index] ?? ports[index]),
  }));
}

/** A merchant build's preview server, in front of the reference server. */
export function previewServer(build, { apiPort, readyPath, cwd }) {
  return {
    // The binary directly: `pnpm exec` can stall offline.
    command: `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${build.port} --strictPort --outDir ${build.outDir}`,
    ...(cwd ? { cwd } : {}),
    url: `http://127.0.0.1:${build.port}${readyPath}`,
    env: { API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`, MERCHANT: build.code, OUT_DIR: build.outDir },
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

/**
 * The tag of a journey that checks something merchants do differently (flags, language set, theme, currency,
 * registration fields): it runs in every build that has `journeys`. Any other journey checks code all merchants
 * share and runs in one build only, the one whose `journeys` names its file.
 */
export const eachMerchant = '@each-merchant';

/**
 * The `merchant` fixture of both sites' journeys: the merchant of the project's build. It refuses a journey not
 * tagged `eachMerchant`, which runs in one build only, so its other merchants' branch would never run.
 */
export const merchantFixture = [
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take an object pattern even when empty
  async ({}, use, testInfo) => {
    if (!testInfo.tags.includes(eachMerchant))
      throw new Error(`"${testInfo.title}" reads its merchant: tag it { tag: eachMerchant } so that it runs in every build`);
    await use(String(testInfo.project.metadata.merchant));
  },
  { option: false },
];

/**
 * A site's journeys: `builds` (each may have `only`, the journeys it alone runs, `ignore`, journeys it skips, or
 * `journeys`, the files whose every journey it runs: of the other files it then runs the journeys tagged
 * `eachMerchant`),
 * `readyPath` (a page each preview answers once up), `apiEnv` (more settings of the reference server), `use`
 * (more browser settings) and `webServers` (more servers, e.g. another site the journeys visit).
 */
export function siteJourneys({ builds, apiPort, readyPath, apiEnv = {}, use = {}, webServers = [] }) {
  const browser = findJourneyBrowser();
  return {
    testDir: 'e2e',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    forbidOnly: Boolean(env.CI),
    timeout: 45_000,
    expect: { timeout: 10_000 },
    reporter: playwrightReporters(env.E2E_REPORT ?? 'reports/e2e.json'),
    // Each stream its own folder: a run empties its folder first.
    outputDir: env.E2E_RESULTS_DIR ?? 'test-results',
    use: {
      ...devices['Pixel 7'],
      viewport: { width: 360, height: 780 },
      ...failureArtifacts,
      launchOptions: { executablePath: browser?.path, args: chromiumArgs },
      // No looping motion (marquee, carousel autoplay, skeleton shimmer): each moving frame is painted in software
      // here, a third of the journeys' processor time (home, account and popups: 502 -> 330 CPU-s). The motion itself
      // is the stories' to check (packages/ui).
      reducedMotion: 'reduce',
      ...use,
    },
    projects: builds.flatMap((build) => {
      const project = {
        name: `${build.code}-${build.theme}-360`,
        use: { baseURL: `http://127.0.0.1:${build.port}` },
        metadata: { merchant: build.code },
        ...(build.only ? { testMatch: build.only } : {}),
        ...(build.ignore ? { testIgnore: build.ignore } : {}),
      };
      if (!build.journeys) return [project];
      // Its own files whole; of the other builds' files, the journeys of what merchants do differently.
      return [
        { ...project, testMatch: build.journeys },
        {
          ...project,
          name: `${project.name}-${eachMerchant.slice(1)}`,
          testIgnore: [build.journeys, ...(build.ignore ? [build.ignore] : [])],
          grep: new RegExp(eachMerchant),
        },
      ];
    }),
    webServer: [
      {
        command: 'node ../api-server/dist/main.js',
        url: `http://127.0.0.1:${apiPort}/wps/system/status`,
        // Every journey logs in from 127.0.0.1, many as the same demo accounts: the per-IP and per-account
        // limits would refuse a full run. They are covered by the server's integration tests instead.
        env: { PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMITS: 'off', ...apiEnv },
        reuseExistingServer: false,
        // ~14 s on an idle machine (the embedded database created and seeded); several times that while the
        // full run's other suites share the two cores.
        timeout: 180_000,
      },
      ...builds.map((build) => previewServer(build, { apiPort, readyPath })),
      ...webServers,
    ],
  };
}
