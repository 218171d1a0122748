import type { Schema } from '@whitelabel/api';
import { gameListPageSize, initialGameListFilter, siteStatusCode, writeCachedSiteStatus, type LanguageCode } from '@whitelabel/core';
import { queryKeys, seedGameList } from '@whitelabel/core/hooks';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Boot data: the first screen's public data written into the document by apps/site-server
 * (src/boot.ts) as `<script type="application/json" id="boot-data">`: site status, merchant settings and
 * the home banners and the lobby's first view for the visitor's saved language. Read once at start-up into react-query's cache, so
 * the first screen renders without waiting for its first round of calls.
 */
export interface BootData {
  v: 1;
  merchant: string;
  language: string;
  fetchedAt: number;
  status: Schema<'SystemStatus'>;
  settings: Schema<'SiteSettings'>;
  /** The merchant's template settings (the header's logo) and white-label switches; a site server of an earlier release writes neither. */
  template?: Schema<'TemplateSettings'>;
  whiteLabel?: Schema<'WhiteLabel'>;
  homeBanners: Schema<'AnnouncementGroups'>;
  /** Home's marquee: announcements of types PL and A as a guest sees them. */
  news: Schema<'AnnouncementGroups'>;
  /**
   * The lobby's first view (HOT): game menus, the hot games' first page of `hotPageSize` and the new games' (its top
   * row) of `newPageSize`; a site server of an earlier release writes no new games (the row then fetches them).
   */
  lobby: { menus: Schema<'GameMenus'>; hotPageSize: number; hot: Schema<'GamePage'>; newPageSize?: number; newGames?: Schema<'GamePage'> };
  /** On a page that opens with another banner group (a game category, promotions): that group's banners. */
  pageBanners?: { group: Schema<'BannerGroup'>; banners: Schema<'AnnouncementGroups'> };
  /** On the promotions page: the promotions and their categories as a guest sees them. */
  promotions?: Schema<'AnnouncementGroups'>;
}

export const bootDataId = 'boot-data';

/** The cookie the site server reads to choose the boot data's language (the saved language, spec section 3). */
export const languageCookie = 'language';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The document's boot data for this merchant, or undefined when there is none or it is not for this build. */
export function readBootData(document: Document, merchantCode: string): BootData | undefined {
  const text = document.getElementById(bootDataId)?.textContent;
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(value) || value.v !== 1 || value.merchant !== merchantCode || typeof value.language !== 'string' || typeof value.fetchedAt !== 'number')
    return undefined;
  if (!isObject(value.status) || !isObject(value.settings) || !isObject(value.homeBanners) || !isObject(value.news) || !isObject(value.lobby)) return undefined;
  if (!isObject(value.lobby.menus) || !isObject(value.lobby.hot) || typeof value.lobby.hotPageSize !== 'number') return undefined;
  if (value.lobby.newGames !== undefined && !(isObject(value.lobby.newGames) && typeof value.lobby.newPageSize === 'number')) return undefined;
  if (value.pageBanners !== undefined && !(isObject(value.pageBanners) && typeof value.pageBanners.group === 'string' && isObject(value.pageBanners.banners)))
    return undefined;
  if (value.promotions !== undefined && !isObject(value.promotions)) return undefined;
  if ((value.template !== undefined && !isObject(value.template)) || (value.whiteLabel !== undefined && !isObject(value.whiteLabel))) return undefined;
  return value as unknown as BootData;
}

/**
 * Seeds the cache with the boot data under the keys the hooks use (useSiteStatus, useSiteSettings, useTemplateSettings, useWhiteLabel and a
 * guest's useBanners('m_home'), the page's own banner group, the promotions page's promotions and marquee announcements, useGameMenus and home's first useHotGames page in the boot data's language, and the first page of home's new games row), dated when the server fetched them, so
 * the usual freshness rules decide when they are fetched again. A member's announcements (with read marks) are fetched as before.
 */
export function seedBootData(queryClient: QueryClient, boot: BootData, options: { merchantCode: string; loggedIn: boolean; storage?: Storage }) {
  const updatedAt = Math.min(boot.fetchedAt, Date.now());
  queryClient.setQueryData(queryKeys.system.status, boot.status, { updatedAt });
  writeCachedSiteStatus(options.storage, siteStatusCode(boot.status));
  queryClient.setQueryData(queryKeys.system.settings(options.merchantCode), boot.settings, { updatedAt });
  if (boot.template) queryClient.setQueryData(queryKeys.system.template(options.merchantCode), boot.template, { updatedAt });
  if (boot.whiteLabel) queryClient.setQueryData(queryKeys.system.whiteLabel(options.merchantCode), boot.whiteLabel, { updatedAt });
  queryClient.setQueryData(queryKeys.games.menus(boot.language), boot.lobby.menus, { updatedAt });
  queryClient.setQueryData(queryKeys.games.hot('ALL', 1, boot.lobby.hotPageSize, boot.language), boot.lobby.hot, { updatedAt });
  // Home's top row: seeded only when the page size is the one the row asks for.
  const newGames = initialGameListFilter('NEW');
  if (boot.lobby.newGames && boot.lobby.newPageSize === gameListPageSize(newGames, 'home'))
    seedGameList(queryClient, newGames, 'home', boot.lobby.newGames, updatedAt);
  if (!options.loggedIn) {
    queryClient.setQueryData(queryKeys.content.announcements(['B'], 'm_home', boot.language, null), boot.homeBanners, { updatedAt });
    queryClient.setQueryData(queryKeys.content.announcements(['PL', 'A'], undefined, boot.language, null), boot.news, { updatedAt });
    if (boot.pageBanners)
      queryClient.setQueryData(queryKeys.content.announcements(['B'], boot.pageBanners.group, boot.language, null), boot.pageBanners.banners, { updatedAt });
    if (boot.promotions)
      queryClient.setQueryData(queryKeys.content.announcements(['Promotion'], undefined, boot.language, null), boot.promotions, { updatedAt });
  }
}

/** How long the language cookie lasts: a year. */
const languageCookieSeconds = 31_536_000;

/**
 * Saves the language where the site server can read it for the next document (one year, this site only). Runs in the
 * first render's effects: the Cookie Store API writes without holding the main thread, where `document.cookie`'s
 * setter waits for the browser's cookie store (under a millisecond on an idle page here, 12 ms once in a profile of
 * home's load at 1x CPU); the setter stays for browsers without the API or when it refuses.
 */
export function saveLanguageCookie(document: Document, language: LanguageCode) {
  const writeCookie = () => {
    document.cookie = `${languageCookie}=${language}; path=/; max-age=${languageCookieSeconds}; samesite=lax`;
  };
  const cookieStore = document.defaultView && 'cookieStore' in document.defaultView ? document.defaultView.cookieStore : undefined;
  if (!cookieStore) return writeCookie();
  cookieStore.set({ name: languageCookie, value: language, path: '/', expires: Date.now() + languageCookieSeconds * 1000, sameSite: 'lax' }).catch(writeCookie);
}
