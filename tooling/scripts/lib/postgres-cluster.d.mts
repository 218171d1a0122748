export declare function postgresBinaries(): string | undefined;
export declare function freePort(): Promise<number>;
export interface ClusterControl {
  bin: string;
  folder: string;
  port: number;
}
export declare function clusterServer(where: ClusterControl): { start(): Promise<void>; stop(mode?: 'fast' | 'immediate'): Promise<void> };
export declare function startCluster(bin: string, port?: number): Promise<{ url: string; control: ClusterControl; stop(): void }>;
