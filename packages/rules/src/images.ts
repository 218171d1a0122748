/**
 * The widths an image is drawn at, as multiples of its own width: an address that states its own width in a `w`
 * query parameter (the reference server's art; image hosts that resize by `w`) answers each of them.
 */
export const imageScales = [0.5, 1, 1.5, 2] as const;

/** The widths drawn for an image whose own width is `natural`. */
export const imageWidths = (natural: number): number[] => imageScales.map((scale) => Math.round(natural * scale));

/** The `w` an address states (a positive whole number of pixels), else undefined. */
function statedWidth(address: string): { at: number; length: number; width: number } | undefined {
  const match = /([?&])w=(\d{1,5})(?=[&#]|$)/.exec(address);
  const width = Number(match?.[2]);
  return match && width > 0 ? { at: match.index + match[1]!.length, length: match[0].length - match[1]!.length, width } : undefined;
}

/**
 * A `srcset` for an image address that states its own width (`w`): the address at each drawn width, so the
 * browser fetches the one the screen's density needs. Undefined for any other address (one `src` is all there is).
 */
export function imageSrcSet(address: string): string | undefined {
  const stated = /\s/.test(address) ? undefined : statedWidth(address);
  if (!stated) return undefined;
  const at = (width: number) => `${address.slice(0, stated.at)}w=${width}${address.slice(stated.at + stated.length)}`;
  return imageWidths(stated.width)
    .map((width) => `${at(width)} ${width}w`)
    .join(', ');
}

/** The width to draw for a `?w=` of `asked` (text from a query) on an image whose own width is `natural`: the smallest drawn width not below it. */
export function drawnImageWidth(asked: string | undefined, natural: number): number {
  const widths = imageWidths(natural);
  const wanted = asked !== undefined && /^\d{1,5}$/.test(asked) ? Number(asked) : natural;
  return widths.find((width) => width >= wanted) ?? widths.at(-1)!;
}
