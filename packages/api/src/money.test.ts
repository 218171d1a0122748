import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moneyIntegerDigits, moneyPattern } from './money.js';

describe('money format (one source for client, mocks and server)', () => {
  it('is the pattern of the contract', () => {
    const contract = readFileSync(new URL('../../../openapi/wps.yaml', import.meta.url), 'utf8');
    const money = /\n {4}Money:\n(?: {6}.*\n)*? {6}pattern: (.+)\n/.exec(contract)?.[1];
    expect(money).toBe(moneyPattern.source);
  });

  it('keeps the largest amount exact in minor units', () => {
    const largest = `${'9'.repeat(moneyIntegerDigits)}.99`;
    expect(moneyPattern.test(largest)).toBe(true);
    expect(moneyPattern.test(`1${largest}`)).toBe(false);
    expect(Number.isSafeInteger(Number(largest.replace('.', '')))).toBe(true);
    expect(['1250.00', '-0.50', '0.00'].every((value) => moneyPattern.test(value))).toBe(true);
    expect(['1250', '1250.5', '1e3.00', ' 1.00', '1.000'].some((value) => moneyPattern.test(value))).toBe(false);
  });
});
