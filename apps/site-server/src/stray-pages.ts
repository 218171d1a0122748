import { looksLikeFile } from './builds.js';

/** Where a page address outside the sites lands: the member site's home, on the merchant's own host. */
export const memberHome = '/m/home';

/** The API's prefixes: a wrong API address is answered 404, never with a page. */
const apiPath = /^\/(?:wps|lgw)(?:\/|$)/;

/**
 * A page address outside the sites (spec 2.022, "any unknown path redirects to /m/home"): an old bookmark or a typed
 * `/foo`, neither a file (those get a real 404, so a missing script is never answered with a page) nor an API path.
 * Before this server the site's own router sent these to /m/home; it still does for unknown paths under /m.
 */
export function isStrayPage(path: string): boolean {
  return !(path === '/m' || path.startsWith('/m/')) && !apiPath.test(path) && !looksLikeFile(path);
}
