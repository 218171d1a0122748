/** Bounds of an amount, in minor units (bigint or safe integer); absent or null means unbounded. */
export interface AmountBounds {
  min?: bigint | number | null;
  max?: bigint | number | null;
  /** When not empty, the only amounts allowed (a gateway's preset amounts). */
  fixedAmounts?: readonly (bigint | number)[];
  /** The balance an amount may not exceed (withdrawals, transfers). */
  balance?: bigint | number | null;
  /** The currency's smallest amount (`amountStep`): an amount must be a whole number of it (VND: no decimals). */
  step?: bigint | number | null;
}

/** Why an amount breaks its bounds. */
export type AmountLimitProblem = 'fraction' | 'preset' | 'min' | 'max' | 'balance';

/**
 * The first bound an amount breaks, in the order a person fixes them: a fraction the currency does not have, a
 * preset (the range does not matter then), the range, then the balance; null when it is within all of them.
 */
export function amountLimitProblem(amount: bigint | number, bounds: AmountBounds): AmountLimitProblem | null {
  const value = BigInt(amount);
  if (bounds.step !== null && bounds.step !== undefined && BigInt(bounds.step) > 1n && value % BigInt(bounds.step) !== 0n) return 'fraction';
  if (bounds.fixedAmounts?.length && !bounds.fixedAmounts.some((fixed) => BigInt(fixed) === value)) return 'preset';
  if (bounds.min !== null && bounds.min !== undefined && value < BigInt(bounds.min)) return 'min';
  if (bounds.max !== null && bounds.max !== undefined && value > BigInt(bounds.max)) return 'max';
  if (bounds.balance !== null && bounds.balance !== undefined && value > BigInt(bounds.balance)) return 'balance';
  return null;
}
