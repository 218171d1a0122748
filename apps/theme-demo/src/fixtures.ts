import { formatListDate } from '@whitelabel/core';
import { createFixtures } from '@whitelabel/api/mocks';
import type { GameCardGame, WinnerEntry } from '@whitelabel/ui';

/**
 * The demo's data: the seeded fixtures of @whitelabel/api/mocks (the same the stories and tests
 * use), shaped for the components. The art is inline SVG, so frames look the same offline.
 */
const fixtures = createFixtures();

const vendorName = new Map(fixtures.vendors.map((vendor) => [vendor.vassalage, vendor.displayName]));

type FixtureGame = (typeof fixtures.games)[number];

export function toCard(game: FixtureGame): GameCardGame {
  return {
    id: game.nodeId,
    name: game.displayName,
    gameType: game.gameType,
    imageUrl: game.img,
    imageWidth: 240,
    imageHeight: 240,
    vendorName: vendorName.get(game.vassalage) ?? game.vassalage,
    vendorIconUrl: game.iconUrl ?? undefined,
  };
}

const byType = (type: string) => fixtures.games.filter((game) => game.gameType === type);

/** Hot games first (as the HOT category lists them), then the rest of the slots. */
const slots = byType('RNG');
export const hotGames = [...fixtures.games.filter((game) => game.isHot === 1 && game.gameType !== 'SPORTS'), ...slots.filter((game) => game.isHot !== 1)]
  .slice(0, 12)
  .map(toCard);
export const liveGames = byType('LIVE').map(toCard);
/** Slots with what the filter popup narrows by: provider and game types. */
export const slotGamesWithFacets = slots.map((game) => ({
  card: toCard(game),
  vendor: game.vassalage,
  classifications: (game.gameClassify ?? []) as readonly string[],
}));
export const slotCount = slots.length;

/** Providers of slot games, in their sorting order. */
export const slotVendors = fixtures.vendors
  .filter((vendor) => vendor.gameTypes.includes('RNG'))
  .map((vendor) => ({ id: vendor.vassalage, name: vendor.displayName, iconUrl: vendor.iconUrl }));

export const slotClassifications = [
  ...new Map(
    fixtures.vendors
      .filter((vendor) => vendor.gameTypes.includes('RNG'))
      .flatMap((vendor) => vendor.gameClassify.map((item) => [item.key, item.displayName] as const)),
  ),
].map(([id, label]) => ({ id, label }));

export const homeBanners = fixtures.banners.filter((banner) => banner.groupName === 'm_home');
export const announcements = fixtures.announcements.map((announcement) => ({ id: announcement.id, text: announcement.title }));
export const unreadAnnouncements = fixtures.announcements.filter((announcement) => !announcement.read).length;
export const winners: WinnerEntry[] = fixtures.winners;
export const countries = fixtures.countries;
export const promotions = fixtures.promotions;
export const promotionCategories = [...fixtures.promotionCategories].sort((a, b) => a.sequence - b.sequence);

/** The jackpot pool the lobby shows (no fixture carries one); fixed so that frames and baselines never drift. */
export const jackpotValue = 12_845_320.75;

/** Games of one lobby category (a base game type); favourites need a login, so none for a guest. */
export function gamesOfType(type: string): GameCardGame[] {
  return byType(type).map(toCard);
}

/** The captcha picture as the server draws it (grey noise and digits; the answer of the dev endpoint). */
export const captchaArt = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="36" viewBox="0 0 100 36">' +
    '<rect width="100" height="36" fill="#eceff3"/>' +
    '<path d="M4 28 C30 6 60 34 96 10" stroke="#9aa3af" stroke-width="1.5" fill="none"/>' +
    '<path d="M2 12 C28 30 70 2 98 26" stroke="#b6bdc7" stroke-width="1" fill="none"/>' +
    '<text x="50" y="25" text-anchor="middle" font-family="monospace" font-size="20" font-weight="700" letter-spacing="6" fill="#2b3340">7351</text>' +
    '</svg>',
)}`;

/** Announcements with their plain text and list date (YYYY-MM-DD), for the notice accordion. */
export const announcementsInFull = fixtures.announcements.map((announcement) => ({
  id: announcement.id,
  title: announcement.title,
  date: formatListDate(announcement.startDate),
  text: announcement.content.replace(/<[^>]+>/g, ''),
  unread: !announcement.read,
}));

/** The member the member centre and deposit screens show logged in. */
export const demoMember = { account: 'somchai88', vipLevel: 3 };

/** The member's balance: fifty-two and a half of the merchant's smallest deposits, so it reads right in any currency. */
export const demoBalance = (depositMin: number) => depositMin * 52.5;

/**
 * The deposit methods the deposit screen offers: the QR channel (its quick amounts are the folder's presets, as the
 * reference server seeds it) and the bank transfer (any amount in the folder's range).
 */
export const depositMethods = [
  { id: 'qr', channel: 'QR', icon: 'wallet', presetsOnly: true },
  { id: 'bank', channel: 'BANK_TRANSFER', icon: 'shield', presetsOnly: false },
] as const;
