export interface FoundBrowser {
  path: string;
  source: string;
}
export declare function findBrowser(): FoundBrowser | null;
export declare function ensureBrowser(): Promise<FoundBrowser>;
export declare const chromiumArgs: string[];
