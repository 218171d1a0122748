import type { Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations of the page as it is now. */
export declare function expectNoSeriousA11yViolations(page: Page): Promise<void>;

/** Fails on any accessibility violation, of every impact, of the page as it is now (its frames too unless `frames: false`). */
export declare function expectNoA11yViolations(page: Page, options?: { frames?: boolean }): Promise<void>;
