import { unwrap, type ApiClient } from '@whitelabel/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { chooseImageCdn, onImageCdn } from '../cache/local-lists.js';
import { storageKeys } from '../constants/business.js';
import { readCachedSiteStatus, siteStatusCode, siteStatusScreen, writeCachedSiteStatus, type SiteStatusCode } from '../status/site-status.js';
import { useApi } from './api-context.js';
import { queryKeys } from './query-keys.js';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
const settingsStaleMs = 5 * 60_000;

/** Query options of the site status; also used to prefetch it before the first render. */
export function siteStatusQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.system.status,
    queryFn: async () => {
      const status = await unwrap(client.GET('/wps/system/status'));
      writeCachedSiteStatus(storage(), siteStatusCode(status));
      return status;
    },
    staleTime: 60_000,
  });
}

/** Site status (spec section 4), cached in local storage and refreshed from the server; `screen` to show. */
export function useSiteStatus() {
  const { client } = useApi();
  const query = useQuery(siteStatusQuery(client));
  const code: SiteStatusCode | undefined = query.data ? siteStatusCode(query.data) : readCachedSiteStatus(storage());
  return { ...query, code, screen: siteStatusScreen(code) };
}

/** The merchant's consolidated settings (white-label flags, feature switches, languages). */
export function useSiteSettings() {
  const { client, merchantCode } = useApi();
  return useQuery({
    queryKey: queryKeys.system.settings(merchantCode),
    queryFn: () => unwrap(client.GET('/wps/system/settings')),
    staleTime: settingsStaleMs,
  });
}

/**
 * Serves image addresses from the image CDN of this visit (spec 9.038: one of the settings' imageCDNs at random,
 * kept for the browser session); without CDNs in the settings, addresses stay as the API gave them.
 */
export function useImageCdn(): (url: string) => string {
  const settings = useSiteSettings();
  const cdns = settings.data?.imageCDNs;
  const cdn = useMemo(() => {
    const session = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
    const chosen = chooseImageCdn(cdns ?? [], session?.getItem(storageKeys.imageCdn) ?? null);
    if (chosen) session?.setItem(storageKeys.imageCdn, chosen);
    return chosen;
  }, [cdns]);
  return useCallback((url: string) => onImageCdn(url, cdn), [cdn]);
}

/** White-label flags, module ids and feature switches (spec section 6). */
export function useWhiteLabel() {
  const { client, merchantCode } = useApi();
  return useQuery({
    queryKey: queryKeys.system.whiteLabel(merchantCode),
    queryFn: () => unwrap(client.GET('/wps/system/whitelabel')),
    staleTime: settingsStaleMs,
  });
}

/** Template settings (mem_cen, dep_func, logo). */
export function useTemplateSettings() {
  const { client, merchantCode } = useApi();
  return useQuery({
    queryKey: queryKeys.system.template(merchantCode),
    queryFn: () => unwrap(client.GET('/wps/system/setting/template')),
    staleTime: settingsStaleMs,
  });
}
