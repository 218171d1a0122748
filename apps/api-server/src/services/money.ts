/**
 * The server's own money rule: rebates, bonuses and commissions are a percentage of minor units, rounded down.
 * Reading and writing amounts is the platform's (`parseMoney`, `fromMinorUnits` of @whitelabel/rules).
 */

/**
 * Percent given as a decimal string ("0.50") applied to minor units, rounded down to a multiple of `step` (the
 * currency's smallest amount: 100 for VND, so a rebate is never a fraction of a dong).
 */
export function percentOf(minor: number, percent: string, step = 1): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  const basisPoints = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
  // In bigint: a large amount times the basis points passes 2^53 before the division brings it back.
  const product = BigInt(minor) * basisPoints;
  const quotient = product / 1_000_000n;
  // Rounded down (towards minus infinity), as before, for negative amounts too.
  const floored = product < 0n && quotient * 1_000_000n !== product ? quotient - 1n : quotient;
  const unit = BigInt(step);
  const remainder = ((floored % unit) + unit) % unit;
  return Number(floored - remainder);
}
