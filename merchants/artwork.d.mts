/** A piece of a merchant's artwork/ folder: its use and the width:height its viewBox may have. */
export interface ArtworkPiece {
  use: string;
  ratio: [number, number];
}
export type ArtworkFile = 'logo-light.svg' | 'logo-dark.svg' | 'favicon.svg' | 'icon.svg' | 'icon-maskable.svg' | 'splash.svg';
export declare const artworkPieces: Record<ArtworkFile, ArtworkPiece>;
/** The largest artwork file, in bytes. */
export declare const artworkMaxBytes: number;
/** Throws `file: what is wrong` when `svg` is not a self-contained SVG of that width:height; returns its viewBox size. */
export declare function checkArtworkSvg(file: string, svg: string, ratio: readonly [number, number]): { width: number; height: number };
/** The largest PNG a piece may carry, in bytes (its SVG, a third larger, stays within artworkMaxBytes). */
export declare const artworkPngMaxBytes: number;
/** A PNG's pixel width and height from its header, or null when the bytes are not a PNG. */
export declare function pngSize(bytes: Uint8Array): { width: number; height: number } | null;
/** The PNG as an SVG of its pixel size holding it as a data URL; throws when the bytes are not a PNG. */
export declare function svgOfPng(bytes: Uint8Array): string;
