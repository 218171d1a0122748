import { describe, expect, it } from 'vitest';
import { amountDecimals, amountStep, currencyOf, minorUnitsOf } from './currency.js';

describe('currency', () => {
  it('takes ISO 4217 minor units from the runtime', () => {
    expect(['VND', 'THB', 'PHP', 'USD', 'JPY'].map(minorUnitsOf)).toEqual([0, 2, 2, 2, 0]);
    expect(currencyOf('VND')).toEqual({ code: 'VND', minorUnits: 0 });
  });

  it('uses at most the contract two places, and steps by the currency smallest amount', () => {
    expect(amountDecimals({ minorUnits: 3 })).toBe(2);
    expect([0, 2, 3].map((minorUnits) => amountStep({ minorUnits }))).toEqual([100n, 1n, 1n]);
  });
});
