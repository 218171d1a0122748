export declare function pinnedFontDirs(): string[];
export declare function fontconfigXml(options: { fontDirs: string[]; cacheDir: string }): string;
export declare function pinnedFontsEnv(outDir: string, extraFontDirs?: string[]): NodeJS.ProcessEnv;
