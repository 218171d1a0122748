import type { lotteries } from '../db/schema.js';

type LotteryRow = typeof lotteries.$inferInsert;

/** Lotteries with their draw schedules: fast electronic ones every 45 s to 5 min, Vietnam regions daily. */
export const seedLotteries: LotteryRow[] = [
  { code: 'TCG_LOTTO_VN_45S', name: 'Vietnam 45s', gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', prizeMode: 'Elott', playTypes: ['Entertainment'], category: 'FAST', intervalSeconds: 45, closeBeforeSeconds: 5, numbersDrawn: 5, sort: 0 },
  { code: 'TCG_LOTTO_VN_1M', name: 'Vietnam 1 Min', gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', prizeMode: 'Elott', playTypes: ['Entertainment', 'Tradition'], category: 'FAST', intervalSeconds: 60, closeBeforeSeconds: 5, numbersDrawn: 5, sort: 1 },
  { code: 'TCG_LOTTO_VN_5M', name: 'Vietnam 5 Min', gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', prizeMode: 'Elott', playTypes: ['Entertainment', 'Tradition'], category: 'FAST', intervalSeconds: 300, closeBeforeSeconds: 15, numbersDrawn: 5, sort: 2 },
  { code: 'SGWIN_KENO', name: 'Sea Keno', gameType: 'ELOTT', vassalage: 'SGWIN', prizeMode: 'ZY', playTypes: ['Entertainment'], category: 'FAST', intervalSeconds: 120, closeBeforeSeconds: 10, numbersDrawn: 10, sort: 3 },
  { code: 'TCG_LOTTO_VN_HN', name: 'Hanoi Lottery', gameType: 'LOTT', vassalage: 'TCG', prizeMode: 'Lott', playTypes: ['Tradition'], category: 'VN', intervalSeconds: 86_400, closeBeforeSeconds: 900, numbersDrawn: 27, vnRegion: 'NORTH', sort: 4 },
  { code: 'TCG_LOTTO_VN_DN', name: 'Da Nang Lottery', gameType: 'LOTT', vassalage: 'TCG', prizeMode: 'Lott', playTypes: ['Tradition'], category: 'VN', intervalSeconds: 86_400, closeBeforeSeconds: 900, numbersDrawn: 18, vnRegion: 'CENTRAL', sort: 5 },
  { code: 'TCG_LOTTO_VN_HCM', name: 'Ho Chi Minh Lottery', gameType: 'LOTT', vassalage: 'TCG', prizeMode: 'Lott', playTypes: ['Tradition'], category: 'VN', intervalSeconds: 86_400, closeBeforeSeconds: 900, numbersDrawn: 18, vnRegion: 'SOUTH', sort: 6 },
  { code: 'GW_YEEKEE', name: 'Yeekee', gameType: 'LOTT', vassalage: 'GW', prizeMode: 'Lott', playTypes: ['Tradition'], category: 'TH', intervalSeconds: 900, closeBeforeSeconds: 60, numbersDrawn: 3, sort: 7 },
];
