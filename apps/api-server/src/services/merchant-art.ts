import { artColours, merchantArtwork, merchantTokens } from '@whitelabel/merchants';
import { vendorIconSvg } from './art.js';

/** What the server draws a merchant's pictures with, from its folder: the theme's art colours and its icons. */
interface FolderArt {
  /** The gradient of its banners and promotions (white text over the first colour). */
  colours: [string, string];
  /** The square app icon (artwork/icon.svg), when the folder has one. */
  icon?: string;
  /** The document icon (artwork/favicon.svg), when the folder has one. */
  favicon?: string;
}

/** A merchant whose folder was removed since it was seeded keeps its rows: its pictures are drawn in neutral colours. */
const neutralColours: [string, string] = ['#232526', '#414345'];

/** The folders are read once per process and merchant: they change only with a new start, as the seed does. */
const cache = new Map<string, FolderArt>();

async function readFolderArt(code: string): Promise<FolderArt> {
  try {
    const colours = artColours(await merchantTokens(code));
    const artwork = merchantArtwork(code);
    return { colours, icon: artwork['icon.svg'] ?? undefined, favicon: artwork['favicon.svg'] ?? undefined };
  } catch {
    // No folder (or one made unreadable since the start, which checked it): neutral colours and drawn tiles.
    return { colours: neutralColours };
  }
}

/**
 * Reads the merchants' folders for their art, at the server's start: the theme's tokens are a module import, which
 * a request should not wait for (nor leave running when the server closes).
 */
export async function loadMerchantArt(codes: readonly string[]): Promise<void> {
  for (const code of codes) if (!cache.has(code)) cache.set(code, await readFolderArt(code));
}

/** The gradient of the merchant's banners and promotions (loaded at the start; neutral for a merchant added since). */
export function merchantColours(code: string): [string, string] {
  return (cache.get(code) ?? { colours: neutralColours }).colours;
}

/** The merchant's app and document icons: its folder's, or a tile with its name's first letter in its art colours. */
export function merchantMarks(merchant: { code: string; name: string }): { icon: string; favicon: string } {
  const art = cache.get(merchant.code) ?? { colours: neutralColours };
  const initial = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(merchant.name.trim())][0]?.segment.toUpperCase() ?? '';
  const icon = art.icon ?? vendorIconSvg(initial, art.colours);
  return { icon, favicon: art.favicon ?? icon };
}
