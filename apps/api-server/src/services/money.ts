/** Money crosses the API as a decimal string with two places and lives as integer minor units. */

const pattern = /^(-?)(\d{1,15})\.(\d{2})$/;

/** "1250.00" -> 125000. Throws on anything but the contract's Money format. */
export function toMinor(value: string): number {
  const match = pattern.exec(value);
  if (!match) throw new Error(`Not a money value: ${value}`);
  const minor = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -minor : minor;
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
  const basisPoints = Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
  return Math.floor((minor * basisPoints) / 1_000_000);
}
