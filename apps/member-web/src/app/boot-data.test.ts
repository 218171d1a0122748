import { initialGameListFilter } from '@whitelabel/core';
import { queryKeys } from '@whitelabel/core/hooks';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootDataId, readBootData, saveLanguageCookie, seedBootData, type BootData } from './boot-data.js';

const boot = {
  v: 1,
  merchant: 'lucky88',
  language: 'TH',
  fetchedAt: Date.now() - 1_000,
  status: { status: 'NORMAL' },
  settings: { merchantCode: 'lucky88', defaultLanguage: 'TH', languages: ['TH', 'EN'] },
  template: { mobileTemplate: { mem_cen: 1, dep_func: 1 }, logoUrl: '/wps/assets/logos/lucky88?w=96' },
  whiteLabel: { merchantCode: 'lucky88', flags: ['DEPOSIT'], modules: ['REG3'], features: { mobileCodeLogin: true } },
  homeBanners: { banners: [{ id: 1, imageUrl: '/b/1.webp' }] },
  news: { player: [{ id: 2, title: 'Hello' }] },
  lobby: {
    menus: { menus: [] },
    hotPageSize: 9,
    hot: { games: [], totalPages: 1 },
    newPageSize: 20,
    newGames: { games: [{ nodeId: 5, gameName: 'New one' }], pageNum: 1, totalPages: 2, totalCount: 25 },
  },
} as unknown as BootData;

function writeBoot(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = bootDataId;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(bootDataId)?.remove();
  localStorage.clear();
});

describe('boot data', () => {
  it('reads the document’s boot data for this merchant only', () => {
    expect(readBootData(document, 'lucky88')).toBeUndefined();
    writeBoot(JSON.stringify(boot));
    expect(readBootData(document, 'lucky88')).toEqual(boot);
    expect(readBootData(document, 'goldenlotus')).toBeUndefined();
  });

  it('ignores broken or foreign-shaped data (the client then fetches as before)', () => {
    writeBoot('{"v":1,');
    expect(readBootData(document, 'lucky88')).toBeUndefined();
    document.getElementById(bootDataId)?.remove();
    writeBoot(JSON.stringify({ ...boot, v: 2 }));
    expect(readBootData(document, 'lucky88')).toBeUndefined();
    document.getElementById(bootDataId)?.remove();
    writeBoot(JSON.stringify({ ...boot, lobby: null }));
    expect(readBootData(document, 'lucky88')).toBeUndefined();
    document.getElementById(bootDataId)?.remove();
    writeBoot(JSON.stringify({ ...boot, pageBanners: { group: 'm_rng', banners: null } }));
    expect(readBootData(document, 'lucky88')).toBeUndefined();
    document.getElementById(bootDataId)?.remove();
    writeBoot(JSON.stringify({ ...boot, template: 'classic' }));
    expect(readBootData(document, 'lucky88')).toBeUndefined();
    document.getElementById(bootDataId)?.remove();
    writeBoot(JSON.stringify({ ...boot, whiteLabel: null }));
    expect(readBootData(document, 'lucky88')).toBeUndefined();
  });

  it('seeds a category page’s own banner group for a guest', () => {
    const onCategory = { ...boot, pageBanners: { group: 'm_rng', banners: { banners: [{ id: 7, imageUrl: '/b/7.webp' }] } } } as unknown as BootData;
    writeBoot(JSON.stringify(onCategory));
    expect(readBootData(document, 'lucky88')).toEqual(onCategory);
    const client = new QueryClient();
    seedBootData(client, onCategory, { merchantCode: 'lucky88', loggedIn: false });
    expect(client.getQueryData(queryKeys.content.announcements(['B'], 'm_rng', 'TH', null))).toEqual(onCategory.pageBanners?.banners);
  });

  it('seeds the promotions page’s promotions for a guest', () => {
    const onPromotions = { ...boot, promotions: { promotion: [{ id: '110' }], promotionCategories: [] } } as unknown as BootData;
    const client = new QueryClient();
    seedBootData(client, onPromotions, { merchantCode: 'lucky88', loggedIn: false });
    expect(client.getQueryData(queryKeys.content.announcements(['Promotion'], undefined, 'TH', null))).toEqual(onPromotions.promotions);
    writeBoot(JSON.stringify({ ...boot, promotions: 'none' }));
    expect(readBootData(document, 'lucky88')).toBeUndefined();
  });

  it('seeds the first screen’s queries under the keys the hooks read, dated when the server fetched them', () => {
    const client = new QueryClient();
    seedBootData(client, boot, { merchantCode: 'lucky88', loggedIn: false, storage: localStorage });
    expect(client.getQueryData(queryKeys.system.status)).toEqual(boot.status);
    expect(client.getQueryState(queryKeys.system.status)?.dataUpdatedAt).toBe(boot.fetchedAt);
    expect(client.getQueryData(queryKeys.system.settings('lucky88'))).toEqual(boot.settings);
    expect(client.getQueryData(queryKeys.system.template('lucky88'))).toEqual(boot.template);
    expect(client.getQueryState(queryKeys.system.template('lucky88'))?.dataUpdatedAt).toBe(boot.fetchedAt);
    expect(client.getQueryData(queryKeys.system.whiteLabel('lucky88'))).toEqual(boot.whiteLabel);
    expect(client.getQueryData(queryKeys.content.announcements(['B'], 'm_home', 'TH', null))).toEqual(boot.homeBanners);
    expect(client.getQueryData(queryKeys.content.announcements(['PL', 'A'], undefined, 'TH', null))).toEqual(boot.news);
    expect(client.getQueryData(queryKeys.games.menus('TH'))).toEqual(boot.lobby.menus);
    expect(client.getQueryData(queryKeys.games.hot('ALL', 1, 9, 'TH'))).toEqual(boot.lobby.hot);
    // Home's top row (the new games) as its infinite list keeps it.
    expect(client.getQueryData(queryKeys.games.list(initialGameListFilter('NEW'), 20, null))).toEqual({
      pages: [{ items: boot.lobby.newGames?.games, pageNum: 1, totalPages: 2, totalCount: 25 }],
      pageParams: [1],
    });
    expect(localStorage.getItem('siteStatus')).not.toBeNull();
  });

  it('seeds the new games row only at the page size the row asks for, and reads boot data without it (an earlier site server)', () => {
    const client = new QueryClient();
    seedBootData(client, { ...boot, lobby: { ...boot.lobby, newPageSize: 12 } }, { merchantCode: 'lucky88', loggedIn: false });
    expect(client.getQueryCache().findAll({ queryKey: ['games', 'list'] })).toHaveLength(0);
    const { newGames: _dropped, newPageSize: _size, ...earlier } = boot.lobby;
    writeBoot(JSON.stringify({ ...boot, lobby: earlier }));
    const read = readBootData(document, 'lucky88');
    expect(read?.lobby.hot).toEqual(boot.lobby.hot);
    seedBootData(client, read!, { merchantCode: 'lucky88', loggedIn: false });
    expect(client.getQueryCache().findAll({ queryKey: ['games', 'list'] })).toHaveLength(0);
    document.getElementById(bootDataId)?.remove();
    writeBoot(JSON.stringify({ ...boot, lobby: { ...boot.lobby, newGames: 'none' } }));
    expect(readBootData(document, 'lucky88')).toBeUndefined();
  });

  it('leaves a member’s announcements to their own call', () => {
    const client = new QueryClient();
    seedBootData(client, boot, { merchantCode: 'lucky88', loggedIn: true });
    expect(client.getQueryCache().findAll({ queryKey: ['content'] })).toHaveLength(0);
    // The template and the switches are the merchant's, the same for a member.
    expect(client.getQueryData(queryKeys.system.template('lucky88'))).toEqual(boot.template);
  });

  it('reads boot data without the template and the switches (an earlier site server), and leaves them to their calls', () => {
    const { template: _template, whiteLabel: _whiteLabel, ...earlier } = boot;
    writeBoot(JSON.stringify(earlier));
    const read = readBootData(document, 'lucky88');
    expect(read?.settings).toEqual(boot.settings);
    const client = new QueryClient();
    seedBootData(client, read!, { merchantCode: 'lucky88', loggedIn: false });
    expect(client.getQueryCache().find({ queryKey: queryKeys.system.template('lucky88') })).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: queryKeys.system.whiteLabel('lucky88') })).toBeUndefined();
  });

  it('saves the language in a cookie the site server reads', () => {
    saveLanguageCookie(document, 'AR');
    expect(document.cookie).toContain('language=AR');
  });

  it('saves the cookie through the Cookie Store API where the browser has it, and with document.cookie if it refuses', async () => {
    const set = vi.fn<(options: CookieInit) => Promise<void>>().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new TypeError('refused'));
    const page = { defaultView: { cookieStore: { set } }, cookie: '' } as unknown as Document;
    saveLanguageCookie(page, 'TH');
    expect(set).toHaveBeenCalledWith(expect.objectContaining({ name: 'language', value: 'TH', path: '/', sameSite: 'lax' }));
    const { expires } = set.mock.calls[0]![0];
    expect(Number(expires) - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(page.cookie).toBe('');
    saveLanguageCookie(page, 'VI');
    await vi.waitFor(() => expect(page.cookie).toContain('language=VI'));
  });
});
