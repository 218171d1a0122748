import { describe, expect, it } from 'vitest';
import { initialGameListFilter } from './filter.js';
import { gameListPageSize } from './page-size.js';

describe('game list page sizes (spec 7.028, 7.031, 9.002)', () => {
  it('asks 24 on a page and 20 on home, 18 for jackpot games, 9 for a search and a provider on home', () => {
    expect(gameListPageSize(initialGameListFilter('RNG'), 'page')).toBe(24);
    expect(gameListPageSize(initialGameListFilter('RNG'), 'home')).toBe(20);
    expect(gameListPageSize(initialGameListFilter('JACKPOT'), 'page')).toBe(18);
    expect(gameListPageSize(initialGameListFilter('ALL', { dataType: 'SEARCH', gameName: 'dragon' }), 'page')).toBe(9);
    expect(gameListPageSize(initialGameListFilter('RNG', { gameName: 'dra' }), 'page')).toBe(9);
    expect(gameListPageSize(initialGameListFilter('RNG', { vassalage: 'JILI' }), 'home')).toBe(9);
    expect(gameListPageSize(initialGameListFilter('RNG', { vassalage: 'JILI' }), 'page')).toBe(24);
  });

  it('asks favourites 100 on home and 24 on their page, recent games 24 everywhere', () => {
    expect(gameListPageSize(initialGameListFilter('ALL', { dataType: 'FAV' }), 'home')).toBe(100);
    expect(gameListPageSize(initialGameListFilter('ALL', { dataType: 'FAV' }), 'page')).toBe(24);
    expect(gameListPageSize(initialGameListFilter('ALL', { dataType: 'RECENT' }), 'home')).toBe(24);
    expect(gameListPageSize(initialGameListFilter('ALL', { dataType: 'RECENT' }), 'page')).toBe(24);
  });
});
