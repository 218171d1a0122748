import { bannerGroupOf, bannerGroups, gameTypeRoutes, type GameType } from '@whitelabel/core';
import { homeAliases } from '../routes/home-paths.js';

/**
 * The pages whose screen opens with a banner carousel where the first-screen shell has its banner frame,
 * and the banner group each shows: home, the game category pages and promotions. The build lists them for
 * the site server (first-screen-shell.ts), which puts that group's first banner into the document.
 */
export function firstScreenBannerPages(): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const path of homeAliases) if (path.startsWith('/m')) pages[path] = bannerGroups.home;
  for (const [type, path] of Object.entries(gameTypeRoutes)) {
    const group = bannerGroupOf(type as GameType);
    if (path && group) pages[path] = group;
  }
  pages['/m/activity'] = bannerGroups.promotion;
  return pages;
}

/** Pages whose shell has another layout than the lobby's (first-screen-shell.ts): promotions. */
export function firstScreenShellLayouts(): Record<string, 'promotions'> {
  return { '/m/activity': 'promotions' };
}

/**
 * The screen module of each page the site server opens with a first screen (the banner pages), as the build
 * names it: the server announces its chunks in the document (app-module-preload.ts), so they download while
 * the shell shows instead of being asked for by the first render. Each must be the module the page's route
 * loads (src/routes); a test checks it.
 */
export function firstScreenModules(): Record<string, string> {
  const screenOf = (path: string) =>
    homeAliases.includes(path)
      ? 'src/screens/HomeScreen.tsx'
      : path === '/m/activity'
        ? 'src/screens/content/ActivityScreen.tsx'
        : 'src/screens/games/GameListScreen.tsx';
  return Object.fromEntries(Object.keys(firstScreenBannerPages()).map((path) => [path, screenOf(path)]));
}
