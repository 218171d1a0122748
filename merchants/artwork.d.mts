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
