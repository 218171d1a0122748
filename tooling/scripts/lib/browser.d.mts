export interface FoundBrowser {
  path: string;
  source: string;
}
export declare function findBrowser(): FoundBrowser | null;
/** The browser for journeys (no pixel comparisons): the headless shell when there is one, else findBrowser(). */
export declare function findJourneyBrowser(): FoundBrowser | null;
export declare function ensureBrowser(): Promise<FoundBrowser>;
export declare const chromiumArgs: string[];
/** Writes `<outDir>/fonts.conf`, which lets the browser see only the workspace's fonts, and returns the browser's environment. */
export declare function pinnedFontsEnv(outDir: string, extraFontDirs?: string[]): NodeJS.ProcessEnv;
