export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export declare function collectReports(dirs: string[]): Record<string, Counts>;
export declare function summariseTurboRun(summary: unknown): Record<string, { passed: number; failed: number }>;
