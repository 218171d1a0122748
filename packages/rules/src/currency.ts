/**
 * A merchant's currency. Amounts stay the contract's `Money` (two places) on the wire and in storage whatever the
 * currency; the currency's ISO 4217 minor units say how many of those places it uses (VND 0, THB 2), so an amount
 * of a 0-decimal currency is a whole number ("100000.00") and is shown without decimals.
 */

import { moneyDecimals } from './money.js';

/** An ISO 4217 code with its minor units (the contract's `SiteCurrency`). */
export interface Currency {
  code: string;
  minorUnits: number;
}

/** ISO 4217 minor units of a currency, from the runtime's currency data (VND 0; THB, PHP and USD 2). */
export function minorUnitsOf(code: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? moneyDecimals;
}

/** A currency code with its ISO 4217 minor units. */
export function currencyOf(code: string): Currency {
  return { code, minorUnits: minorUnitsOf(code) };
}

/** Decimals an amount of the currency has: its minor units, at most the contract's two (a 3-decimal currency keeps two). */
export function amountDecimals(currency: Pick<Currency, 'minorUnits'>): number {
  return Math.min(Math.max(Math.trunc(currency.minorUnits), 0), moneyDecimals);
}

/** The currency's smallest amount in the platform's minor units (hundredths): 1 for THB, 100 (one dong) for VND. */
export function amountStep(currency: Pick<Currency, 'minorUnits'>): bigint {
  return 10n ** BigInt(moneyDecimals - amountDecimals(currency));
}
