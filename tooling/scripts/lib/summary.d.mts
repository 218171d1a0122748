export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export declare function collectReports(dirs: string[]): Record<string, Counts>;
/** One line per failed test: report, file, title and the error's first line. */
export declare function listFailures(dirs: string[]): string[];
export declare function summariseTurboRun(summary: unknown): Record<string, { passed: number; failed: number }>;
/** The turbo tasks that ran and exited non-zero, as `package#task`. */
export declare function failedTurboTasks(summary: unknown): string[];
/** The JUnit XML files and Playwright HTML reports under each folder's reports/, as paths from the working folder. */
export declare function listReportFiles(dirs: string[]): { junit: string[]; html: string[] };
