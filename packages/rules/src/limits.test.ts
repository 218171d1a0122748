import { describe, expect, it } from 'vitest';
import { amountLimitProblem } from './limits.js';

describe('amount limits', () => {
  it('checks a preset first, then the range, then the balance', () => {
    expect(amountLimitProblem(500, { min: 1_000, fixedAmounts: [10_000, 20_000] })).toBe('preset');
    expect(amountLimitProblem(10_000, { min: 1_000, max: 5_000, fixedAmounts: [10_000] })).toBe('max');
    expect(amountLimitProblem(500n, { min: 1_000n })).toBe('min');
    expect(amountLimitProblem(6_000, { max: 5_000 })).toBe('max');
    expect(amountLimitProblem(3_000, { min: 1_000, max: 5_000, balance: 2_000 })).toBe('balance');
    expect(amountLimitProblem(2_000, { min: 1_000, max: 5_000, balance: 2_000, fixedAmounts: [] })).toBeNull();
    expect(amountLimitProblem(1, { min: null, max: null })).toBeNull();
  });

  it('compares 15-digit amounts exactly', () => {
    const largest = 999_999_999_999_999n;
    expect(amountLimitProblem(largest, { max: largest })).toBeNull();
    expect(amountLimitProblem(largest, { max: largest - 1n })).toBe('max');
    expect(amountLimitProblem(Number(largest), { fixedAmounts: [largest] })).toBeNull();
  });
});

describe('amounts of the currency', () => {
  it('refuses a fraction of a currency without decimals, before any other bound', () => {
    expect(amountLimitProblem(10_000_050, { step: 100, min: 10_000_000 })).toBe('fraction');
    expect(amountLimitProblem(50, { step: 100n, min: 10_000_000 })).toBe('fraction');
    expect(amountLimitProblem(10_000_000, { step: 100, min: 10_000_000 })).toBeNull();
    expect(amountLimitProblem(10_050, { step: 1, min: 10_000 })).toBeNull();
  });
});
