import { describe, expect, it } from 'vitest';
import { addFavourite, isFavourite, planFavouriteToggle, removeFavourite } from './favourites.js';
import { emptyFilterSelection, filterSelectionReducer, gameListFilterReducer, homeLobbySelection, initialGameListFilter } from './filter.js';
import { prizeMode } from './lottery.js';
import { appendPage, flattenPages, gameListView, hasMore, nextHotPage, nextPage, pageItems } from './paging.js';
import { showsVendorGrid, showsVendorNavigation, vendorIconFile, vendorIconList } from './vendors.js';
import { winnerBoardLayout } from './winners.js';

describe('game list filter (spec section 4: filter changes, data type resets)', () => {
  const start = initialGameListFilter('RNG', { dataType: 'HOT' });

  it('starts with all providers, all classifications, data type ALL unless given', () => {
    expect(initialGameListFilter('LIVE')).toEqual({ gameType: 'LIVE', vassalage: null, gameClassify: null, dataType: 'ALL', gameName: '' });
    expect(start.dataType).toBe('HOT');
  });

  it('resets the data type to ALL when a provider or classification is chosen', () => {
    expect(gameListFilterReducer(start, { type: 'vendor', vassalage: 'JL' })).toMatchObject({ vassalage: 'JL', dataType: 'ALL' });
    expect(gameListFilterReducer(start, { type: 'classification', gameClassify: 'FeatureBuy' })).toMatchObject({ gameClassify: 'FeatureBuy', dataType: 'ALL' });
  });

  it('keeps provider and classification when the data type changes', () => {
    const chosen = gameListFilterReducer(start, { type: 'vendor', vassalage: 'JL' });
    expect(gameListFilterReducer(chosen, { type: 'dataType', dataType: 'NEW' })).toMatchObject({ vassalage: 'JL', dataType: 'NEW' });
  });

  it('Reset clears provider, classification and name; a new game type starts over', () => {
    const chosen = gameListFilterReducer(start, { type: 'apply', vassalage: 'JL', gameClassify: 'BG', gameName: 'gem' });
    expect(chosen).toMatchObject({ vassalage: 'JL', gameClassify: 'BG', gameName: 'gem', dataType: 'ALL' });
    expect(gameListFilterReducer(chosen, { type: 'reset' })).toMatchObject({ vassalage: null, gameClassify: null, gameName: '', gameType: 'RNG' });
    expect(gameListFilterReducer(chosen, { type: 'gameType', gameType: 'FISH' })).toEqual(initialGameListFilter('FISH'));
  });

  it('the footer Home button selects HOT, no vendor and data type ALL', () => {
    expect(homeLobbySelection).toEqual({ category: 'HOT', vassalage: null, dataType: 'ALL' });
  });
});

describe('game filter popup (spec section 2: toggles and Reset)', () => {
  it('toggling a vendor or classification again clears it', () => {
    const once = filterSelectionReducer(emptyFilterSelection, { type: 'toggleVendor', vassalage: 'JL' });
    expect(once.vassalage).toBe('JL');
    expect(filterSelectionReducer(once, { type: 'toggleVendor', vassalage: 'JL' }).vassalage).toBeNull();
    expect(filterSelectionReducer(once, { type: 'toggleVendor', vassalage: 'PG' }).vassalage).toBe('PG');
    const classified = filterSelectionReducer(once, { type: 'toggleClassification', gameClassify: 'BG' });
    expect(filterSelectionReducer(classified, { type: 'toggleClassification', gameClassify: 'BG' }).gameClassify).toBeNull();
  });

  it('Reset clears all three', () => {
    const chosen = [
      { type: 'toggleVendor', vassalage: 'JL' },
      { type: 'toggleClassification', gameClassify: 'BG' },
      { type: 'name', gameName: 'tiger' },
    ] as const;
    const state = chosen.reduce(filterSelectionReducer, emptyFilterSelection);
    expect(state).toEqual({ vassalage: 'JL', gameClassify: 'BG', gameName: 'tiger' });
    expect(filterSelectionReducer(state, { type: 'reset' })).toEqual(emptyFilterSelection);
  });
});

describe('paging (spec section 4: hasMore while page < totalPages, load more appends, hot list wraps)', () => {
  it('has more while the page is below the total', () => {
    expect(hasMore(1, 3)).toBe(true);
    expect(hasMore(3, 3)).toBe(false);
    expect(hasMore(1, 0)).toBe(false);
    expect(nextPage({ pageNum: 2, totalPages: 3 })).toBe(3);
    expect(nextPage({ pageNum: 3, totalPages: 3 })).toBeUndefined();
  });

  it('appends a loaded page after what is shown, without repeating an item', () => {
    const id = (g: { nodeId: string }) => g.nodeId;
    expect(appendPage([{ nodeId: '1' }, { nodeId: '2' }], [{ nodeId: '2' }, { nodeId: '3' }], id).map(id)).toEqual(['1', '2', '3']);
    expect(flattenPages([[{ nodeId: 'a' }], [{ nodeId: 'b' }]], id).map(id)).toEqual(['a', 'b']);
  });

  it('reads the items whichever name the response gives them', () => {
    expect(pageItems({ games: [1] })).toEqual([1]);
    expect(pageItems({ list: [2] })).toEqual([2]);
    expect(pageItems({ content: [3] })).toEqual([3]);
    expect(pageItems({})).toEqual([]);
  });

  it('advances the hot list and wraps to page 1 when none remain', () => {
    expect(nextHotPage(1, 3)).toBe(2);
    expect(nextHotPage(3, 3)).toBe(1);
    expect(nextHotPage(1, 1)).toBe(1);
  });

  it('shows skeleton while loading, then no-data, loading-more or the list', () => {
    expect(gameListView({ isPending: true, isFetchingNextPage: false, itemCount: 0 })).toBe('skeleton');
    expect(gameListView({ isPending: false, isFetchingNextPage: false, itemCount: 0 })).toBe('empty');
    expect(gameListView({ isPending: false, isFetchingNextPage: true, itemCount: 24 })).toBe('loadingMore');
    expect(gameListView({ isPending: false, isFetchingNextPage: false, itemCount: 24 })).toBe('list');
  });
});

describe('favourites (spec section 4: skip when present, optimistic removal)', () => {
  it('keeps node ids as strings and skips adding one already there', () => {
    const ids = addFavourite([], 42);
    expect(ids).toEqual(['42']);
    expect(addFavourite(ids, '42')).toBe(ids);
    expect(isFavourite(ids, 42)).toBe(true);
    expect(removeFavourite(ids, 42)).toEqual([]);
    expect(removeFavourite(ids, 7)).toBe(ids);
  });

  it('removes at once on a second tap and waits for the server when adding', () => {
    expect(planFavouriteToggle(['1', '2'], 2)).toEqual({ action: 'remove', nodeId: '2', optimistic: ['1'] });
    expect(planFavouriteToggle(['1'], 2)).toEqual({ action: 'add', nodeId: '2', optimistic: ['1'] });
  });
});

describe('prize mode (spec section 4: Elott when the ELOTT mapping has TCG_LOTTO_VN or LOTT)', () => {
  it('is Elott when the ELOTT entry lists TCG_LOTTO_VN or LOTT', () => {
    expect(prizeMode({ ELOTT: ['TCG_LOTTO_VN'] })).toBe('Elott');
    expect(prizeMode({ ELOTT: ['X', 'LOTT'] })).toBe('Elott');
    expect(prizeMode({ ELOTT: 'A, TCG_LOTTO_VN' })).toBe('Elott');
  });
  it('is normal lottery otherwise', () => {
    expect(prizeMode({ ELOTT: ['OTHER'] })).toBe('Lott');
    expect(prizeMode({ LOTT: ['TCG_LOTTO_VN'] })).toBe('Lott');
    expect(prizeMode({})).toBe('Lott');
  });
  it('uses the merchant default (Elott) before the mapping is known', () => {
    expect(prizeMode(undefined)).toBe('Elott');
  });
});

describe('vendor icons and navigation (spec section 2: at most 10 distinct, {vendor}-COLOR.png, more than 3)', () => {
  it('lists distinct vendors in order of appearance, at most 10', () => {
    const vendors = ['A', 'B', 'A', null, 'C', ...'DEFGHIJKLM'.split('')];
    expect(vendorIconList(vendors)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']);
    expect(vendorIconList(['A', 'A', 'B'])).toEqual(['A', 'B']);
  });
  it('names icon files and shows vendor navigation above 3 vendors', () => {
    expect(vendorIconFile('JL')).toBe('JL-COLOR.png');
    expect(showsVendorNavigation(3)).toBe(false);
    expect(showsVendorNavigation(4)).toBe(true);
  });
});

describe('vendor grid (spec 2.082, 2.098: provider-lobby categories shown unfiltered list their providers)', () => {
  it('shows the grid for sports, e-sports and cockfight with no provider, classification, name or data type', () => {
    for (const gameType of ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const) expect(showsVendorGrid(initialGameListFilter(gameType))).toBe(true);
  });

  it('shows the game list once anything narrows it, and always for other categories', () => {
    expect(showsVendorGrid(initialGameListFilter('SPORTS', { vassalage: 'SABA' }))).toBe(false);
    expect(showsVendorGrid(initialGameListFilter('SPORTS', { gameClassify: 'FeatureBuy' }))).toBe(false);
    expect(showsVendorGrid(initialGameListFilter('SPORTS', { dataType: 'HOT' }))).toBe(false);
    expect(showsVendorGrid(initialGameListFilter('ESPORTS', { gameName: 'dota' }))).toBe(false);
    expect(showsVendorGrid(initialGameListFilter('SPORTS', { gameName: '  ' }))).toBe(true);
    expect(showsVendorGrid(initialGameListFilter('RNG'))).toBe(false);
    expect(showsVendorGrid(initialGameListFilter('LIVE'))).toBe(false);
  });
});

describe('winner board (spec sections 2 and 3: sorted descending, top 3 apart, hidden when empty)', () => {
  it('sorts by amount and separates the podium', () => {
    const layout = winnerBoardLayout([{ winAmount: '10' }, { winAmount: 500 }, { winAmount: '90.5' }, { winAmount: 70 }, { winAmount: 1 }, { winAmount: 2 }]);
    expect(layout.podium.map((w) => Number(w.winAmount))).toEqual([500, 90.5, 70]);
    expect(layout.carousel.map((w) => Number(w.winAmount))).toEqual([10, 2, 1]);
    expect(layout.loop).toBe(true);
    expect(layout.hidden).toBe(false);
  });
  it('is hidden when empty and does not loop with 2 or fewer in the carousel', () => {
    expect(winnerBoardLayout([]).hidden).toBe(true);
    expect(winnerBoardLayout([{ winAmount: 1 }, { winAmount: 2 }, { winAmount: 3 }, { winAmount: 4 }, { winAmount: 5 }]).loop).toBe(false);
  });
});
