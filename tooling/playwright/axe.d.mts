import type { Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations of the page as it is now. */
export declare function expectNoSeriousA11yViolations(page: Page): Promise<void>;
