import { favouritesPageSize, gamePageSize, search } from '../constants/business.js';
import type { GameListFilter } from './filter.js';

/** Where a game list is shown: the home lobby, or a page of its own (category, provider, selection, search). */
export type GameListPlace = 'home' | 'page';

/**
 * The page size a game list asks for (spec 7.028, 7.031, 9.002), one rule for every list: favourites 100 on home
 * and 24 on their page (the rows conflict: 9.002's 200 is every favourite at once, for the hearts), a name search
 * and a provider's list on home 9, jackpot games 18, recent games 24, other lists 20 on home and 24 on a page.
 */
export function gameListPageSize(filter: Pick<GameListFilter, 'gameType' | 'dataType' | 'vassalage' | 'gameName'>, place: GameListPlace): number {
  if (filter.dataType === 'FAV') return place === 'home' ? favouritesPageSize.home : favouritesPageSize.list;
  if (filter.dataType === 'SEARCH' || filter.gameName.trim() !== '') return search.pageSize;
  if (filter.dataType === 'RECENT') return gamePageSize.recent;
  if (place === 'home' && filter.vassalage) return gamePageSize.vendor;
  if (filter.gameType === 'JACKPOT') return gamePageSize.jackpot;
  return place === 'home' ? gamePageSize.home : gamePageSize.main;
}
