/**
 * Game types, presets and provider lists (spec sections 3, 4 and 9), one source for the client's pages, the mocks
 * and the reference server, so that a type lists the same games everywhere.
 */

/** Game type values of the contract's `GameType` (spec section 3). */
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

/** The types a game or provider actually has (the contract's `BaseGameType`); every other type is a preset or a selection. */
export const baseGameTypes = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT'] as const;
export type BaseGameType = (typeof baseGameTypes)[number];

export function isBaseGameType(value: unknown): value is BaseGameType {
  return typeof value === 'string' && (baseGameTypes as readonly string[]).includes(value);
}

/** Types that select from every category (a list, not a category of games). */
export const listSelectionTypes = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT', 'SEARCH'] as const;

/** The category menu, in order (spec section 2): SPORTS is followed by its ESPORTS and COCKFIGHT split. */
export const gameCategories = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Classification codes named by the spec. */
export const classifications = { bingo: 'BG', jackpot: 'JP', featureBuy: 'FeatureBuy' } as const;

/** E-sports providers (spec section 9): their games are SPORTS games, listed under ESPORTS and not under SPORTS. */
export const esportVendorCodes = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
/** Cockfight providers (spec section 9): their games are SPORTS games, listed under COCKFIGHT and not under SPORTS. */
export const cockfightVendorCodes = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;

const sportsSplit: ReadonlySet<string> = new Set<string>([...esportVendorCodes, ...cockfightVendorCodes]);

/** What a game type asks the game list for (spec section 4, special presets). */
export interface GameQueryPreset {
  gameType: GameType;
  /** Providers the list is limited to; absent means any. */
  vassalage?: readonly string[];
  gameClassify?: string;
  isNew?: boolean;
}

export interface PresetOptions {
  /** The merchant's in-house providers (INHOUSE = RNG + these). */
  inHouseVendors?: readonly string[];
}

/**
 * Special game-type presets (spec section 4): BINGO = RNG + BG; INHOUSE = RNG + in-house providers;
 * JL and RTG = RNG with that provider; JACKPOT = RNG + JP; ESPORTS and COCKFIGHT = SPORTS with
 * their provider lists; NEW = the new classification. Every other type asks for itself.
 */
export function gameQueryPreset(type: GameType, options: PresetOptions = {}): GameQueryPreset {
  switch (type) {
    case 'BINGO':
      return { gameType: 'RNG', gameClassify: classifications.bingo };
    case 'INHOUSE':
      return { gameType: 'RNG', vassalage: options.inHouseVendors ?? [] };
    case 'JL':
    case 'RTG':
      return { gameType: 'RNG', vassalage: [type] };
    case 'JACKPOT':
      return { gameType: 'RNG', gameClassify: classifications.jackpot };
    case 'ESPORTS':
      return { gameType: 'SPORTS', vassalage: esportVendorCodes };
    case 'COCKFIGHT':
      return { gameType: 'SPORTS', vassalage: cockfightVendorCodes };
    case 'NEW':
      return { gameType: 'ALL', isNew: true };
    default:
      return { gameType: type };
  }
}

/** The base type a category or preset's games have; null for list selections (ALL, HOT, NEW...), which span every type. */
export function baseGameTypeOf(type: string): BaseGameType | null {
  if (!isGameType(type)) return null;
  const base = gameQueryPreset(type).gameType;
  return isBaseGameType(base) ? base : null;
}

/** What classifying a game needs to know of it (the contract's Game and the server's rows both have it). */
export interface ClassifiedGame {
  gameType: string;
  vassalage: string;
  gameClassify: readonly string[];
  isHot: boolean | number;
  isNew: boolean | number;
}

/**
 * Which games belong to a type's list: its preset (section 4), the hot and new flags, or every game for ALL,
 * SEARCH, FAV and RECENT (the member's own lists filter themselves). Plain SPORTS leaves out the e-sports and
 * cockfight providers, which have categories of their own. An unknown type matches games of exactly that type.
 * The preset is read once, so the predicate is cheap over a whole catalogue.
 */
export function gameTypeMatcher(type: string | null | undefined, inHouseVendors: Iterable<string> = []): (game: ClassifiedGame) => boolean {
  switch (type) {
    case undefined:
    case null:
    case 'ALL':
    case 'SEARCH':
    case 'FAV':
    case 'RECENT':
      return () => true;
    case 'HOT':
      return (game) => Boolean(game.isHot);
    case 'NEW':
      return (game) => Boolean(game.isNew);
  }
  if (!isGameType(type)) return (game) => game.gameType === type;
  const preset = gameQueryPreset(type, { inHouseVendors: [...inHouseVendors] });
  const vendors = preset.vassalage ? new Set(preset.vassalage) : null;
  const classify = preset.gameClassify;
  const excluded = type === 'SPORTS' ? sportsSplit : null;
  return (game) =>
    game.gameType === preset.gameType &&
    (!vendors || vendors.has(game.vassalage)) &&
    (!classify || game.gameClassify.includes(classify)) &&
    (!excluded || !excluded.has(game.vassalage));
}

/** Whether one game belongs to a type's list (see gameTypeMatcher). */
export function matchesGameType(game: ClassifiedGame, type: string | null | undefined, inHouseVendors: Iterable<string> = []): boolean {
  return gameTypeMatcher(type, inHouseVendors)(game);
}

/** The category a SPORTS provider is listed under: ESPORTS, COCKFIGHT or SPORTS itself. */
export function sportsCategoryOf(vassalage: string): 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' {
  if ((esportVendorCodes as readonly string[]).includes(vassalage)) return 'ESPORTS';
  if ((cockfightVendorCodes as readonly string[]).includes(vassalage)) return 'COCKFIGHT';
  return 'SPORTS';
}
