import { cockfightVendorCodes, esportVendorCodes } from '@whitelabel/rules';
import type { GameType } from './game-types.js';
import { requiresLogin } from './game-types.js';

/** A category of the category menu with its vendors (spec section 3, vendor category). */
export interface VendorCategory<V> {
  gameCategory: string;
  vendorNames: readonly V[];
}

const esports: readonly string[] = esportVendorCodes;
const cockfight: readonly string[] = cockfightVendorCodes;

/**
 * SPORTS is split into ESPORTS and COCKFIGHT, placed right after SPORTS; SPORTS is dropped if it has
 * no other vendors (spec section 2). A split category appears only when it has vendors.
 */
export function splitSportsCategories<C extends VendorCategory<unknown>>(
  categories: readonly C[],
  vendorCode: (vendor: C['vendorNames'][number]) => string,
): C[] {
  return categories.flatMap((category) => {
    if (category.gameCategory !== 'SPORTS') return [category];
    const pick = (codes: readonly string[]) => category.vendorNames.filter((vendor) => codes.includes(vendorCode(vendor)));
    const esportVendors = pick(esports);
    const cockfightVendors = pick(cockfight);
    const others = category.vendorNames.filter((vendor) => !esports.includes(vendorCode(vendor)) && !cockfight.includes(vendorCode(vendor)));
    const result: C[] = [];
    if (others.length > 0) result.push({ ...category, vendorNames: others });
    if (esportVendors.length > 0) result.push({ ...category, gameCategory: 'ESPORTS', vendorNames: esportVendors });
    if (cockfightVendors.length > 0) result.push({ ...category, gameCategory: 'COCKFIGHT', vendorNames: cockfightVendors });
    return result;
  });
}

/** Route of each game type's shared game-list screen (spec section 2, route table). */
export const gameTypeRoutes: Partial<Record<GameType, string>> = {
  RNG: '/m/slot-games',
  LIVE: '/m/live-games',
  FISH: '/m/fish-games',
  PVP: '/m/pvp-games',
  SPORTS: '/m/sport-games',
  ESPORTS: '/m/esport-games',
  COCKFIGHT: '/m/cockfight',
  LOTT: '/m/lott',
  ELOTT: '/m/elott',
  HOT: '/m/hot-games',
  NEW: '/m/new-games',
  FAV: '/m/favorite',
  RECENT: '/m/recent-games',
  SEARCH: '/m/search-games',
  INHOUSE: '/m/inHouse',
  JL: '/m/jili-games',
  RTG: '/m/rtg-games',
  JACKPOT: '/m/jackpots',
  BINGO: '/m/bingo',
};

const extraRoutes: Record<string, GameType> = { '/m/fav-games': 'FAV' };
const typeByRoute = new Map<string, GameType>([
  ...Object.entries(gameTypeRoutes).map(([type, route]) => [route, type as GameType] as const),
  ...Object.entries(extraRoutes),
]);

/** The game type a category route shows (spec section 4: game type from the path). */
export function gameTypeFromPath(pathname: string): GameType | undefined {
  return typeByRoute.get(pathname.replace(/\/+$/, ''));
}

export type CategoryAction = { kind: 'login' } | { kind: 'navigate'; path: string } | { kind: 'none' };

/** Category side menu (spec section 2): favourites and recent need login; others navigate. */
export function categoryAction(type: GameType, loggedIn: boolean): CategoryAction {
  if (requiresLogin(type) && !loggedIn) return { kind: 'login' };
  const path = gameTypeRoutes[type];
  return path ? { kind: 'navigate', path } : { kind: 'none' };
}
