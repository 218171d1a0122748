import { amountStep, currencyOf, type Currency } from '@whitelabel/rules';

/**
 * A merchant's amount rules, one place for the whole server: every default amount (gateway and bank limits, preset
 * amounts, promotions, VIP thresholds, bonuses, the withdrawal range, the smallest rebate) is written once for a
 * THB-sized currency and multiplied by the currency's scale, so a VND merchant's limits are VND-sized
 * (100,000 ₫ rather than 100.00).
 */

/** How many of the currency's units stand for one unit of the defaults (about its worth against THB, rounded). */
const currencyScales: Record<string, number> = { VND: 1_000 };

/** Amounts in minor units (hundredths), as the database stores them. */
export interface AmountRules {
  currency: Currency;
  /** The currency's smallest amount: no amount may hold a fraction of it (one dong for VND). */
  step: bigint;
  /** Multiplies a default amount, in minor units, into this currency. */
  scale: (defaultAmount: number) => number;
  withdrawal: { min: number; max: number };
  /** The smallest rebate paid out: below it the claim waits for more turnover. */
  rebateMinClaim: number;
}

/** The defaults, in minor units of a THB-sized currency. */
const defaults = { withdrawal: { min: 10_000, max: 100_000_000 }, rebateMinClaim: 100 };

/** The amount rules of a merchant's currency (the merchants row's `currency`). */
export function amountRulesOf(currencyCode: string): AmountRules {
  const currency = currencyOf(currencyCode);
  const step = amountStep(currency);
  const factor = currencyScales[currencyCode] ?? 1;
  // Rounded up to the currency's smallest amount, so a scaled default is never a fraction the currency lacks.
  const scale = (defaultAmount: number) => Math.ceil((defaultAmount * factor) / Number(step)) * Number(step);
  return {
    currency,
    step,
    scale,
    withdrawal: { min: scale(defaults.withdrawal.min), max: scale(defaults.withdrawal.max) },
    rebateMinClaim: scale(defaults.rebateMinClaim),
  };
}
