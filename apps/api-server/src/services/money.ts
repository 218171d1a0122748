import { moneyPattern } from '@whitelabel/api';

/**
 * Money crosses the API as a decimal string with two places and lives as integer minor units. The contract allows
 * at most 13 integer digits (`moneyPattern`), so every amount in minor units is an exact JS number.
 */

/** "1250.00" -> 125000. Throws on anything but the contract's Money format. */
export function toMinor(value: string): number {
  if (!moneyPattern.test(value)) throw new Error(`Not a money value: ${value}`);
  const negative = value.startsWith('-');
  const minor = Number(value.replace(/^-/, '').replace('.', ''));
  return negative ? -minor : minor;
}

/** 125000 -> "1250.00". */
export function fromMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Percent given as a decimal string ("0.50") applied to minor units, rounded down. */
export function percentOf(minor: number, percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  const basisPoints = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
  // In bigint: a large amount times the basis points passes 2^53 before the division brings it back.
  const product = BigInt(minor) * basisPoints;
  const quotient = product / 1_000_000n;
  // Rounded down (towards minus infinity), as before, for negative amounts too.
  return Number(product < 0n && quotient * 1_000_000n !== product ? quotient - 1n : quotient);
}
