import { winnerBoard } from '../constants/business.js';

export interface WinnerAmount {
  winAmount: number | string;
}

/** Winner records by amount, highest first (spec section 3: winners sorted descending). */
export function rankWinners<W extends WinnerAmount>(records: readonly W[]): W[] {
  return [...records].sort((a, b) => Number(b.winAmount) - Number(a.winAmount));
}

/**
 * Winner board (spec sections 2 and 3): sorted by amount, highest first; the top 3 are shown
 * separately (gold, silver, bronze); the carousel loops only with more than 2 entries.
 */
export function winnerBoardLayout<W extends WinnerAmount>(records: readonly W[]): { podium: W[]; carousel: W[]; loop: boolean; hidden: boolean } {
  const sorted = rankWinners(records);
  const carousel = sorted.slice(winnerBoard.podiumSize);
  return {
    podium: sorted.slice(0, winnerBoard.podiumSize),
    carousel,
    loop: carousel.length > winnerBoard.loopAbove,
    hidden: records.length === 0,
  };
}
