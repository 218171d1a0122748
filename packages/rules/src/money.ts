/**
 * Money, one way for the client, the mocks and the reference server. On the wire an amount is the contract's
 * `Money`: a decimal string with two places ("1250.00") and at most 13 integer digits. In code it is an integer of
 * minor units (cents): a bigint where sums may grow (the client), or a JS number where storage reads numbers (the
 * server's bigint columns), which stays exact because 13 + 2 digits are below 2^53. Never a float.
 */

/** Integer digits the contract's `Money` allows. */
export const moneyIntegerDigits = 13;

/** Decimal places of the contract's `Money`, the platform's minor units (hundredths) in every currency. */
export const moneyDecimals = 2;

/** `Money` of `openapi/wps.yaml`: `-?` then 1 to 13 digits, a dot and two digits. */
export const moneyPattern = new RegExp(`^-?\\d{1,${moneyIntegerDigits}}\\.\\d{2}$`);

/** What a person may type: the contract's digits with zero to two decimals. */
const inputPattern = new RegExp(`^(-)?(\\d{1,${moneyIntegerDigits}})(?:\\.(\\d{1,2}))?$`);

/** A decimal string with at most two places (typed or from the API) as minor units; null when it is not an amount. */
export function toMinorUnits(value: string | null | undefined): bigint | null {
  const match = inputPattern.exec((value ?? '').trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/**
 * The contract's `Money` as minor units in a JS number (exact: the contract bounds the digits). Throws on anything
 * else, so a server never stores an amount it did not understand.
 */
export function parseMoney(value: string): number {
  if (!moneyPattern.test(value)) throw new RangeError(`Not a money value: ${value}`);
  return Number(toMinorUnits(value));
}

/** Minor units (a bigint, or a safe integer) as the contract's decimal string with two places ("1250.00"). */
export function fromMinorUnits(minor: bigint | number): string {
  // BigInt() throws on a fraction or NaN: minor units are whole, and a float here is a bug to surface.
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const units = BigInt(minor);
  const negative = units < 0n;
  const absolute = negative ? -units : units;
  return `${negative ? '-' : ''}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** The sum of decimal strings, as a decimal string; values that are not amounts count as zero. */
export function sumMoney(values: readonly (string | null | undefined)[]): string {
  return fromMinorUnits(values.reduce<bigint>((total, value) => total + (toMinorUnits(value) ?? 0n), 0n));
}

/** -1, 0 or 1 as a is smaller, equal or larger than b (decimal strings; not an amount counts as zero). */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const x = toMinorUnits(a) ?? 0n;
  const y = toMinorUnits(b) ?? 0n;
  return x < y ? -1 : x > y ? 1 : 0;
}
