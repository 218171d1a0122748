import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerAction } from './banners.js';

const actions = () => ({ navigate: vi.fn(), launch: vi.fn() });

describe('banner linkage (contract Banner.linkage: NONE, URL, ROUTE, GAME, PROMOTION)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('routes inside the site, launches a game, opens a promotion on /m/activity', () => {
    const a = actions();
    bannerAction({ kind: 'ROUTE', target: '/m/activity' }, a)?.();
    expect(a.navigate).toHaveBeenCalledWith('/m/activity');
    bannerAction({ kind: 'GAME', target: '10547' }, a)?.();
    expect(a.launch).toHaveBeenCalledWith({ nodeId: '10547', gameCode: 'lobby', roomId: null });
    bannerAction({ kind: 'PROMOTION', target: 'p 1' }, a)?.();
    expect(a.navigate).toHaveBeenLastCalledWith('/m/activity?id=p%201');
  });

  it('opens a promotion where the page shows promotions, when it says so', () => {
    const a = actions();
    const openPromotion = vi.fn();
    bannerAction({ kind: 'PROMOTION', target: 'p1' }, { ...a, openPromotion })?.();
    expect(openPromotion).toHaveBeenCalledWith('p1');
    expect(a.navigate).not.toHaveBeenCalled();
  });

  it('opens external pages in a new tab, only over http(s)', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    bannerAction({ kind: 'URL', target: 'https://example.com/x' }, actions())?.();
    expect(open).toHaveBeenCalledWith('https://example.com/x', '_blank', 'noopener');
    expect(bannerAction({ kind: 'URL', target: 'javascript:alert(1)' }, actions())).toBeUndefined();
  });

  it('is a picture only without a usable target', () => {
    expect(bannerAction({ kind: 'NONE', target: null }, actions())).toBeUndefined();
    expect(bannerAction({ kind: 'ROUTE', target: 'https://elsewhere.example' }, actions())).toBeUndefined();
    expect(bannerAction({ kind: 'GAME', target: '  ' }, actions())).toBeUndefined();
  });
});
