import { defineConfig } from '@playwright/test';
import { merchantBuilds, previewServer, siteJourneys } from '@whitelabel/tooling/site-journeys';

const apiPort = Number(process.env.E2E_API_PORT ?? 8798);

/**
 * The agent journeys run against two merchant builds (two themes, two language sets): lucky88 (classic, Thai default)
 * and goldenlotus (light, English default, Arabic offered). A third, globalwin, runs only the affiliate registration
 * journey, which adds a member to its agent's team (the other journeys count agent1's seeded team): its agent site and
 * its member site (apps/member-web's dist-globalwin/, where its links lead: MEMBER_SITE_URLS, on E2E_MEMBER_WEB_PORT).
 */
const journeyOfItsOwn = /affiliate-registration\.spec\.ts$/;
const [lucky88, goldenlotus, globalwin] = merchantBuilds(['lucky88', 'goldenlotus', 'globalwin'], [4174, 4184, 4194]);
// A journey of shared code runs in the build whose list names its file; one tagged `eachMerchant` runs in both.
export const merchants = [
  { ...lucky88, ignore: journeyOfItsOwn, journeys: /\/(login|home|contract|salary)\.spec\.ts$/ },
  { ...goldenlotus, ignore: journeyOfItsOwn, journeys: /\/(transfer|links|arabic)\.spec\.ts$/ },
  { ...globalwin, only: journeyOfItsOwn },
];

/** The member site of globalwin (apps/member-web's build), where that merchant's affiliate links lead. */
export const memberSite = { code: 'globalwin', theme: 'light', outDir: 'dist-globalwin', port: Number(process.env.E2E_MEMBER_WEB_PORT ?? 4196) };
export const memberSiteUrl = `http://127.0.0.1:${memberSite.port}`;

export default defineConfig(
  siteJourneys({
    builds: merchants,
    apiPort,
    readyPath: '/m/agent',
    apiEnv: { MEMBER_SITE_URLS: `${memberSite.code}=${memberSiteUrl}` },
    webServers: [previewServer(memberSite, { apiPort, readyPath: '/m/home', cwd: '../member-web' })],
  }),
);
