export declare const compressible: RegExp;
export declare const minimumBytes: number;
export declare function precompressFolder(dir: string): Promise<number>;
export declare function precompress(): {
  name: string;
  apply: 'build';
  configResolved(config: { root: string; build: { outDir: string } }): void;
  closeBundle(): Promise<void>;
};
