import { dataTypes, isGameType, isLotteryType, type DataType, type GameType } from './game-types.js';
import { initialGameListFilter, type GameListFilter } from './filter.js';
import { gameQueryPreset, listSelectionTypes } from '@whitelabel/rules';

/**
 * Rules of the game category page (spec section 2, game browsing): which banner group, which menu
 * entry, which vendors and which classification tabs a game type shows, and how the filter is read
 * from and written to the address (the address is the source of truth, so the back button works).
 */

export type GameBannerGroup = 'm_rng' | 'm_live' | 'm_fish' | 'm_pvp' | 'm_sports' | 'm_lott' | 'm_elott';

/** The menu category (server-supplied) a type belongs to: presets show under their base type. */
export function menuTypeOf(type: GameType): GameType {
  if (type === 'ESPORTS' || type === 'COCKFIGHT') return type;
  const preset = gameQueryPreset(type);
  return preset.gameType;
}

/** Banner group of a game page (spec section 9 banner types); list selections (HOT, FAV...) have none. */
export function bannerGroupOf(type: GameType): GameBannerGroup | null {
  switch (menuTypeOf(type)) {
    case 'RNG':
      return 'm_rng';
    case 'LIVE':
      return 'm_live';
    case 'FISH':
      return 'm_fish';
    case 'PVP':
      return 'm_pvp';
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'm_sports';
    case 'LOTT':
      return 'm_lott';
    case 'ELOTT':
      return 'm_elott';
    default:
      return null;
  }
}

/** Live tables and sports lobbies have wide art: 2 columns instead of 3 (docs/conventions.md). */
export function usesWideCards(type: GameType): boolean {
  const base = menuTypeOf(type);
  return base === 'LIVE' || base === 'SPORTS' || base === 'ESPORTS' || base === 'COCKFIGHT';
}

/** Types that are one category of games (with vendors and classifications), not a list selection. */
export function isCategoryType(type: GameType): boolean {
  return !(listSelectionTypes as readonly string[]).includes(type);
}

interface MenuVendor {
  vassalage: string;
  inHouse?: boolean;
}
interface MenuClassify {
  key: string;
  vendors: readonly string[];
}
export interface CategoryMenu<V extends MenuVendor = MenuVendor, C extends MenuClassify = MenuClassify> {
  gameType: string;
  classifies: readonly C[];
  vendors: readonly V[];
}

/**
 * Vendors a type's page offers (spec section 4 presets): JL and RTG their own provider; INHOUSE the
 * in-house providers; ESPORTS and COCKFIGHT their provider lists; BINGO and JACKPOT the providers
 * that have that classification; every other type all vendors of its menu.
 */
export function vendorsOfType<V extends MenuVendor>(menus: readonly CategoryMenu<V, MenuClassify>[], type: GameType): V[] {
  const menu = menus.find((entry) => entry.gameType === menuTypeOf(type));
  if (!menu) return [];
  const preset = gameQueryPreset(type, { inHouseVendors: menu.vendors.filter((vendor) => vendor.inHouse).map((vendor) => vendor.vassalage) });
  let vendors = [...menu.vendors];
  if (preset.vassalage) vendors = vendors.filter((vendor) => preset.vassalage!.includes(vendor.vassalage));
  if (preset.gameClassify) {
    const owners = menu.classifies.find((classify) => classify.key === preset.gameClassify)?.vendors ?? [];
    vendors = vendors.filter((vendor) => owners.includes(vendor.vassalage));
  }
  return vendors;
}

/**
 * Per-type classifications for the tabs after all, hot, new and recent (spec section 2), limited to
 * the chosen vendor's. Presets that fix a classification (BINGO, JACKPOT) offer none.
 */
export function classificationsOfType<C extends MenuClassify>(menus: readonly CategoryMenu<MenuVendor, C>[], type: GameType, vassalage: string | null): C[] {
  if (!isCategoryType(type) || gameQueryPreset(type).gameClassify) return [];
  const menu = menus.find((entry) => entry.gameType === menuTypeOf(type));
  if (!menu) return [];
  const offered = vendorsOfType(menus, type).map((vendor) => vendor.vassalage);
  return menu.classifies.filter((classify) => (vassalage ? classify.vendors.includes(vassalage) : classify.vendors.some((vendor) => offered.includes(vendor))));
}

/** The data-type tabs before the classifications (spec section 2: all, hot, new, recent; favourites for members' hearts). */
export function dataTypeTabs(type: GameType): Exclude<DataType, 'SEARCH'>[] {
  return isLotteryType(type) ? ['ALL', 'HOT', 'NEW', 'RECENT'] : ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'];
}

/** Query names of a game page's address. */
export const gamePageQuery = {
  vassalage: 'vassalage',
  gameClassify: 'gameClassify',
  dataType: 'dataType',
  gameName: 'gameName',
  gameType: 'gameType',
} as const;

/**
 * The list filter a game page shows, from its path's type and its query (spec section 2: query
 * vassalage, gameClassify, dataType, default all). Unknown values fall back to the defaults.
 */
export function filterFromQuery(type: GameType, query: URLSearchParams): GameListFilter {
  const dataType = query.get(gamePageQuery.dataType);
  return initialGameListFilter(type, {
    vassalage: query.get(gamePageQuery.vassalage) || null,
    gameClassify: query.get(gamePageQuery.gameClassify) || null,
    dataType: dataType && (dataTypes as readonly string[]).includes(dataType) ? (dataType as DataType) : 'ALL',
    gameName: query.get(gamePageQuery.gameName) ?? '',
  });
}

/** The query that shows `filter` (defaults left out, other parameters kept). */
export function queryFromFilter(filter: GameListFilter, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set(gamePageQuery.vassalage, filter.vassalage);
  set(gamePageQuery.gameClassify, filter.gameClassify);
  set(gamePageQuery.dataType, filter.dataType === 'ALL' ? null : filter.dataType);
  set(gamePageQuery.gameName, filter.gameName.trim() || null);
  return next;
}

/** The gameType query of the search, favourites, recent, hot and new pages (ALL when absent or unknown). */
export function gameTypeFromQuery(query: URLSearchParams): GameType {
  const value = query.get(gamePageQuery.gameType);
  return isGameType(value) ? value : 'ALL';
}
