export interface LazyChunk {
  name: string;
  source: string;
  file: string;
  brotli: number;
}
export interface BuildSizes {
  initial: { files: string[]; brotli: number };
  lazy: LazyChunk[];
}
export declare function brotliSize(buffer: Buffer): number;
export declare function measureBuild(distDir: string, options?: { appModules?: string[] }): BuildSizes;
export declare function kb(bytes: number): string;
