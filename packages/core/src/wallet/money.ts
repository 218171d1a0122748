/**
 * Money arithmetic for the wallet and money screens. The contract sends money as decimal strings
 * with two places ("1250.00"); sums and comparisons are done in minor units (bigint cents), never
 * with floats. Floats are only used by display formatting.
 */

import { amountLimitProblem, amountStep, fromMinorUnits, toMinorUnits, type Currency } from '@whitelabel/rules';

// Parsing and writing amounts is the platform's one rule (the mocks and the server read it too).
export { compareMoney, fromMinorUnits, sumMoney, toMinorUnits } from '@whitelabel/rules';

/** Keeps only digits and one decimal point with at most two places (amount inputs). */
export function cleanAmountInput(input: string): string {
  const digits = input.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digits.split('.');
  if (rest.length === 0) return whole.slice(0, 15);
  return `${whole.slice(0, 15)}.${rest.join('').slice(0, 2)}`;
}

/** The amount typed, as the contract's decimal string ("100" becomes "100.00"); null when invalid. */
export function normaliseAmount(input: string): string | null {
  const minor = toMinorUnits(input);
  return minor === null ? null : fromMinorUnits(minor);
}

/** An API amount as a person would type it in the currency: "5000000.00" becomes "5000000" in VND, THB keeps "12.50". */
export function amountInputOf(value: string, currency?: Currency): string {
  const minor = toMinorUnits(value);
  if (minor === null || !currency || amountStep(currency) === 1n || minor % amountStep(currency) !== 0n) return value;
  return (minor / 100n).toString();
}

export interface AmountLimits {
  /** Smallest amount, decimal string. */
  min?: string | null;
  /** Largest amount, decimal string. */
  max?: string | null;
  /** Only these amounts are allowed when not empty (preset gateway amounts). */
  fixedAmounts?: readonly string[];
  /** The balance an amount may not exceed (withdrawals). */
  balance?: string | null;
}

/** Why an amount is refused, as a translation key with values; null when it is fine. */
export type AmountProblem =
  | { key: 'wallet.amount.required' }
  | { key: 'wallet.amount.wholeOnly' }
  | { key: 'wallet.amount.invalid' }
  | { key: 'wallet.amount.min'; values: { min: string } }
  | { key: 'wallet.amount.max'; values: { max: string } }
  | { key: 'wallet.amount.preset' }
  | { key: 'wallet.amount.balance' };

/**
 * Checks an amount against the merchant's currency (a VND amount has no decimals), then the channel's limits and
 * presets (and the balance for withdrawals). Without a currency, amounts may have the contract's two decimals.
 */
export function checkAmount(input: string, limits: AmountLimits = {}, currency?: Currency): AmountProblem | null {
  if (!input.trim()) return { key: 'wallet.amount.required' };
  const amount = toMinorUnits(input);
  const step = currency ? amountStep(currency) : 1n;
  // "Up to 2 decimals" would be wrong advice in a currency without decimals.
  const invalid = step > 1n ? ({ key: 'wallet.amount.wholeOnly' } as const) : ({ key: 'wallet.amount.invalid' } as const);
  if (amount === null || amount <= 0n) return invalid;
  const min = toMinorUnits(limits.min);
  const max = toMinorUnits(limits.max);
  // A preset that is not an amount matches nothing, as before: it stays in the list as an impossible value.
  const fixedAmounts = limits.fixedAmounts?.map((preset) => toMinorUnits(preset) ?? -1n);
  switch (amountLimitProblem(amount, { step, min, max, fixedAmounts, balance: toMinorUnits(limits.balance) })) {
    case 'fraction':
      return { key: 'wallet.amount.wholeOnly' };
    case 'preset':
      return { key: 'wallet.amount.preset' };
    case 'min':
      return { key: 'wallet.amount.min', values: { min: fromMinorUnits(min!) } };
    case 'max':
      return { key: 'wallet.amount.max', values: { max: fromMinorUnits(max!) } };
    case 'balance':
      return { key: 'wallet.amount.balance' };
    case null:
      return null;
  }
}

/** The fee of a gateway payment (feeRate in percent), rounded half up to the currency's smallest amount (the cent; the dong). */
export function feeOf(amount: string, feeRate: string, currency?: Currency): string {
  const minor = toMinorUnits(amount) ?? 0n;
  const [whole = '0', fraction = ''] = feeRate.split('.');
  // Rate in hundredths of a percent: "1.25" -> 125, so fee = minor * rate / 10_000, then to whole steps.
  const rate = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  const divisor = 10_000n * (currency ? amountStep(currency) : 1n);
  return fromMinorUnits(((minor * rate + divisor / 2n) / divisor) * (divisor / 10_000n));
}
