import type { PlaywrightTestConfig, TestInfo } from '@playwright/test';

export interface MerchantBuild {
  code: string;
  theme: string;
  outDir: string;
  port: number;
  /** The only journeys this build runs. */
  only?: RegExp;
  /** Journeys this build skips. */
  ignore?: RegExp;
  /** The journey files this build runs whole; of the other files it runs only the journeys tagged `eachMerchant`. */
  journeys?: RegExp;
}

/** The tag of a journey that checks something merchants do differently: it runs in every build. */
export declare const eachMerchant: '@each-merchant';

/** The `merchant` fixture of both sites' journeys; it refuses a journey not tagged `eachMerchant`. */
export declare const merchantFixture: [(args: object, use: (merchant: string) => Promise<void>, testInfo: TestInfo) => Promise<void>, { option: false }];

type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], unknown[]>>[number];

export declare function merchantBuilds<const Codes extends readonly string[]>(
  codes: Codes,
  ports: { [K in keyof Codes]: number },
): { [K in keyof Codes]: MerchantBuild };
export declare function previewServer(build: MerchantBuild, options: { apiPort: number; readyPath: string; cwd?: string }): WebServer;
export declare function siteJourneys(options: {
  builds: readonly MerchantBuild[];
  apiPort: number;
  readyPath: string;
  apiEnv?: Record<string, string>;
  use?: PlaywrightTestConfig['use'];
  webServers?: WebServer[];
}): PlaywrightTestConfig;
