import { cockfightVendorCodes, esportVendorCodes } from '../constants/business.js';
import { classifications, type GameType } from './game-types.js';

/** What a game type asks the game list for (spec section 4, special presets). */
export interface GameQueryPreset {
  gameType: GameType;
  /** Providers the list is limited to; empty or absent means any. */
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
