import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  baseGameTypeOf,
  baseGameTypes,
  cockfightVendorCodes,
  esportVendorCodes,
  gameQueryPreset,
  gameTypes,
  matchesGameType,
  sportsCategoryOf,
  type ClassifiedGame,
} from './games.js';

/** The values of one enum schema of the contract. */
function contractEnum(name: string): string[] {
  const contract = readFileSync(new URL('../../../openapi/wps.yaml', import.meta.url), 'utf8');
  const block = new RegExp(`\\n {4}${name}:\\n((?: {6}.*\\n)+)`).exec(contract)?.[1] ?? '';
  const inline = /\n? {6}enum: \[(.+)\]/.exec(block)?.[1];
  if (inline) return inline.split(',').map((value) => value.trim());
  return [...block.matchAll(/\n {8}- (\S+)/g)].map((match) => match[1]!);
}

const game = (gameType: string, vassalage: string, extra: Partial<ClassifiedGame> = {}): ClassifiedGame => ({
  gameType,
  vassalage,
  gameClassify: [],
  isHot: false,
  isNew: false,
  ...extra,
});

describe('game types', () => {
  it('are the contract’s GameType and BaseGameType', () => {
    expect([...gameTypes].sort()).toEqual(contractEnum('GameType').sort());
    expect([...baseGameTypes].sort()).toEqual(contractEnum('BaseGameType').sort());
  });

  it('give presets their base type, and list selections none', () => {
    expect(baseGameTypeOf('BINGO')).toBe('RNG');
    expect(baseGameTypeOf('ESPORTS')).toBe('SPORTS');
    expect(baseGameTypeOf('LIVE')).toBe('LIVE');
    expect(baseGameTypeOf('NEW')).toBeNull();
    expect(baseGameTypeOf('HOT')).toBeNull();
    expect(baseGameTypeOf('nonsense')).toBeNull();
  });
});

describe('classification (spec section 4 presets)', () => {
  const esport = game('SPORTS', esportVendorCodes[0]);
  const cockfight = game('SPORTS', cockfightVendorCodes[0]);
  const book = game('SPORTS', 'SABA');

  it('lists e-sports and cockfight providers under their own categories, not under SPORTS', () => {
    expect(matchesGameType(esport, 'ESPORTS')).toBe(true);
    expect(matchesGameType(esport, 'SPORTS')).toBe(false);
    expect(matchesGameType(cockfight, 'COCKFIGHT')).toBe(true);
    expect(matchesGameType(cockfight, 'SPORTS')).toBe(false);
    expect(matchesGameType(book, 'SPORTS')).toBe(true);
    expect(matchesGameType(book, 'ESPORTS')).toBe(false);
    expect([esport, cockfight, book].map((row) => sportsCategoryOf(row.vassalage))).toEqual(['ESPORTS', 'COCKFIGHT', 'SPORTS']);
  });

  it('applies the RNG presets', () => {
    expect(matchesGameType(game('RNG', 'PG', { gameClassify: ['BG'] }), 'BINGO')).toBe(true);
    expect(matchesGameType(game('FISH', 'PG', { gameClassify: ['BG'] }), 'BINGO')).toBe(false);
    expect(matchesGameType(game('RNG', 'PG', { gameClassify: ['JP'] }), 'JACKPOT')).toBe(true);
    expect(matchesGameType(game('RNG', 'JL'), 'JL')).toBe(true);
    expect(matchesGameType(game('RNG', 'JILI'), 'JL')).toBe(false);
    expect(matchesGameType(game('RNG', 'WL'), 'INHOUSE', ['WL'])).toBe(true);
    expect(matchesGameType(game('RNG', 'WL'), 'INHOUSE')).toBe(false);
  });

  it('spans every type for list selections', () => {
    expect(matchesGameType(game('LIVE', 'EVO', { isHot: 1 }), 'HOT')).toBe(true);
    expect(matchesGameType(game('LIVE', 'EVO', { isNew: true }), 'NEW')).toBe(true);
    expect(matchesGameType(game('LIVE', 'EVO'), 'NEW')).toBe(false);
    for (const type of ['ALL', 'SEARCH', 'FAV', 'RECENT', undefined]) expect(matchesGameType(esport, type)).toBe(true);
  });

  it('keeps the query presets the client sends', () => {
    expect(gameQueryPreset('ESPORTS')).toEqual({ gameType: 'SPORTS', vassalage: esportVendorCodes });
    expect(gameQueryPreset('INHOUSE', { inHouseVendors: ['WL'] })).toEqual({ gameType: 'RNG', vassalage: ['WL'] });
    expect(gameQueryPreset('NEW')).toEqual({ gameType: 'ALL', isNew: true });
    expect(gameQueryPreset('LOTT')).toEqual({ gameType: 'LOTT' });
  });
});
