export declare function merchantsDir(): string;
export declare function merchantCodes(dir?: string): string[];
export declare function firstMerchantCode(dir?: string): string;
export declare function merchantBuildDir(code: string): string;
export declare function merchantHosts(code: string, patterns?: string): string[];
