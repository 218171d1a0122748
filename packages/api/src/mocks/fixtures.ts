// Deterministic fixture factories for stories and tests: the same seed always gives the same data.
import type { BaseGameType, ClassificationCode, Schema } from '../types.js';
import { avatarArt, bannerArt, flagArt, gameArt, vendorIcon } from './art.js';
import { createRandom, type Random } from './random.js';

/** The instant fixtures are dated from; fixed so that snapshots never drift. */
export const FIXTURE_NOW = Date.parse('2026-11-22T08:00:00Z');
const day = 86_400_000;
export const isoAt = (offsetMs: number) => new Date(FIXTURE_NOW + offsetMs).toISOString();
const dateAt = (offsetDays: number) => isoAt(offsetDays * day).slice(0, 10);

interface VendorSeed {
  vassalage: string;
  displayName: string;
  gameTypes: BaseGameType[];
  inHouse?: boolean;
}

/** Providers as operators list them; the e-sports (AV, IMES, TF) and cockfight (SV3, WS168) ones are in the platform's lists (@whitelabel/rules). */
export const vendorSeeds: readonly VendorSeed[] = [
  { vassalage: 'JILI', displayName: 'JILI', gameTypes: ['RNG', 'FISH'] },
  { vassalage: 'PG', displayName: 'PG Soft', gameTypes: ['RNG'] },
  { vassalage: 'PP', displayName: 'Pragmatic Play', gameTypes: ['RNG', 'LIVE'] },
  { vassalage: 'JDB', displayName: 'JDB', gameTypes: ['RNG', 'FISH'] },
  { vassalage: 'RTG', displayName: 'Real Time Gaming', gameTypes: ['RNG'] },
  { vassalage: 'FC', displayName: 'Fa Chai', gameTypes: ['FISH'] },
  { vassalage: 'EVO', displayName: 'Evolution', gameTypes: ['LIVE'] },
  { vassalage: 'SEXY', displayName: 'Sexy Baccarat', gameTypes: ['LIVE'] },
  { vassalage: 'KM', displayName: 'Kingmaker', gameTypes: ['PVP'] },
  { vassalage: 'V8', displayName: 'V8 Poker', gameTypes: ['PVP'] },
  { vassalage: 'SABA', displayName: 'SABA Sports', gameTypes: ['SPORTS'] },
  { vassalage: 'AV', displayName: 'AV Esports', gameTypes: ['SPORTS'] },
  { vassalage: 'IMES', displayName: 'IM Esports', gameTypes: ['SPORTS'] },
  { vassalage: 'TF', displayName: 'TF Gaming', gameTypes: ['SPORTS'] },
  { vassalage: 'SV3', displayName: 'SV388', gameTypes: ['SPORTS'] },
  { vassalage: 'WS168', displayName: 'WS168', gameTypes: ['SPORTS'] },
  { vassalage: 'WL', displayName: 'WL Originals', gameTypes: ['RNG'], inHouse: true },
  { vassalage: 'GW_LOTT', displayName: 'GW Lottery', gameTypes: ['LOTT'] },
  { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Lotto VN', gameTypes: ['ELOTT'] },
];

const classifyNames: Record<ClassificationCode, string> = {
  BG: 'Bingo',
  JP: 'Jackpot',
  FeatureBuy: 'Feature Buy',
  SLOT: 'Slots',
  CLASSIC: 'Classic',
  MEGAWAYS: 'Megaways',
  CRASH: 'Crash',
  ARCADE: 'Arcade',
  TABLE: 'Table',
  BACCARAT: 'Baccarat',
  ROULETTE: 'Roulette',
  SICBO: 'Sic Bo',
  DRAGON_TIGER: 'Dragon Tiger',
  POKER: 'Poker',
  KENO: 'Keno',
};

const classifiesByType: Record<BaseGameType, ClassificationCode[]> = {
  RNG: ['SLOT', 'CLASSIC', 'MEGAWAYS', 'FeatureBuy', 'JP', 'BG', 'CRASH', 'ARCADE'],
  FISH: ['ARCADE'],
  PVP: ['POKER', 'TABLE'],
  LIVE: ['BACCARAT', 'ROULETTE', 'SICBO', 'DRAGON_TIGER'],
  SPORTS: [],
  LOTT: ['KENO'],
  ELOTT: ['KENO'],
};

const gamesPerType: Record<BaseGameType, number> = { RNG: 14, FISH: 5, LIVE: 6, PVP: 6, SPORTS: 1, LOTT: 4, ELOTT: 4 };

const words: Record<BaseGameType, { first: string[]; second: string[] }> = {
  RNG: {
    first: ['Fortune', 'Golden', 'Lucky', 'Dragon', 'Mega', 'Wild', 'Treasure', 'Royal', 'Super', 'Mystic', 'Neon', 'Jungle'],
    second: ['Gems', 'Empire', 'Bonanza', 'Tiger', 'Riches', 'Spins', 'Temple', 'Ace', 'Festival', 'Queen', 'Rush', 'Fever'],
  },
  FISH: { first: ['Ocean', 'Deep Sea', 'Royal', 'Mega', 'Happy', 'Boom'], second: ['Fishing', 'Hunter', 'King', 'Legend', 'Party', 'Catch'] },
  LIVE: {
    first: ['Speed', 'Lightning', 'VIP', 'Classic', 'Golden', 'Squeeze'],
    second: ['Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Blackjack', 'Fan Tan'],
  },
  PVP: { first: ['Teen', 'Texas', 'Rummy', 'Pok', 'Blackjack', 'Thai'], second: ['Patti', "Hold'em", 'Deluxe', 'Deng', 'Royale', 'Hi-Lo'] },
  SPORTS: { first: ['Sports'], second: ['Lobby'] },
  LOTT: { first: ['Thai', 'Keno', 'Lotto', 'Quick'], second: ['Lottery', '5D', '3D', 'Pick'] },
  ELOTT: { first: ['Mien Bac', 'Mien Nam', 'Mien Trung', 'Sieu Toc'], second: ['Lotto', 'Xo So', '45s', '1 Phut'] },
};

export function makeVendor(seed: VendorSeed, index: number): Schema<'Vendor'> {
  const codes = [...new Set(seed.gameTypes.flatMap((type) => classifiesByType[type]))];
  return {
    vassalage: seed.vassalage,
    displayName: seed.displayName,
    iconUrl: vendorIcon(seed.vassalage),
    gameTypes: seed.gameTypes,
    gameClassify: codes.map((key) => ({ key, displayName: classifyNames[key] })),
    sorting: index + 1,
    inHouse: seed.inHouse ?? false,
    maintenance: false,
  };
}

/** One game; the name and flags come from the generator, the rest from the arguments. */
export function makeGame(random: Random, vendor: VendorSeed, gameType: BaseGameType, index: number, overrides: Partial<Schema<'Game'>> = {}): Schema<'Game'> {
  const vocabulary = words[gameType];
  const name =
    gameType === 'SPORTS' ? `${vendor.displayName}` : `${random.pick(vocabulary.first)} ${random.pick(vocabulary.second)}${index > 5 ? ` ${index}` : ''}`;
  const pool = classifiesByType[gameType];
  const gameClassify = pool.length === 0 ? [] : [...new Set([random.pick(pool), ...(random.chance(0.25) ? [random.pick(pool)] : [])])];
  const gameId = `${vendor.vassalage}-${gameType}-${String(index + 1).padStart(3, '0')}`;
  return {
    nodeId: String(100_000 + vendorSeeds.indexOf(vendor) * 1000 + Object.keys(gamesPerType).indexOf(gameType) * 100 + index),
    gameId,
    gameType,
    vassalage: vendor.vassalage,
    displayName: name,
    gameName: name,
    img: gameArt(name),
    mobileLargeIcon: index < 2 ? gameArt(`${name} XL`) : null,
    iconUrl: vendorIcon(vendor.vassalage),
    gameClassify,
    gameClassifyNew: gameClassify,
    isHot: random.chance(0.2) ? 1 : 0,
    isNew: random.chance(0.15) ? 1 : 0,
    roomId: gameType === 'LIVE' ? `room-${index + 1}` : null,
    gameCode: gameType === 'SPORTS' || gameType === 'LIVE' ? 'lobby' : gameId.toLowerCase(),
    supportPlay: gameType === 'RNG' || gameType === 'FISH',
    lottoMode: gameType === 'ELOTT' ? 'Elott' : gameType === 'LOTT' ? 'Lott' : null,
    isGameH5: true,
    minBet: gameType === 'LIVE' ? '10.00' : random.pick(['0.20', '0.50', '1.00', '2.00']),
    minLine: gameType === 'RNG' ? random.pick([1, 10, 20, 25, 50]) : 0,
    ...overrides,
  };
}

const htmlPromotion = (title: string, bonus: number) =>
  `<h3>${title}</h3><p>Deposit and receive a <strong>${bonus}% bonus</strong> up to 1,888.</p>` +
  `<ul><li>Minimum deposit 100.00</li><li>Turnover 10x before withdrawal</li><li>One claim per member per day</li></ul>` +
  `<p style="font-size:24px">Terms and conditions apply. 18+ only.</p>`;

/** Everything the mocks answer with, built once per seed. */
export function createFixtures(seed = 1) {
  const random = createRandom(seed);
  const vendors = vendorSeeds.map(makeVendor);
  const games = vendorSeeds.flatMap((vendor) =>
    vendor.gameTypes.flatMap((gameType) => Array.from({ length: gamesPerType[gameType] }, (_, index) => makeGame(random, vendor, gameType, index))),
  );
  // At least the first game of each base type is hot and new, so every list has something.
  for (const type of Object.keys(gamesPerType) as BaseGameType[]) {
    const first = games.find((game) => game.gameType === type);
    if (first) Object.assign(first, { isHot: 1, isNew: 1 });
  }

  const promotionCategories: Schema<'PromotionCategory'>[] = [
    { id: 'cat-all', name: 'All', sequence: 0 },
    { id: 'cat-new', name: 'New member', sequence: 1 },
    { id: 'cat-daily', name: 'Daily', sequence: 2 },
    { id: 'cat-vip', name: 'VIP', sequence: 3 },
  ];
  const promotionTitles = ['Welcome Bonus 100%', 'Daily Reload 10%', 'Weekend Cashback', 'VIP Birthday Gift', 'Slots Tournament', 'Refer a Friend'];
  const promotions: Schema<'Promotion'>[] = promotionTitles.map((title, index) => ({
    id: `promo-${index + 1}`,
    linkedPromotionId: index % 2 === 0 ? `reward-${index + 1}` : null,
    title,
    content: htmlPromotion(title, [100, 10, 5, 20, 50, 15][index] ?? 10),
    startDate: isoAt(-(index + 3) * day),
    endDate: index === 0 ? null : isoAt((index + 10) * day),
    noExpiry: index === 0 ? 1 : 0,
    announcementImages: [
      { sequence: 1, url: bannerArt(title) },
      { sequence: 2, url: bannerArt(`${title} details`) },
    ],
    promoAnnouncementCategoryIds: ['cat-all', promotionCategories[(index % 3) + 1]?.id ?? 'cat-daily'],
    imageRequired: index % 2 === 0 ? 'Y' : 'N',
    remarkRequired: index % 3 === 0 ? 'Y' : 'N',
    actionLabel: index % 2 === 0 ? 'Apply now' : index === 5 ? 'Join' : null,
    actionKind: index % 2 === 0 ? 'APPLY' : index === 5 ? 'JOIN' : 'NONE',
    actionTarget: null,
  }));

  const announcements: Schema<'Announcement'>[] = [
    ['System maintenance on Sunday', 'The platform will be under maintenance on Sunday from 02:00 to 04:00 (GMT+7).'],
    ['New games from PG Soft', 'Five new slot games are now live in the slots lobby.'],
    ['Faster withdrawals', 'Withdrawals to all major banks now complete within 15 minutes.'],
    ['Responsible gaming', 'Set deposit limits from your account at any time. Play for fun, 18+ only.'],
    ['Holiday promotion', 'Join the holiday tournament for a share of a 1,000,000 prize pool.'],
  ].map(([title = '', text = ''], index) => ({
    id: `ann-${index + 1}`,
    type: index === 0 ? 'A' : 'PL',
    title,
    content: `<p>${text}</p>`,
    startDate: isoAt(-index * day),
    endDate: null,
    read: index > 1,
  }));

  const banners: Schema<'Banner'>[] = (
    [
      'm_home',
      'm_home',
      'm_home',
      'm_promotion',
      'm_reg',
      'm_rng',
      'm_live',
      'm_fish',
      'm_sports',
      'm_pvp',
      'm_lott',
      'm_elott',
      'm_download',
      'm_video',
    ] as const
  ).map((groupName, index) => ({
    id: `banner-${index + 1}`,
    groupName,
    imageUrl: bannerArt(`${groupName.slice(2).toUpperCase()} ${index + 1}`),
    title: ['Welcome bonus 100%', 'Daily cashback', 'Refer a friend'][index % 3]!,
    sequence: index,
    linkage: index === 0 ? { kind: 'PROMOTION', target: 'promo-1' } : index === 1 ? { kind: 'ROUTE', target: '/m/slot-games' } : { kind: 'NONE', target: null },
  }));

  const popupNotices: Schema<'PopupNotice'>[] = [
    {
      id: 'popup-1',
      title: 'Welcome back',
      content: '<p style="font-size:28px">Your daily reload bonus is ready.</p>',
      execution: 'A',
      startDate: isoAt(-day),
    },
    {
      id: 'popup-2',
      title: 'Sign up today',
      content: '<p style="font-size:28px">New members get a 100% welcome bonus.</p>',
      execution: 'B',
      startDate: isoAt(-day),
    },
  ];

  const customerNames = ['som***k', 'nat***a', 'lee***9', 'ari***n', 'pim***a', 'tan***t', 'jun***o', 'kit***y', 'bee***8', 'max***1'];
  const rngGames = games.filter((game) => game.gameType !== 'SPORTS');
  const winners: Schema<'Winner'>[] = Array.from({ length: 20 }, (_, index) => {
    const game = random.pick(rngGames);
    return {
      recordId: `win-${index + 1}`,
      iconUrl: avatarArt(customerNames[index % customerNames.length] ?? 'wl'),
      customerName: customerNames[index % customerNames.length] ?? '***',
      gameName: game.gameName,
      winAmount: random.money(500, 250_000).replace(/\.\d\d$/, '.00'),
      gameCategory: game.gameType,
      nodeId: game.nodeId,
      vassalage: game.vassalage,
    };
  }).sort((a, b) => Number(b.winAmount) - Number(a.winAmount));

  const helpTopics: Schema<'HelpTopic'>[] = [
    { id: 'help-1', title: 'Terms and conditions', tag: 'terms', content: '<p>By registering you confirm that you are at least 21 years old.</p>' },
    { id: 'help-2', title: 'Privacy policy', tag: 'privacy', content: '<p>We keep your personal data safe and never sell it.</p>' },
    {
      id: 'help-3',
      title: 'Deposits and withdrawals',
      tag: 'banking',
      content: '<p>How to add money and cash out.</p>',
      children: [
        { id: 'help-3-1', title: 'How do I deposit?', content: '<p>Open the cash center, choose a channel and follow the steps.</p>' },
        { id: 'help-3-2', title: 'How long does a withdrawal take?', content: '<p>Usually less than 15 minutes.</p>' },
      ],
    },
    { id: 'help-4', title: 'Responsible gaming', tag: 'responsible', content: '<p>Gaming is for adults 18+. Set limits and take breaks.</p>' },
  ];

  const countries: Schema<'Country'>[] = [
    ['TH', 'Thailand', '+66', 9, 10],
    ['VN', 'Vietnam', '+84', 9, 10],
    ['PH', 'Philippines', '+63', 10, 10],
    ['MY', 'Malaysia', '+60', 9, 10],
    ['ID', 'Indonesia', '+62', 9, 12],
    ['IN', 'India', '+91', 10, 10],
    ['BR', 'Brazil', '+55', 10, 11],
    ['KH', 'Cambodia', '+855', 8, 9],
  ].map(([code, name, countryDialingCode, mobileMinLength, mobileMaxLength]) => ({
    code: String(code),
    name: String(name),
    countryDialingCode: String(countryDialingCode),
    mobileMinLength: Number(mobileMinLength),
    mobileMaxLength: Number(mobileMaxLength),
    flagUrl: flagArt(String(code)),
  }));

  const lotteries: Schema<'Lottery'>[] = [
    ['GW_THAI', 'Thai Government Lottery', 'LOTT', 'GW_LOTT', 'Lott', 1_296_000],
    ['GW_KENO5', 'Keno 5 Minutes', 'LOTT', 'GW_LOTT', 'Lott', 300],
    ['TCG_LOTTO_VN_HN', 'Mien Bac (Ha Noi)', 'ELOTT', 'TCG_LOTTO_VN', 'Elott', 86_400],
    ['TCG_LOTTO_VN_HCM', 'Mien Nam (Ho Chi Minh)', 'ELOTT', 'TCG_LOTTO_VN', 'Elott', 86_400],
    ['TCG_LOTTO_VN_DN', 'Mien Trung (Da Nang)', 'ELOTT', 'TCG_LOTTO_VN', 'Elott', 86_400],
    ['TCG_SIEU_TOC', 'Sieu Toc 45s', 'ELOTT', 'TCG_LOTTO_VN', 'ZY', 45],
  ].map(([lotteryCode, name, gameType, vassalage, prizeMode, interval]) => ({
    lotteryCode: String(lotteryCode),
    name: String(name),
    gameType: gameType as 'LOTT' | 'ELOTT',
    vassalage: String(vassalage),
    iconUrl: gameArt(String(name)),
    prizeMode: prizeMode as Schema<'PrizeMode'>,
    playTypes: ['Tradition', 'Entertainment'],
    drawIntervalSeconds: Number(interval),
    currentIssue: `20261122-${String(Math.floor((8 * 3600) / Number(interval)) + 1).padStart(4, '0')}`,
    nextDrawAt: isoAt(Math.min(Number(interval), 86_400) * 1000),
    status: 'OPEN',
  }));

  return { vendors, games, promotions, promotionCategories, announcements, banners, popupNotices, winners, helpTopics, countries, lotteries };
}

export type Fixtures = ReturnType<typeof createFixtures>;

/** Dates for reports, `offset` days before the fixture clock. */
export const fixtureDate = dateAt;
