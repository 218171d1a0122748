import { describe, expect, it } from 'vitest';
import { initialGameListFilter } from './filter.js';
import {
  bannerGroupOf,
  classificationsOfType,
  dataTypeTabs,
  filterFromQuery,
  gameTypeFromQuery,
  isCategoryType,
  menuTypeOf,
  queryFromFilter,
  usesWideCards,
  vendorsOfType,
} from './page.js';

const menus = [
  {
    gameType: 'RNG',
    classifies: [
      { key: 'SLOT', vendors: ['JL', 'PG', 'WL'] },
      { key: 'FeatureBuy', vendors: ['PG'] },
      { key: 'BG', vendors: ['JL'] },
      { key: 'JP', vendors: ['PG', 'RTG'] },
    ],
    vendors: [
      { vassalage: 'JL', inHouse: false },
      { vassalage: 'RTG', inHouse: false },
      { vassalage: 'PG', inHouse: false },
      { vassalage: 'WL', inHouse: true },
    ],
  },
  { gameType: 'ESPORTS', classifies: [], vendors: [{ vassalage: 'AV' }, { vassalage: 'TF' }] },
  { gameType: 'LIVE', classifies: [{ key: 'BACCARAT', vendors: ['EVO'] }], vendors: [{ vassalage: 'EVO' }] },
];

describe('game category page (spec section 2: game type from the path, banner, vendors, tabs)', () => {
  it('shows presets under their base menu and banner (section 4 presets, section 9 banner types)', () => {
    expect(menuTypeOf('BINGO')).toBe('RNG');
    expect(menuTypeOf('JL')).toBe('RNG');
    expect(menuTypeOf('ESPORTS')).toBe('ESPORTS');
    expect(bannerGroupOf('JACKPOT')).toBe('m_rng');
    expect(bannerGroupOf('COCKFIGHT')).toBe('m_sports');
    expect(bannerGroupOf('LIVE')).toBe('m_live');
    expect(bannerGroupOf('ELOTT')).toBe('m_elott');
    expect(bannerGroupOf('HOT')).toBeNull();
    expect(bannerGroupOf('FAV')).toBeNull();
  });

  it('uses wide cards for live tables and sports lobbies only', () => {
    expect(usesWideCards('LIVE')).toBe(true);
    expect(usesWideCards('ESPORTS')).toBe(true);
    expect(usesWideCards('RNG')).toBe(false);
    expect(isCategoryType('RNG')).toBe(true);
    expect(isCategoryType('SEARCH')).toBe(false);
  });

  it('limits vendors to the preset: own provider, in-house, classification owners', () => {
    const codes = (type: Parameters<typeof vendorsOfType>[1]) => vendorsOfType(menus, type).map((vendor) => vendor.vassalage);
    expect(codes('RNG')).toEqual(['JL', 'RTG', 'PG', 'WL']);
    expect(codes('JL')).toEqual(['JL']);
    expect(codes('INHOUSE')).toEqual(['WL']);
    expect(codes('BINGO')).toEqual(['JL']);
    expect(codes('JACKPOT')).toEqual(['RTG', 'PG']);
    expect(codes('ESPORTS')).toEqual(['AV', 'TF']);
    expect(codes('FISH')).toEqual([]);
  });

  it('offers the type classifications, limited to the chosen vendor; none for presets that fix one', () => {
    expect(classificationsOfType(menus, 'RNG', null).map((c) => c.key)).toEqual(['SLOT', 'FeatureBuy', 'BG', 'JP']);
    expect(classificationsOfType(menus, 'RNG', 'PG').map((c) => c.key)).toEqual(['SLOT', 'FeatureBuy', 'JP']);
    expect(classificationsOfType(menus, 'INHOUSE', null).map((c) => c.key)).toEqual(['SLOT']);
    expect(classificationsOfType(menus, 'BINGO', null)).toEqual([]);
    expect(classificationsOfType(menus, 'HOT', null)).toEqual([]);
  });

  it('puts all, hot, new, (favourites,) recent before the classifications; lottery has no favourites', () => {
    expect(dataTypeTabs('RNG')).toEqual(['ALL', 'HOT', 'NEW', 'FAV', 'RECENT']);
    expect(dataTypeTabs('LOTT')).toEqual(['ALL', 'HOT', 'NEW', 'RECENT']);
  });
});

describe('game page address (the query is the source of truth)', () => {
  it('reads vassalage, gameClassify, dataType (default ALL) and gameName', () => {
    expect(filterFromQuery('RNG', new URLSearchParams('gameClassify=FeatureBuy'))).toEqual(initialGameListFilter('RNG', { gameClassify: 'FeatureBuy' }));
    expect(filterFromQuery('RNG', new URLSearchParams('vassalage=JL&dataType=HOT&gameName=gem'))).toMatchObject({
      vassalage: 'JL',
      dataType: 'HOT',
      gameName: 'gem',
    });
    expect(filterFromQuery('LIVE', new URLSearchParams('dataType=NOPE')).dataType).toBe('ALL');
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const query = queryFromFilter(
      initialGameListFilter('RNG', { vassalage: 'PG', dataType: 'ALL', gameName: '  ' }),
      new URLSearchParams('gameType=RNG&dataType=HOT'),
    );
    expect(query.toString()).toBe('gameType=RNG&vassalage=PG');
    expect(filterFromQuery('RNG', queryFromFilter(initialGameListFilter('RNG', { dataType: 'RECENT', gameClassify: 'SLOT' })))).toMatchObject({
      dataType: 'RECENT',
      gameClassify: 'SLOT',
    });
  });

  it('reads the gameType query of the search and favourites pages, ALL when absent or unknown', () => {
    expect(gameTypeFromQuery(new URLSearchParams('gameType=LIVE'))).toBe('LIVE');
    expect(gameTypeFromQuery(new URLSearchParams('gameType=xyz'))).toBe('ALL');
    expect(gameTypeFromQuery(new URLSearchParams())).toBe('ALL');
  });
});
