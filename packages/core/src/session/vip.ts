/** Rank progress response (spec section 3). */
export interface RankProgress {
  currentProgress?: { completedConditions?: number | null; totalExpectedConditions?: number | null } | null;
  playerRankProgress?: { labelId?: string | number | null } | null;
}

/**
 * vipProgress (spec section 3): 1 when the player has a rank label id, else
 * completedConditions / totalExpectedConditions, and 0 when that division fails (no total, zero
 * total, or a result that is not a finite number). The result is kept within 0..1 for a progress bar.
 */
export function vipProgress(progress: RankProgress | null | undefined): number {
  const labelId = progress?.playerRankProgress?.labelId;
  if (labelId !== undefined && labelId !== null && labelId !== '') return 1;
  const completed = progress?.currentProgress?.completedConditions;
  const total = progress?.currentProgress?.totalExpectedConditions;
  if (typeof completed !== 'number' || typeof total !== 'number' || total === 0) return 0;
  const ratio = completed / total;
  if (!Number.isFinite(ratio)) return 0;
  return Math.min(1, Math.max(0, ratio));
}
