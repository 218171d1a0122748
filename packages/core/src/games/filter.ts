import type { DataType, GameType } from './game-types.js';

/**
 * Filter of a game list (spec section 4). The list itself is server state keyed by this filter, so
 * a new filter means a new, empty list from page 1: "a filter change resets page and list".
 */
export interface GameListFilter {
  gameType: GameType;
  /** Provider code, or null for all providers. */
  vassalage: string | null;
  /** Classification key, or null for all. */
  gameClassify: string | null;
  dataType: DataType;
  /** Name search text as typed. */
  gameName: string;
}

export type GameListFilterAction =
  | { type: 'gameType'; gameType: GameType }
  | { type: 'vendor'; vassalage: string | null }
  | { type: 'classification'; gameClassify: string | null }
  | { type: 'dataType'; dataType: DataType }
  | { type: 'search'; gameName: string }
  /** The filter popup's Submit: its whole selection at once. */
  | { type: 'apply'; vassalage: string | null; gameClassify: string | null; gameName: string }
  | { type: 'reset' };

export function initialGameListFilter(gameType: GameType, overrides: Partial<Omit<GameListFilter, 'gameType'>> = {}): GameListFilter {
  return { gameType, vassalage: null, gameClassify: null, dataType: 'ALL', gameName: '', ...overrides };
}

/**
 * Provider and classification choices reset the data type to ALL; Reset clears provider,
 * classification and name; the game type stays.
 */
export function gameListFilterReducer(state: GameListFilter, action: GameListFilterAction): GameListFilter {
  switch (action.type) {
    case 'gameType':
      return initialGameListFilter(action.gameType);
    case 'vendor':
      return { ...state, vassalage: action.vassalage, dataType: 'ALL' };
    case 'classification':
      return { ...state, gameClassify: action.gameClassify, dataType: 'ALL' };
    case 'dataType':
      return { ...state, dataType: action.dataType };
    case 'search':
      return { ...state, gameName: action.gameName };
    case 'apply':
      return { ...state, vassalage: action.vassalage, gameClassify: action.gameClassify, gameName: action.gameName, dataType: 'ALL' };
    case 'reset':
      return { ...state, vassalage: null, gameClassify: null, gameName: '' };
  }
}

/** The game filter popup's own selection before Submit (spec section 2). */
export interface FilterSelection {
  vassalage: string | null;
  gameClassify: string | null;
  gameName: string;
}

export type FilterSelectionAction =
  { type: 'toggleVendor'; vassalage: string } | { type: 'toggleClassification'; gameClassify: string } | { type: 'name'; gameName: string } | { type: 'reset' };

export const emptyFilterSelection: FilterSelection = { vassalage: null, gameClassify: null, gameName: '' };

/** Toggling a vendor or classification again clears it; Reset clears all three. */
export function filterSelectionReducer(state: FilterSelection, action: FilterSelectionAction): FilterSelection {
  switch (action.type) {
    case 'toggleVendor':
      return { ...state, vassalage: state.vassalage === action.vassalage ? null : action.vassalage };
    case 'toggleClassification':
      return { ...state, gameClassify: state.gameClassify === action.gameClassify ? null : action.gameClassify };
    case 'name':
      return { ...state, gameName: action.gameName };
    case 'reset':
      return emptyFilterSelection;
  }
}

/** The home lobby's selection; the footer's Home button resets it (spec section 2). */
export interface LobbySelection {
  category: GameType | 'HOME';
  vassalage: string | null;
  dataType: DataType;
}

/** Home button and logo: category HOT, no vendor filter, data type ALL. */
export const homeLobbySelection: LobbySelection = { category: 'HOT', vassalage: null, dataType: 'ALL' };
