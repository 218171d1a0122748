import type { classifications, games, vendors } from '../db/schema.js';
import { sportsCategoryOf, type BaseGameType } from '@whitelabel/rules';
import { pick, seededRandom, seedOf } from './random.js';

type VendorRow = typeof vendors.$inferInsert;
type GameRow = typeof games.$inferInsert;
type ClassificationRow = typeof classifications.$inferInsert;

/** Classifications per base game type (spec sections 3, 9: BG bingo, JP jackpot, FeatureBuy). */
export const seedClassifications: ClassificationRow[] = [
  ...(
    [
      ['SLOT', 'Slots'],
      ['FeatureBuy', 'Feature Buy'],
      ['MEGAWAYS', 'Megaways'],
      ['JP', 'Jackpot'],
      ['BG', 'Bingo'],
      ['CLASSIC', 'Classic'],
      ['CRASH', 'Crash'],
      ['ARCADE', 'Arcade'],
    ] as const
  ).map(([key, displayName], sort) => ({ gameType: 'RNG', key, displayName, sort })),
  { gameType: 'FISH', key: 'ARCADE', displayName: 'Fishing', sort: 0 },
  { gameType: 'PVP', key: 'POKER', displayName: 'Poker', sort: 0 },
  { gameType: 'PVP', key: 'TABLE', displayName: 'Table games', sort: 1 },
  ...(
    [
      ['BACCARAT', 'Baccarat'],
      ['ROULETTE', 'Roulette'],
      ['SICBO', 'Sic Bo'],
      ['DRAGON_TIGER', 'Dragon Tiger'],
      ['POKER', 'Poker'],
    ] as const
  ).map(([key, displayName], sort) => ({ gameType: 'LIVE', key, displayName, sort })),
  { gameType: 'ELOTT', key: 'KENO', displayName: 'Keno', sort: 0 },
];

interface VendorPlan {
  code: string;
  displayName: string;
  colors: [string, string];
  inHouse?: boolean;
  /** Games per base type. */
  counts: Partial<Record<BaseGameType, number>>;
}

const vendorPlans: VendorPlan[] = [
  { code: 'JL', displayName: 'JILI', colors: ['#f7b733', '#fc4a1a'], counts: { RNG: 300, FISH: 24, PVP: 40 } },
  { code: 'RTG', displayName: 'RTG Slots', colors: ['#8e2de2', '#4a00e0'], counts: { RNG: 180 } },
  { code: 'PG', displayName: 'PG Soft', colors: ['#11998e', '#38ef7d'], counts: { RNG: 220 } },
  { code: 'PP', displayName: 'Pragmatic Play', colors: ['#ff512f', '#dd2476'], counts: { RNG: 260, LIVE: 40 } },
  { code: 'JDB', displayName: 'JDB', colors: ['#2193b0', '#6dd5ed'], counts: { RNG: 140, FISH: 18 } },
  { code: 'FC', displayName: 'Fa Chai', colors: ['#c31432', '#240b36'], counts: { RNG: 120, FISH: 16 } },
  { code: 'SPADE', displayName: 'Spadegaming', colors: ['#0f2027', '#2c5364'], counts: { RNG: 130, FISH: 12 } },
  { code: 'WL', displayName: 'WL Originals', colors: ['#f12711', '#f5af19'], inHouse: true, counts: { RNG: 70, PVP: 24 } },
  { code: 'MINI', displayName: 'Mini Games', colors: ['#654ea3', '#eaafc8'], inHouse: true, counts: { RNG: 50 } },
  { code: 'KM', displayName: 'Kingmaker', colors: ['#b24592', '#f15f79'], counts: { PVP: 60 } },
  { code: 'V8', displayName: 'V8 Poker', colors: ['#141e30', '#243b55'], counts: { PVP: 70 } },
  { code: 'EVO', displayName: 'Evolution', colors: ['#000428', '#004e92'], counts: { LIVE: 90 } },
  { code: 'SEXY', displayName: 'AE Sexy', colors: ['#ee0979', '#ff6a00'], counts: { LIVE: 36 } },
  { code: 'DG', displayName: 'Dream Gaming', colors: ['#c94b4b', '#4b134f'], counts: { LIVE: 36 } },
  { code: 'WM', displayName: 'WM Casino', colors: ['#1d976c', '#93f9b9'], counts: { LIVE: 30 } },
  { code: 'SABA', displayName: 'SABA Sports', colors: ['#0575e6', '#021b79'], counts: { SPORTS: 4 } },
  { code: 'SBO', displayName: 'SBOBET', colors: ['#134e5e', '#71b280'], counts: { SPORTS: 4 } },
  { code: 'AV', displayName: 'AV Esports', colors: ['#7f00ff', '#e100ff'], counts: { SPORTS: 5 } },
  { code: 'AI', displayName: 'AI Esports', colors: ['#00c6ff', '#0072ff'], counts: { SPORTS: 5 } },
  { code: 'IMES', displayName: 'IM Esports', colors: ['#fc466b', '#3f5efb'], counts: { SPORTS: 5 } },
  { code: 'TF', displayName: 'TF Gaming', colors: ['#e65c00', '#f9d423'], counts: { SPORTS: 5 } },
  { code: 'IA', displayName: 'IA Esports', colors: ['#16222a', '#3a6073'], counts: { SPORTS: 5 } },
  { code: 'SV3', displayName: 'SV388', colors: ['#870000', '#190a05'], counts: { SPORTS: 4 } },
  { code: 'DS88', displayName: 'DS88 Sabong', colors: ['#a73737', '#7a2828'], counts: { SPORTS: 4 } },
  { code: 'DIG', displayName: 'Digmaan', colors: ['#8e0e00', '#1f1c18'], counts: { SPORTS: 4 } },
  { code: 'WGB', displayName: 'WGB Sabong', colors: ['#603813', '#b29f94'], counts: { SPORTS: 4 } },
  { code: 'WS168', displayName: 'WS168', colors: ['#c04848', '#480048'], counts: { SPORTS: 4 } },
  { code: 'TCG', displayName: 'TCG Lottery', colors: ['#f09819', '#edde5d'], counts: { LOTT: 40 } },
  { code: 'GW', displayName: 'GW Lotto', colors: ['#56ab2f', '#a8e063'], counts: { LOTT: 24 } },
  { code: 'TCG_LOTTO_VN', displayName: 'TCG Vietnam Lotto', colors: ['#da4453', '#89216b'], counts: { ELOTT: 48 } },
  { code: 'SGWIN', displayName: 'SGWin', colors: ['#2980b9', '#6dd5fa'], counts: { ELOTT: 36 } },
];

const adjectives = [
  'Golden',
  'Lucky',
  'Mighty',
  'Fortune',
  'Royal',
  'Wild',
  'Mega',
  'Super',
  'Magic',
  'Crazy',
  'Jungle',
  'Dragon',
  'Cosmic',
  'Neon',
  'Ancient',
  'Sweet',
  'Fire',
  'Frozen',
  'Thunder',
  'Diamond',
  'Emerald',
  'Ruby',
  'Samurai',
  'Pirate',
  'Candy',
  'Lion',
  'Tiger',
  'Panda',
  'Phoenix',
  'Jade',
];
const nouns = [
  'Empire',
  'Treasure',
  'Riches',
  'Gems',
  'Wilds',
  'Spins',
  'Kingdom',
  'Temple',
  'Quest',
  'Legends',
  'Bonanza',
  'Party',
  'Rush',
  'Reels',
  'Fortune',
  'Gold',
  'Night',
  'Festival',
  'Garden',
  'Palace',
  'Blast',
  'Heist',
  'Safari',
  'Voyage',
  'Mine',
  'Tales',
  'Dynasty',
  'Carnival',
  'Storm',
  'Magic',
];
const fishNames = [
  'Ocean King',
  'Fishing War',
  'Dragon Fishing',
  'Mega Fishing',
  'Happy Fishing',
  'Bombing Fishing',
  'Jackpot Fishing',
  'Deep Sea Hunter',
  'Shark Hunter',
  'Golden Toad',
  'Royal Fishing',
  'Dinosaur Tycoon',
];
const pvpNames = [
  'Teen Patti',
  'Rummy',
  'Tongits',
  'Pusoy',
  'Blackjack',
  'Andar Bahar',
  'Texas Holdem',
  'Pai Gow',
  'Niu Niu',
  'Sam Gong',
  'Pok Deng',
  'Domino',
  'Fan Tan',
  'Ludo',
  'Bai Cao',
  'Tien Len',
];
const liveTables: [string, string][] = [
  ['Baccarat', 'BACCARAT'],
  ['Speed Baccarat', 'BACCARAT'],
  ['Squeeze Baccarat', 'BACCARAT'],
  ['Roulette', 'ROULETTE'],
  ['Lightning Roulette', 'ROULETTE'],
  ['Sic Bo', 'SICBO'],
  ['Dragon Tiger', 'DRAGON_TIGER'],
  ['Casino Holdem', 'POKER'],
];
const sportsNames = ['Sportsbook', 'Virtual Sports', 'Live Betting', 'Parlay Hub', 'Football', 'Basketball'];
const esportsNames = ['Esports Arena', 'MOBA League', 'FPS Cup', 'Battle Royale', 'Virtual Esports'];
const cockfightNames = ['Cockfight Live', 'Sabong Arena', 'Derby Night', 'Main Event'];
const lottNames = [
  'Thai Government Lottery',
  'Hanoi Lottery',
  'Lao Lottery',
  'Malaysia 4D',
  'Singapore 4D',
  'Stock Lottery',
  'Yeekee',
  'Hanoi VIP',
  'Nikkei Lottery',
  'Hang Seng Lottery',
];
const elottNames = ['Keno', 'Fast 3', 'Lucky 5', 'Speed Racing', 'Vietnam 45s', 'Vietnam 1 Min', 'Vietnam 5 Min', 'Sea Keno'];
const romans = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

function gameName(type: BaseGameType, vendor: VendorPlan, index: number, random: () => number): { name: string; classify: string[] } {
  switch (type) {
    case 'RNG': {
      const name = `${pick(random, adjectives)} ${pick(random, nouns)}`;
      // Fixed shares per vendor keep every RNG classification well stocked.
      const roll = index % 20;
      const classify =
        vendor.code === 'MINI'
          ? [index % 2 ? 'CRASH' : 'ARCADE']
          : roll < 2
            ? ['SLOT', 'JP']
            : roll < 4
              ? ['BG']
              : roll < 7
                ? ['SLOT', 'FeatureBuy']
                : roll < 9
                  ? ['SLOT', 'MEGAWAYS']
                  : roll < 11
                    ? ['CLASSIC']
                    : ['SLOT'];
      return { name: classify[0] === 'BG' ? `${name} Bingo` : name, classify };
    }
    case 'FISH':
      return { name: fishNames[index % fishNames.length]!, classify: ['ARCADE'] };
    case 'PVP': {
      const name = pvpNames[index % pvpNames.length]!;
      return { name, classify: [/Holdem|Poker|Pusoy|Tongits|Teen|Rummy/.test(name) ? 'POKER' : 'TABLE'] };
    }
    case 'LIVE': {
      const [name, classify] = liveTables[index % liveTables.length]!;
      return { name: `${name} ${String.fromCharCode(65 + Math.floor(index / liveTables.length))}`, classify: [classify] };
    }
    case 'SPORTS': {
      const list = { ESPORTS: esportsNames, COCKFIGHT: cockfightNames, SPORTS: sportsNames }[sportsCategoryOf(vendor.code)];
      return { name: `${vendor.displayName} ${list[index % list.length]!}`, classify: [] };
    }
    case 'LOTT':
      return { name: lottNames[index % lottNames.length]!, classify: [] };
    case 'ELOTT': {
      const name = elottNames[index % elottNames.length]!;
      return { name, classify: name.includes('Keno') ? ['KENO'] : [] };
    }
  }
}

const minBets = [10, 20, 50, 100, 200, 500, 1000];
const minLines = [1, 5, 9, 10, 20, 25, 40, 50];

/** Vendors and 2,000+ games across every game type and classification, generated the same on every run. */
export function buildCatalogue(): { vendors: VendorRow[]; games: GameRow[] } {
  const vendorRows: VendorRow[] = vendorPlans.map((plan, sort) => ({
    code: plan.code,
    displayName: plan.displayName,
    colors: plan.colors,
    gameTypes: Object.keys(plan.counts),
    inHouse: plan.inHouse ?? false,
    sort,
  }));
  const gameRows: GameRow[] = [];
  let nodeId = 10_000;
  for (const plan of vendorPlans) {
    const random = seededRandom(seedOf(plan.code));
    const seen = new Map<string, number>();
    for (const [type, count] of Object.entries(plan.counts) as [BaseGameType, number][]) {
      for (let index = 0; index < count; index += 1) {
        nodeId += 1;
        const { name, classify } = gameName(type, plan, index, random);
        const copies = seen.get(name) ?? 0;
        seen.set(name, copies + 1);
        const displayName = copies === 0 ? name : copies < romans.length ? `${name}${romans[copies]}` : `${name} ${copies + 1}`;
        const lottery = type === 'LOTT' || type === 'ELOTT';
        gameRows.push({
          nodeId,
          gameType: type,
          vassalage: plan.code,
          gameName: displayName.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
          displayName,
          gameClassify: classify,
          isHot: random() < 0.08,
          isNew: random() < 0.06,
          minBet: type === 'RNG' || type === 'FISH' ? pick(random, minBets) : pick(random, minBets.slice(2)),
          minLine: type === 'RNG' ? pick(random, minLines) : 1,
          gameId: `${plan.code}-${type}-${index + 1}`,
          roomId: type === 'LIVE' ? `T${String(index + 1).padStart(3, '0')}` : null,
          gameCode: 'lobby',
          supportPlay: type === 'RNG' || type === 'FISH',
          lottoMode: lottery ? (type === 'ELOTT' ? 'Elott' : 'Lott') : null,
          sort: index,
        });
      }
    }
  }
  return { vendors: vendorRows, games: gameRows };
}
