/** What the local list cache needs of `localStorage` (tests pass a map). */
export interface ListStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A list the device keeps between visits: its data and when the server gave it (epoch ms). */
export interface CachedList<T> {
  data: T;
  savedAt: number;
}

const prefix = 'listCache:';

function browserStorage(): ListStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be refused (private modes, blocked cookies): the list then comes from the server each time.
    return undefined;
  }
}

/** The kept copy of a list (spec 9.038: lottery and vendor lists are cached locally), or nothing. */
export function readCachedList<T>(key: string, storage: ListStorage | undefined = browserStorage()): CachedList<T> | undefined {
  try {
    const raw = storage?.getItem(prefix + key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<CachedList<T>>;
    return typeof parsed.savedAt === 'number' && parsed.data !== undefined ? { data: parsed.data, savedAt: parsed.savedAt } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the server's latest copy of a list; a full or refused storage only loses the copy. */
export function writeCachedList<T>(key: string, data: T, now: number = Date.now(), storage: ListStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(prefix + key, JSON.stringify({ data, savedAt: now } satisfies CachedList<T>));
  } catch {
    // Quota exceeded or storage refused: the next visit asks the server, as without a cache.
  }
}

/**
 * The image origin of this visit (spec 9.038: chosen at random from the configured image CDNs): the one chosen
 * earlier in the session while the settings still list it, else a new random pick; none when none is configured.
 */
export function chooseImageCdn(cdns: readonly string[], chosen: string | null, random: () => number = Math.random): string | null {
  if (cdns.length === 0) return null;
  if (chosen && cdns.includes(chosen)) return chosen;
  return cdns[Math.min(cdns.length - 1, Math.floor(random() * cdns.length))] ?? null;
}

/** An image address served from the chosen CDN: the same path and query on the CDN's origin; others unchanged. */
export function onImageCdn(url: string, cdn: string | null): string {
  if (!cdn || !url) return url;
  try {
    const source = new URL(url, 'http://relative.invalid');
    const target = new URL(cdn);
    if (!['http:', 'https:'].includes(source.protocol)) return url;
    return `${target.origin}${target.pathname.replace(/\/$/, '')}${source.pathname}${source.search}`;
  } catch {
    return url;
  }
}
