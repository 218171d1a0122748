import { describe, expect, it } from 'vitest';
import { readCachedSiteStatus, siteStatusCode, siteStatusScreen, writeCachedSiteStatus } from './site-status.js';

describe('site status mapping (spec section 4: 0 normal, 1 maintenance, 2 region restricted)', () => {
  it('is 0 when neither applies', () => {
    expect(siteStatusCode({ maintenance: false, regionRestriction: false })).toBe(0);
  });
  it('is 1 for maintenance', () => {
    expect(siteStatusCode({ maintenance: true, regionRestriction: false })).toBe(1);
  });
  it('is 1 when maintenance and region restriction both apply', () => {
    expect(siteStatusCode({ maintenance: true, regionRestriction: true })).toBe(1);
  });
  it('is 2 for region restriction only', () => {
    expect(siteStatusCode({ maintenance: false, regionRestriction: true })).toBe(2);
  });
  it('caches the code in local storage and ignores anything else stored there', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readCachedSiteStatus(storage)).toBeUndefined();
    writeCachedSiteStatus(storage, 2);
    expect(readCachedSiteStatus(storage)).toBe(2);
    store.set('siteStatus', 'garbage');
    expect(readCachedSiteStatus(storage)).toBeUndefined();
  });
});

describe('site status screens (spec sections 2 and 4: maintenance, then IP/location block)', () => {
  it('shows no screen for 0 or an unknown status, maintenance for 1 and the region block for 2', () => {
    expect(siteStatusScreen(0)).toBeNull();
    expect(siteStatusScreen(undefined)).toBeNull();
    expect(siteStatusScreen(1)).toBe('maintenance');
    expect(siteStatusScreen(2)).toBe('regionBlocked');
  });
});
