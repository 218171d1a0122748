import { describe, expect, it } from 'vitest';
import { dividendPeriod, dividendTier, exceedsRate } from '../src/services/agent.js';
import { reportDays } from '../src/services/days.js';
import { HttpError } from '../src/errors.js';

describe("the agent's periods and rates (pure)", () => {
  it('runs a dividend period over the half month, the month or the week (Monday first), in UTC', () => {
    expect(dividendPeriod('HALF_MONTH', new Date('2028-02-15T23:59:59Z'))).toEqual({ start: '2028-02-01', end: '2028-02-15' });
    expect(dividendPeriod('HALF_MONTH', new Date('2028-02-16T00:00:00Z'))).toEqual({ start: '2028-02-16', end: '2028-02-29' });
    expect(dividendPeriod('MONTHLY', new Date('2027-02-10T12:00:00Z'))).toEqual({ start: '2027-02-01', end: '2027-02-28' });
    // 2026-11-29 is a Sunday: its week began on Monday the 23rd.
    expect(dividendPeriod('WEEKLY', new Date('2026-11-29T08:00:00Z'))).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(dividendPeriod('WEEKLY', new Date('2026-11-30T08:00:00Z'))).toEqual({ start: '2026-11-30', end: '2026-12-06' });
  });

  it('picks the highest dividend tier a profit reaches, else the first', () => {
    const tiers = [
      { minProfit: 10_000_000, rate: '20.00' },
      { minProfit: 500_000, rate: '15.00' },
      { minProfit: 100_000, rate: '10.00' },
    ];
    expect(dividendTier(tiers, 10_000_000).rate).toBe('20.00');
    expect(dividendTier(tiers, 9_999_999).rate).toBe('15.00');
    expect(dividendTier(tiers, 0).rate).toBe('20.00');
  });

  it('compares two-place rates exactly', () => {
    expect(exceedsRate('0.81', '0.80')).toBe(true);
    expect(exceedsRate('0.80', '0.80')).toBe(false);
    expect(exceedsRate('10.00', '9.99')).toBe(true);
  });

  it('reports the last 30 days up to today by default and refuses a start after the end', () => {
    const now = new Date('2026-03-05T10:00:00Z');
    expect(reportDays({}, 30, now)).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(reportDays({ endDate: '2026-01-10' }, 90, now)).toEqual({ from: '2025-10-13', to: '2026-01-10' });
    expect(() => reportDays({ startDate: '2026-03-06', endDate: '2026-03-05' }, 30, now)).toThrow(HttpError);
  });
});
