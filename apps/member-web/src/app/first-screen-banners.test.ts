import { describe, expect, it } from 'vitest';
import { firstScreenBannerPages, firstScreenShellLayouts } from './first-screen-banners.js';

describe('firstScreenBannerPages', () => {
  const pages = firstScreenBannerPages();

  it('names the banner group of home, the category pages and promotions', () => {
    expect(pages['/m/home']).toBe('m_home');
    expect(pages['/m']).toBe('m_home');
    expect(pages['/m/slot-games']).toBe('m_rng');
    expect(pages['/m/live-games']).toBe('m_live');
    expect(pages['/m/esport-games']).toBe('m_sports');
    expect(pages['/m/activity']).toBe('m_promotion');
  });

  it('leaves out pages that open without a banner (list selections, other screens)', () => {
    expect(pages['/m/hot-games']).toBeUndefined();
    expect(pages['/m/favorite']).toBeUndefined();
    expect(pages['/m/notice']).toBeUndefined();
    expect(pages['/']).toBeUndefined();
  });
});

describe('firstScreenShellLayouts', () => {
  it('gives promotions its own shell, whose page also opens with a banner', () => {
    expect(firstScreenShellLayouts()).toEqual({ '/m/activity': 'promotions' });
    for (const path of Object.keys(firstScreenShellLayouts())) expect(firstScreenBannerPages()[path]).toBeDefined();
  });
});
