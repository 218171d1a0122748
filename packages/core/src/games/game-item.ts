/**
 * A game item as providers send it (spec section 3): the name comes as `gameName` or `nodeName`, the
 * vendor icon as `iconUrl` or `showIcon`, and `isHot` 1 means hot. The contract's Game carries the first
 * spelling of each; feeds from operators' own backends may carry the other.
 */
export interface RawGameItem {
  gameName?: string | null;
  nodeName?: string | null;
  iconUrl?: string | null;
  showIcon?: string | null;
  isHot?: number | string | boolean | null;
}

/** The game's name: gameName, else nodeName, else '' (blank values count as missing). */
export function gameItemName(game: RawGameItem): string {
  return firstFilled(game.gameName, game.nodeName) ?? '';
}

/** The vendor icon's address: iconUrl, else showIcon; undefined when neither is given. */
export function gameItemIcon(game: RawGameItem): string | undefined {
  return firstFilled(game.iconUrl, game.showIcon);
}

/** Hot only when isHot is 1 (the number or the text "1"); anything else is not hot. */
export function isHotGame(game: Pick<RawGameItem, 'isHot'>): boolean {
  return game.isHot === 1 || game.isHot === '1';
}

function firstFilled(...values: (string | null | undefined)[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string' && value.trim() !== '');
}
