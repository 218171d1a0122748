import type { missions } from '../db/schema.js';
import { en } from './texts/en.js';
import { shortTranslations } from './texts/index.js';
import type { ShortTexts } from './texts/types.js';

type MissionRow = typeof missions.$inferInsert;

/**
 * The daily missions of a merchant (CustomerTask): sign in, play rounds, reach a turnover, deposit. Ids are
 * fixed per merchant so seeding again inserts nothing; targets and rewards are minor units except counts.
 * Titles are English with a translation into every language the merchant offers.
 */
export function buildMissions(merchant: { code: string; languages: readonly string[] }, merchantIndex: number): MissionRow[] {
  const base = (merchantIndex + 1) * 100;
  const list: [MissionRow['kind'], keyof ShortTexts, number, number][] = [
    ['LOGIN', 'missionSignIn', 1, 100],
    ['BET_COUNT', 'missionPlayRounds', 10, 500],
    ['TURNOVER', 'missionTurnover', 50_000, 1_000],
    ['DEPOSIT', 'missionDeposit', 10_000, 800],
  ];
  return list.map(([kind, text, target, reward], i) => ({
    id: base + i + 1,
    merchantCode: merchant.code,
    title: en.short[text],
    translations: shortTranslations(text, merchant.languages),
    kind,
    target,
    reward,
    sort: i,
  }));
}
