import type { GameCardGame } from './GameCard.js';

/**
 * Deterministic story and test data: generated SVG art (a gradient with the game's name), as the
 * reference server serves it, so stories need no network.
 */
export function fixtureArt(label: string, hue: number, width = 200, height = 200): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="55%" font-family="sans-serif" font-size="20" font-weight="700" fill="white" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const names = ['Mahjong Ways', 'Fortune Ox', 'Golden Empire', 'Super Ace', 'Lucky Neko', 'Wild Bounty', 'Dragon Hatch', 'Fish Hunter', 'Money Coming'];
const vendors = [
  { name: 'PG', hue: 12 },
  { name: 'JILI', hue: 210 },
  { name: 'RTG', hue: 140 },
];

/** A game for stories and tests; the same index always gives the same game. */
export function fixtureGame(index: number, overrides: Partial<GameCardGame> = {}): GameCardGame {
  const vendor = vendors[index % vendors.length]!;
  const name = `${names[index % names.length]!}${index >= names.length ? ` ${Math.floor(index / names.length) + 1}` : ''}`;
  return {
    id: `node-${index}`,
    name,
    gameType: 'RNG',
    imageUrl: fixtureArt(name.slice(0, 12), (vendor.hue + index * 23) % 360),
    vendorName: vendor.name,
    vendorIconUrl: fixtureArt(vendor.name, vendor.hue, 28, 28),
    ...overrides,
  };
}

/** An image address that always fails to load (nothing is served under it). */
export const brokenImageUrl = 'data:image/png;base64,broken';
