/** A zip that is not one merchant folder: the message says what was expected. */
export declare class MerchantZipError extends Error {}
export declare const merchantZipMaxBytes: number;
/** The code and each file of a zip's one merchant folder, by its path inside the folder; throws MerchantZipError. */
export declare function readMerchantZip(bytes: Uint8Array): { code: string; files: Record<string, Uint8Array> };
/** Writes the folder as `dir/<code>/`, replacing a folder there whole; returns its path. */
export declare function writeMerchantFolder(dir: string, folder: { code: string; files: Record<string, Uint8Array> }): string;
