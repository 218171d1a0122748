import { createFixtures } from '@whitelabel/api/mocks';
import type { GameCardGame } from '../components/GameCard/GameCard.js';
import type { VendorTab } from '../components/VendorTabs/VendorTabs.js';

/**
 * Story data from the typed API mocks (`@whitelabel/api/mocks`), shaped the way screens hand it to
 * the components. For stories only; not part of the kit.
 */
export const mockFixtures = createFixtures();

type MockGame = (typeof mockFixtures.games)[number];
type MockVendor = (typeof mockFixtures.vendors)[number];

/** A game item as a card shows it. */
export function toCardGame(game: MockGame, idSuffix = ''): GameCardGame {
  const vendor = mockFixtures.vendors.find((item) => item.vassalage === game.vassalage);
  return {
    id: `${game.nodeId}${idSuffix}`,
    name: game.displayName,
    gameType: game.gameType,
    imageUrl: game.img,
    imageWidth: 240,
    imageHeight: 240,
    vendorName: vendor?.displayName ?? game.vassalage,
    ...(game.iconUrl ? { vendorIconUrl: game.iconUrl } : {}),
  };
}

export const toVendorTab = (vendor: MockVendor): VendorTab => ({ id: vendor.vassalage, name: vendor.displayName, iconUrl: vendor.iconUrl });

/** The slot (RNG) games of the mocks. */
export const mockSlotGames = mockFixtures.games.filter((game) => game.gameType === 'RNG').map((game) => toCardGame(game));
export const mockLiveGames = mockFixtures.games.filter((game) => game.gameType === 'LIVE').map((game) => toCardGame(game));

/** `count` cards cycling through every mock game, each with a unique id (for long and virtualised lists). */
export function mockCardGames(count: number): GameCardGame[] {
  const games = mockFixtures.games;
  return Array.from({ length: count }, (_, index) => toCardGame(games[index % games.length]!, index < games.length ? '' : `-${index}`));
}

/** Providers of sports games (the provider-lobby kind), as tiles. */
export const mockSportsVendors = mockFixtures.vendors
  .filter((vendor) => vendor.gameTypes.includes('SPORTS'))
  .map((vendor) => ({ ...toVendorTab(vendor), maintenance: vendor.maintenance }));

/** Providers of slot games, as tabs. */
export const mockSlotVendors = mockFixtures.vendors.filter((vendor) => vendor.gameTypes.includes('RNG')).map(toVendorTab);

/** Slot classifications offered by the providers, without duplicates. */
export const mockSlotClassifications = [
  ...new Map(
    mockFixtures.vendors
      .filter((vendor) => vendor.gameTypes.includes('RNG'))
      .flatMap((vendor) => vendor.gameClassify)
      .map((item) => [item.key, { id: item.key, label: item.displayName }] as const),
  ).values(),
];
