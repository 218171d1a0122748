import { artColours, merchantArtwork, merchantTokens } from '@whitelabel/merchants';
import { vendorIconSvg } from './art.js';

/** What the server draws a merchant's pictures with, from its folder: the theme's art colours and its icons. */
export interface MerchantArt {
  /** The gradient of its banners and promotions (white text over the first colour). */
  colours: [string, string];
  /** The square app icon (artwork/icon.svg), or a tile with the name's first letter in the art colours. */
  icon: string;
  /** The document icon (artwork/favicon.svg, else the app icon). */
  favicon: string;
}

/** A merchant whose folder was removed since it was seeded keeps its rows: its pictures are drawn in neutral colours. */
const neutralColours: [string, string] = ['#232526', '#414345'];

/** The folders are read once per process and merchant: they change only with a new start, as the seed does. */
const cache = new Map<string, Promise<MerchantArt>>();

async function readMerchantArt(code: string, name: string): Promise<MerchantArt> {
  let colours = neutralColours;
  let artwork: Partial<ReturnType<typeof merchantArtwork>> = {};
  try {
    colours = artColours(await merchantTokens(code));
    artwork = merchantArtwork(code);
  } catch {
    // No folder (or one made unreadable since the start, which checked it): neutral colours and a drawn tile.
  }
  const initial = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim())][0]?.segment.toUpperCase() ?? '';
  const icon = artwork['icon.svg'] ?? vendorIconSvg(initial, colours);
  return { colours, icon, favicon: artwork['favicon.svg'] ?? icon };
}

/** The merchant's art, read from its folder at first use. */
export function merchantArt(merchant: { code: string; name: string }): Promise<MerchantArt> {
  let art = cache.get(merchant.code);
  if (!art) {
    art = readMerchantArt(merchant.code, merchant.name);
    cache.set(merchant.code, art);
  }
  return art;
}
