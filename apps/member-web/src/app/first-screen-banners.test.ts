import { preloadScreen } from '@whitelabel/app-shell';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { firstScreenBannerPages, firstScreenModules, firstScreenShellLayouts } from './first-screen-banners.js';
import { routeTable } from './routes.js';

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

describe('firstScreenModules', () => {
  const modules = firstScreenModules();

  it('names a screen for every banner page', () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(firstScreenBannerPages()).sort());
  });

  // The build announces these modules' files in each page's document: a page whose route loads another screen
  // would download the wrong files. Each route's lazy screen is loaded and compared with the named module.
  it.each(Object.entries(modules))(
    '%s: the route loads %s',
    async (path, module) => {
      const leaf = matchRoutes(routeTable, path)?.at(-1);
      const named = (await import(/* @vite-ignore */ `../${module.replace(/^src\//, '')}`)) as { default: unknown };
      expect(await preloadScreen(leaf?.route.element)).toBe(named.default);
    },
    20_000,
  );
});
