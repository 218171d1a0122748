export declare function postgresBinaries(): string | undefined;
export declare function freePort(): Promise<number>;
export declare function startCluster(bin: string, port?: number): Promise<{ url: string; stop(): void }>;
