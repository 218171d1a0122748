import type { GameType } from '@whitelabel/rules';

// The contract's game types are the platform's one list, re-exported for the pages.
export { classifications, gameTypes, isGameType, type GameType } from '@whitelabel/rules';

/** Data types of a game list (the select types of spec section 9). */
export const dataTypes = ['ALL', 'FAV', 'HOT', 'RECENT', 'NEW', 'SEARCH'] as const;
export type DataType = (typeof dataTypes)[number];

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
