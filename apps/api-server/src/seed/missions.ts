import type { missions } from '../db/schema.js';

type MissionRow = typeof missions.$inferInsert;

/**
 * The daily missions of a merchant (CustomerTask): sign in, play rounds, reach a turnover, deposit. Ids are
 * fixed per merchant so seeding again inserts nothing; targets and rewards are minor units except counts.
 */
export function buildMissions(merchantCode: string, merchantIndex: number): MissionRow[] {
  const base = (merchantIndex + 1) * 100;
  const list: [MissionRow['kind'], string, number, number][] = [
    ['LOGIN', 'Sign in today', 1, 100],
    ['BET_COUNT', 'Play 10 rounds', 10, 500],
    ['TURNOVER', 'Bet 500.00 in total', 50_000, 1_000],
    ['DEPOSIT', 'Deposit 100.00', 10_000, 800],
  ];
  return list.map(([kind, title, target, reward], i) => ({ id: base + i + 1, merchantCode, title, kind, target, reward, sort: i }));
}
