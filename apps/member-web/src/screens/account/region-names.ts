/** Region names by ISO 3166-1 code, in one language. */
type Territories = Record<string, string>;

/**
 * The Unicode CLDR's region names for the interface languages browsers have none for: Chromium's `Intl.DisplayNames`
 * answers English names in Kazakh, Uzbek, Nepali, Burmese, Khmer and Lao, and the API's country name is English.
 * Each language's file is its own chunk, fetched only when that language is shown.
 */
const cldrTerritories: Record<string, () => Promise<Territories>> = {
  kk: async () => (await import('cldr-localenames-full/main/kk/territories.json')).default.main.kk.localeDisplayNames.territories,
  uz: async () => (await import('cldr-localenames-full/main/uz/territories.json')).default.main.uz.localeDisplayNames.territories,
  ne: async () => (await import('cldr-localenames-full/main/ne/territories.json')).default.main.ne.localeDisplayNames.territories,
  my: async () => (await import('cldr-localenames-full/main/my/territories.json')).default.main.my.localeDisplayNames.territories,
  km: async () => (await import('cldr-localenames-full/main/km/territories.json')).default.main.km.localeDisplayNames.territories,
  lo: async () => (await import('cldr-localenames-full/main/lo/territories.json')).default.main.lo.localeDisplayNames.territories,
};

/** Names a region code in `language`, or undefined where it has no name for it. */
export type RegionNamer = (code: string) => string | undefined;

/** Whether `language` takes its region names from the CLDR files above (loaded by {@link loadRegionNames}). */
export const needsRegionNames = (language: string): boolean => language in cldrTerritories;

/** The browser's region names in `language` (Intl), undefined where the browser has no Intl.DisplayNames. */
export function browserRegionNames(language: string): RegionNamer | undefined {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    return (code) => names.of(code);
  } catch {
    return undefined;
  }
}

/** The CLDR region names of a language that needs them; the browser's for any other. */
export async function loadRegionNames(language: string): Promise<RegionNamer | undefined> {
  const load = cldrTerritories[language];
  if (!load) return browserRegionNames(language);
  const territories = await load();
  return (code) => territories[code];
}
