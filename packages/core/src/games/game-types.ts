/** Game type values of spec section 3. */
export const gameTypes = [
  'RNG',
  'FISH',
  'PVP',
  'LIVE',
  'SPORTS',
  'BINGO',
  'INHOUSE',
  'JL',
  'RTG',
  'JACKPOT',
  'ESPORTS',
  'COCKFIGHT',
  'NEW',
  'ALL',
  'HOT',
  'FAV',
  'RECENT',
  'SEARCH',
  'LOTT',
  'ELOTT',
] as const;
export type GameType = (typeof gameTypes)[number];

export function isGameType(value: unknown): value is GameType {
  return typeof value === 'string' && (gameTypes as readonly string[]).includes(value);
}

/** Data types of a game list (the select types of spec section 9). */
export const dataTypes = ['ALL', 'FAV', 'HOT', 'RECENT', 'NEW', 'SEARCH'] as const;
export type DataType = (typeof dataTypes)[number];

/** Classification codes named by the spec. */
export const classifications = { bingo: 'BG', jackpot: 'JP', featureBuy: 'FeatureBuy' } as const;

/** Lottery types (spec section 2): no search, no favourite heart. */
export const lotteryTypes: readonly GameType[] = ['LOTT', 'ELOTT'];

export function isLotteryType(type: string | null | undefined): boolean {
  return type === 'LOTT' || type === 'ELOTT';
}

/** Lottery pages hide search (spec section 2). */
export function supportsSearch(type: string | null | undefined): boolean {
  return !isLotteryType(type);
}

/** Game cards of lottery games carry no favourite heart (spec section 2). */
export function showsFavouriteHeart(type: string | null | undefined): boolean {
  return !isLotteryType(type);
}

/** Favourites and recent games need a session; without one the login popup opens (spec sections 2, 4). */
export function requiresLogin(type: string): boolean {
  return type === 'FAV' || type === 'RECENT';
}
