import { maxVendorIcons, vendorNavigationAbove } from '../constants/business.js';
import type { GameListFilter } from './filter.js';
import type { GameType } from './game-types.js';

/** Distinct vendor codes in order of first appearance, at most 10 (spec section 2). */
export function vendorIconList(vendors: Iterable<string | null | undefined>, max: number = maxVendorIcons): string[] {
  const list: string[] = [];
  for (const vendor of vendors) {
    if (!vendor || list.includes(vendor)) continue;
    list.push(vendor);
    if (list.length === max) break;
  }
  return list;
}

/** Icon file of a vendor: `{vendor}-COLOR.png` (hidden by the screen when it fails to load). */
export function vendorIconFile(vendor: string): string {
  return `${vendor}-COLOR.png`;
}

/** The side menu's navigation lists vendors only when there are more than 3 (spec section 2). */
export function showsVendorNavigation(vendorCount: number): boolean {
  return vendorCount > vendorNavigationAbove;
}

/**
 * Categories whose providers are entered through their own lobby (sports books, e-sports, cockfight): their page
 * and the home lobby show a grid of provider tiles, and a tile launches the provider's lobby game (spec 2.082, 2.098).
 */
export const vendorLobbyTypes: readonly GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/**
 * The vendor grid replaces the game list while a provider-lobby category is shown unfiltered: all games, no
 * provider, classification or name. Any choice narrows it to the game list as in other categories.
 */
export function showsVendorGrid(filter: Pick<GameListFilter, 'gameType' | 'vassalage' | 'gameClassify' | 'dataType' | 'gameName'>): boolean {
  return vendorLobbyTypes.includes(filter.gameType) && !filter.vassalage && !filter.gameClassify && filter.dataType === 'ALL' && filter.gameName.trim() === '';
}
