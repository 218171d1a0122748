import type { MerchantAmounts } from '@whitelabel/merchants';
import { amountStep, currencyOf, type Currency } from '@whitelabel/rules';
import type { MerchantAmountRules } from '../db/schema.js';

/**
 * A merchant's amount rules, one place for the whole server. The limits and presets are its folder's `amounts`
 * (merchants/README.md), stored on its row; the seeded demo data (gateway and bank ranges, promotions, VIP
 * thresholds, bonuses, balances, game minimums) is written once for a deposit minimum of 100.00 and scaled to the
 * folder's, so a VND merchant's demo is VND-sized (100,000 ₫ rather than 100.00).
 */

/** Amounts in minor units (hundredths), as the database stores them. */
export interface AmountRules extends MerchantAmountRules {
  currency: Currency;
  /** The currency's smallest amount: no amount may hold a fraction of it (one dong for VND). */
  step: bigint;
  /** Scales an amount of the demo data, in minor units, to this merchant's deposit minimum. */
  scale: (demoAmount: number) => number;
  /** A catalogue game's smallest stake here: its minimum bet scaled, held inside the folder's stake range. */
  gameMinStake: (catalogueMinBet: number) => number;
}

/** The deposit minimum the demo data is written for, in minor units. */
const demoDepositMin = 10_000;

/** The rules of a row that has none (seeded before the folders carried amounts, its folder since removed): a THB-sized merchant's. */
const referenceRules: MerchantAmountRules = {
  deposit: { min: 10_000, max: 10_000_000, presets: [10_000, 50_000, 100_000, 500_000] },
  withdrawal: { min: 10_000, max: 100_000_000 },
  bet: { min: 10, max: 100_000, presets: [100, 500, 1_000, 5_000, 10_000, 50_000] },
  rebateMinClaim: 100,
};

const minor = (amount: number) => Math.round(amount * 100);

/** The row's rules of a folder's `amounts` (major units of its currency). */
export function storedAmountRules(amounts: MerchantAmounts): MerchantAmountRules {
  return {
    deposit: { min: minor(amounts.deposit.min), max: minor(amounts.deposit.max), presets: amounts.deposit.presets.map(minor) },
    withdrawal: { min: minor(amounts.withdrawal.min), max: minor(amounts.withdrawal.max) },
    bet: { min: minor(amounts.bet.min), max: minor(amounts.bet.max), presets: amounts.bet.presets.map(minor) },
    rebateMinClaim: minor(amounts.rebate.minClaim),
  };
}

/** The amount rules of a merchant row (its `currency` and `amountRules`). */
export function amountRulesOf(merchant: { currency: string; amountRules: MerchantAmountRules | null }): AmountRules {
  const currency = currencyOf(merchant.currency);
  const step = amountStep(currency);
  const rules = merchant.amountRules ?? referenceRules;
  const factor = rules.deposit.min / demoDepositMin;
  // Rounded up to the currency's smallest amount, so a scaled amount is never a fraction the currency lacks.
  const scale = (demoAmount: number) => Math.ceil((demoAmount * factor) / Number(step)) * Number(step);
  const gameMinStake = (catalogueMinBet: number) => Math.min(Math.max(scale(catalogueMinBet), rules.bet.min), rules.bet.max);
  return { ...rules, currency, step, scale, gameMinStake };
}
