export interface PublishablePackage {
  name: string;
  version: string;
  dir: string;
}
export interface PackedPackage {
  name: string;
  version: string;
  tarball: string;
  files: string[];
}
export declare function publishablePackages(): PublishablePackage[];
export declare function packPackage(dir: string, destination: string): Promise<PackedPackage>;
export declare function bundledDependencyFiles(pack: PackedPackage): string[];
export declare function typedEntryPoints(manifest: Record<string, unknown>, files: string[]): string[];
export declare function undeclaredImports(tarball: string): string[];
export declare function tarballManifest(tarball: string): Record<string, unknown> & { name: string; version: string };
export declare function checkTarball(pack: PackedPackage): string[];
