import { describe, expect, it } from 'vitest';
import { categoryAction, gameTypeFromPath, gameTypeRoutes, splitSportsCategories } from './categories.js';
import { isGameType, requiresLogin, showsFavouriteHeart, supportsSearch } from './game-types.js';
import { gameQueryPreset } from './presets.js';

describe('game type presets (spec section 4)', () => {
  it('BINGO is RNG with classification BG', () => {
    expect(gameQueryPreset('BINGO')).toEqual({ gameType: 'RNG', gameClassify: 'BG' });
  });
  it('INHOUSE is RNG with the in-house providers', () => {
    expect(gameQueryPreset('INHOUSE', { inHouseVendors: ['IH1', 'IH2'] })).toEqual({ gameType: 'RNG', vassalage: ['IH1', 'IH2'] });
  });
  it('JL and RTG are RNG with that provider', () => {
    expect(gameQueryPreset('JL')).toEqual({ gameType: 'RNG', vassalage: ['JL'] });
    expect(gameQueryPreset('RTG')).toEqual({ gameType: 'RNG', vassalage: ['RTG'] });
  });
  it('JACKPOT is RNG with classification JP', () => {
    expect(gameQueryPreset('JACKPOT')).toEqual({ gameType: 'RNG', gameClassify: 'JP' });
  });
  it('ESPORTS and COCKFIGHT are SPORTS with their provider lists', () => {
    expect(gameQueryPreset('ESPORTS')).toEqual({ gameType: 'SPORTS', vassalage: ['AV', 'AI', 'IMES', 'TF', 'IA'] });
    expect(gameQueryPreset('COCKFIGHT')).toEqual({ gameType: 'SPORTS', vassalage: ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] });
  });
  it('NEW asks for the new classification across types', () => {
    expect(gameQueryPreset('NEW')).toEqual({ gameType: 'ALL', isNew: true });
  });
  it('other types ask for themselves', () => {
    for (const type of ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT'] as const) expect(gameQueryPreset(type)).toEqual({ gameType: type });
  });
});

describe('SPORTS split into ESPORTS and COCKFIGHT (spec section 2, category side menu)', () => {
  const vendor = (code: string) => ({ accountTypeName: code });
  const code = (v: { accountTypeName: string }) => v.accountTypeName;

  it('places ESPORTS and COCKFIGHT right after SPORTS, which keeps its other vendors', () => {
    const result = splitSportsCategories(
      [
        { gameCategory: 'RNG', vendorNames: [vendor('JL')] },
        { gameCategory: 'SPORTS', vendorNames: [vendor('SBO'), vendor('IMES'), vendor('SV3'), vendor('TF')] },
        { gameCategory: 'LIVE', vendorNames: [vendor('EVO')] },
      ],
      code,
    );
    expect(result.map((c) => [c.gameCategory, c.vendorNames.map(code)])).toEqual([
      ['RNG', ['JL']],
      ['SPORTS', ['SBO']],
      ['ESPORTS', ['IMES', 'TF']],
      ['COCKFIGHT', ['SV3']],
      ['LIVE', ['EVO']],
    ]);
  });

  it('drops SPORTS when it has no other vendors', () => {
    const result = splitSportsCategories([{ gameCategory: 'SPORTS', vendorNames: [vendor('AV'), vendor('DS88')] }], code);
    expect(result.map((c) => c.gameCategory)).toEqual(['ESPORTS', 'COCKFIGHT']);
  });

  it('adds no empty ESPORTS or COCKFIGHT category', () => {
    const result = splitSportsCategories([{ gameCategory: 'SPORTS', vendorNames: [vendor('SBO')] }], code);
    expect(result.map((c) => c.gameCategory)).toEqual(['SPORTS']);
  });
});

describe('category routes and login needs (spec sections 2 and 4)', () => {
  it('maps every category route to its game type and back', () => {
    for (const [type, route] of Object.entries(gameTypeRoutes)) expect(gameTypeFromPath(route)).toBe(type);
    expect(gameTypeFromPath('/m/fav-games')).toBe('FAV');
    expect(gameTypeFromPath('/m/slot-games/')).toBe('RNG');
    expect(gameTypeFromPath('/m/unknown')).toBeUndefined();
  });

  it('opens the login popup for favourites and recent without a session', () => {
    expect(requiresLogin('FAV')).toBe(true);
    expect(requiresLogin('RECENT')).toBe(true);
    expect(requiresLogin('HOT')).toBe(false);
    expect(categoryAction('FAV', false)).toEqual({ kind: 'login' });
    expect(categoryAction('FAV', true)).toEqual({ kind: 'navigate', path: '/m/favorite' });
    expect(categoryAction('RNG', false)).toEqual({ kind: 'navigate', path: '/m/slot-games' });
    expect(categoryAction('ALL', false)).toEqual({ kind: 'none' });
  });

  it('gives lottery types neither search nor favourite heart', () => {
    for (const type of ['LOTT', 'ELOTT']) {
      expect(supportsSearch(type)).toBe(false);
      expect(showsFavouriteHeart(type)).toBe(false);
    }
    expect(supportsSearch('RNG')).toBe(true);
    expect(showsFavouriteHeart('LIVE')).toBe(true);
  });

  it('recognises the game type values of spec section 3', () => {
    expect(isGameType('COCKFIGHT')).toBe(true);
    expect(isGameType('cockfight')).toBe(false);
  });
});
