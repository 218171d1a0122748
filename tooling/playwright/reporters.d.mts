import type { PlaywrightTestConfig } from '@playwright/test';

/** The list, JSON (`jsonFile`), JUnit XML and HTML reporters of a suite, named after its JSON report. */
export declare function playwrightReporters(jsonFile: string): NonNullable<PlaywrightTestConfig['reporter']>;

/** A failed test's screenshot always, and its trace outside CI. */
export declare const failureArtifacts: { readonly screenshot: 'only-on-failure'; readonly trace: 'off' | 'retain-on-failure' };
