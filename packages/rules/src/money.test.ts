import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareMoney, fromMinorUnits, moneyIntegerDigits, moneyPattern, parseMoney, sumMoney, toMinorUnits } from './money.js';

const largest = `${'9'.repeat(moneyIntegerDigits)}.99`;

describe('money format', () => {
  it('is the pattern of the contract', () => {
    const contract = readFileSync(new URL('../../../openapi/wps.yaml', import.meta.url), 'utf8');
    const money = /\n {4}Money:\n(?: {6}.*\n)*? {6}pattern: (.+)\n/.exec(contract)?.[1];
    expect(money).toBe(moneyPattern.source);
  });

  it('admits 15 digits (13 integer, 2 decimal) and no more', () => {
    expect(moneyPattern.test(largest)).toBe(true);
    expect(moneyPattern.test(`1${largest}`)).toBe(false);
    expect(['1250.00', '-0.50', '0.00'].every((value) => moneyPattern.test(value))).toBe(true);
    expect(['1250', '1250.5', '1e3.00', ' 1.00', '1.000'].some((value) => moneyPattern.test(value))).toBe(false);
  });
});

describe('minor units', () => {
  const fifteenDigits = ['9999999999999.99', '1234567890123.45', '-9007199254740.99', '8765432109876.01', '0.01', '-0.10'];

  it('round-trips 15-digit amounts exactly as bigint and as number', () => {
    for (const amount of fifteenDigits) {
      expect(fromMinorUnits(toMinorUnits(amount)!)).toBe(amount);
      expect(fromMinorUnits(parseMoney(amount))).toBe(amount);
      expect(BigInt(parseMoney(amount))).toBe(toMinorUnits(amount));
    }
    expect(parseMoney('1234567890123.45')).toBe(123_456_789_012_345);
  });

  it('does what float parsing gets wrong', () => {
    // A float times 100 is not a whole number of cents for 15-digit amounts; parsing the digits is.
    expect(Number.isInteger(Number('1111111111111.11') * 100)).toBe(false);
    expect(parseMoney('1111111111111.11')).toBe(111_111_111_111_111);
    expect(sumMoney(['9999999999999.99', '0.01'])).toBe('10000000000000.00');
  });

  it('reads typed input with zero to two decimals and refuses anything else', () => {
    expect(toMinorUnits('100')).toBe(10_000n);
    expect(toMinorUnits(' 1.5 ')).toBe(150n);
    expect(toMinorUnits('-0.05')).toBe(-5n);
    for (const bad of ['', '1.234', 'abc', '1e3', `1${'0'.repeat(moneyIntegerDigits)}`, null, undefined]) expect(toMinorUnits(bad)).toBeNull();
  });

  it('accepts only the contract format when strict', () => {
    expect(() => parseMoney('100')).toThrow(RangeError);
    expect(() => parseMoney(`1${largest}`)).toThrow(RangeError);
    expect(parseMoney('-12.30')).toBe(-1230);
  });

  it('writes only whole minor units', () => {
    expect(fromMinorUnits(0)).toBe('0.00');
    expect(fromMinorUnits(-5)).toBe('-0.05');
    expect(fromMinorUnits(125_000n)).toBe('1250.00');
    expect(() => fromMinorUnits(1.5)).toThrow(RangeError);
    expect(() => fromMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => fromMinorUnits(2 ** 53)).toThrow(RangeError);
  });

  it('sums and compares decimal strings', () => {
    expect(sumMoney(['1.10', '2.20', null, 'x'])).toBe('3.30');
    expect(compareMoney('10.00', '9.99')).toBe(1);
    expect(compareMoney('9.99', '10.00')).toBe(-1);
    expect(compareMoney('1.0', '1.00')).toBe(0);
  });
});
