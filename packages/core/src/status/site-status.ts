import type { SystemStatus } from '@whitelabel/api';

/**
 * Site status codes (spec section 4): 0 normal; 1 maintenance (also when maintenance and region
 * restriction both apply); 2 region restricted only.
 */
export type SiteStatusCode = 0 | 1 | 2;

export function siteStatusCode(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): SiteStatusCode {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

/** Local storage key the last known status is cached under, so a reload shows it at once. */
export const siteStatusStorageKey = 'siteStatus';

export function readCachedSiteStatus(storage: Pick<Storage, 'getItem'> | undefined): SiteStatusCode | undefined {
  const raw = storage?.getItem(siteStatusStorageKey);
  return raw === '0' || raw === '1' || raw === '2' ? (Number(raw) as SiteStatusCode) : undefined;
}

export function writeCachedSiteStatus(storage: Pick<Storage, 'setItem'> | undefined, code: SiteStatusCode): void {
  storage?.setItem(siteStatusStorageKey, String(code));
}

export type SiteStatusScreen = 'maintenance' | 'regionBlocked';

/**
 * The screen a status code shows (spec section 2: maintenance and IP/location block; section 4's
 * other reading "1 shows the first status screen, 2 the second" names the same two in that order).
 */
export function siteStatusScreen(code: SiteStatusCode | undefined): SiteStatusScreen | null {
  if (code === 1) return 'maintenance';
  if (code === 2) return 'regionBlocked';
  return null;
}
