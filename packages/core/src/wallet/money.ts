/**
 * Money arithmetic for the wallet and money screens. The contract sends money as decimal strings
 * with two places ("1250.00"); sums and comparisons are done in minor units (bigint cents), never
 * with floats. Floats are only used by display formatting.
 */

import { moneyIntegerDigits } from '@whitelabel/api';

/** What a person may type: the contract's digits, with zero to two decimals. */
const amountPattern = new RegExp(`^(-)?(\\d{1,${moneyIntegerDigits}})(?:\\.(\\d{1,2}))?$`);

/** A decimal string (or the user's input) as minor units; null when it is not a money amount. */
export function toMinorUnits(value: string | null | undefined): bigint | null {
  const match = amountPattern.exec((value ?? '').trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** Minor units back to the contract's decimal string with two places ("1250.00"). */
export function fromMinorUnits(minor: bigint): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const whole = absolute / 100n;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** The sum of decimal strings, as a decimal string; amounts that are not money count as zero. */
export function sumMoney(values: readonly (string | null | undefined)[]): string {
  return fromMinorUnits(values.reduce<bigint>((total, value) => total + (toMinorUnits(value) ?? 0n), 0n));
}

/** -1, 0 or 1 as a is smaller, equal or larger than b (both decimal strings). */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const x = toMinorUnits(a) ?? 0n;
  const y = toMinorUnits(b) ?? 0n;
  return x < y ? -1 : x > y ? 1 : 0;
}

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
  | { key: 'wallet.amount.invalid' }
  | { key: 'wallet.amount.min'; values: { min: string } }
  | { key: 'wallet.amount.max'; values: { max: string } }
  | { key: 'wallet.amount.preset' }
  | { key: 'wallet.amount.balance' };

/** Checks an amount against the channel's limits and presets (and the balance for withdrawals). */
export function checkAmount(input: string, limits: AmountLimits = {}): AmountProblem | null {
  if (!input.trim()) return { key: 'wallet.amount.required' };
  const amount = toMinorUnits(input);
  if (amount === null || amount <= 0n) return { key: 'wallet.amount.invalid' };
  const min = toMinorUnits(limits.min);
  const max = toMinorUnits(limits.max);
  if (limits.fixedAmounts?.length && !limits.fixedAmounts.some((preset) => toMinorUnits(preset) === amount)) return { key: 'wallet.amount.preset' };
  if (min !== null && amount < min) return { key: 'wallet.amount.min', values: { min: fromMinorUnits(min) } };
  if (max !== null && amount > max) return { key: 'wallet.amount.max', values: { max: fromMinorUnits(max) } };
  const balance = toMinorUnits(limits.balance);
  if (balance !== null && amount > balance) return { key: 'wallet.amount.balance' };
  return null;
}

/** The fee of a gateway payment (feeRate in percent), rounded half up to the cent. */
export function feeOf(amount: string, feeRate: string): string {
  const minor = toMinorUnits(amount) ?? 0n;
  const [whole = '0', fraction = ''] = feeRate.split('.');
  // Rate in hundredths of a percent: "1.25" -> 125, so fee = minor * rate / 10_000.
  const rate = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return fromMinorUnits((minor * rate + 5_000n) / 10_000n);
}
