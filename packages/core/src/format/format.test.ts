import { describe, expect, it } from 'vitest';
import {
  birthdayRange,
  formatDecimal,
  formatListDate,
  formatMoney,
  formatMoneyWithSymbol,
  currencySymbol,
  formatPopupDate,
  formatWinAmount,
  promotionListImage,
  promotionPeriod,
} from './format.js';

describe('money and amounts (spec sections 2 and 3: balances 2 decimals, winner amounts 0 decimals)', () => {
  it('shows balances with 2 decimals and grouping, from numbers or decimal strings', () => {
    expect(formatMoney('1250')).toBe('1,250.00');
    expect(formatMoney(1250.5)).toBe('1,250.50');
    expect(formatMoney('0.005')).toBe('0.01');
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoney('abc')).toBe('0.00');
  });

  it('keeps Latin digits in every language', () => {
    expect(formatMoney('1250', 'ar')).toMatch(/^[0-9.,\u066b\u066c\u200f\u061c]+$/);
    expect(formatMoney('1250', 'th')).toBe('1,250.00');
  });

  it('shows winner amounts without decimals', () => {
    expect(formatWinAmount('98765.49')).toBe('98,765');
    expect(formatWinAmount(98765.5)).toBe('98,766');
    expect(formatWinAmount(1_234_567_890)).toBe('1,234,567,890');
  });

  it('keeps one formatter per language and decimals, each giving its own', () => {
    expect(formatDecimal(1234567.891, 'en', 3)).toBe('1,234,567.891');
    expect(formatDecimal(1234567.891, 'en', 1)).toBe('1,234,567.9');
    expect(formatDecimal(1234567.891, 'de', 1)).toBe('1.234.567,9');
    expect(formatDecimal(1234567.891, 'en', 3)).toBe('1,234,567.891');
  });
});

describe("money in the merchant's currency (its ISO 4217 minor units, the language's grouping)", () => {
  const vnd = { code: 'VND', minorUnits: 0 };
  const thb = { code: 'THB', minorUnits: 2 };
  const usd = { code: 'USD', minorUnits: 2 };

  it('shows VND without decimals, grouped as Vietnamese groups them', () => {
    expect(formatMoney('1000000.00', 'vi', vnd)).toBe('1.000.000');
    expect(formatMoney('100000.00', 'en', vnd)).toBe('100,000');
    expect(formatMoneyWithSymbol('1000000.00', 'vi', vnd)).toBe('1.000.000\u00a0₫');
  });

  it('shows THB in Thai and USD in English with two decimals', () => {
    expect(formatMoney('20000.00', 'th', thb)).toBe('20,000.00');
    expect(formatMoneyWithSymbol('1250.5', 'th', thb)).toBe('฿1,250.50');
    expect(formatMoney('1250.5', 'en', usd)).toBe('1,250.50');
    expect(formatMoneyWithSymbol('1250.5', 'en', usd)).toBe('$1,250.50');
    expect([currencySymbol('vi', vnd), currencySymbol('th', thb), currencySymbol('en', usd)]).toEqual(['₫', '฿', '$']);
  });

  it('keeps Latin digits in Arabic, as every amount of the site', () => {
    expect(formatMoney('1000000.00', 'ar', vnd)).toMatch(/^1[^0-9]?000[^0-9]?000$/);
    expect(formatMoneyWithSymbol('1000000.00', 'ar', vnd)).not.toMatch(/[\u0660-\u0669]/);
  });

  it("keeps two decimals at most, the contract's, for a three-decimal currency", () => {
    expect(formatMoney('1.5', 'en', { code: 'KWD', minorUnits: 3 })).toBe('1.50');
  });
});

describe('dates (spec sections 2 and 9: YYYY-MM-DD in lists, YYYY/MM/DD in popups)', () => {
  it('formats list and popup dates', () => {
    expect(formatListDate('2026-03-04T10:00:00')).toBe('2026-03-04');
    expect(formatPopupDate('2026-03-04T10:00:00')).toBe('2026/03/04');
    expect(formatListDate(new Date(2026, 11, 31))).toBe('2026-12-31');
  });

  it('gives an empty text for a missing or invalid date', () => {
    expect(formatListDate(undefined)).toBe('');
    expect(formatPopupDate('not a date')).toBe('');
  });

  it('shows a promotion period, or the start with long term when noExpiry is 1', () => {
    expect(promotionPeriod({ startDate: '2026-01-01T00:00:00', endDate: '2026-02-01T00:00:00', noExpiry: 0 })).toEqual({
      key: 'promotion.period',
      values: { start: '2026/01/01', end: '2026/02/01' },
    });
    expect(promotionPeriod({ startDate: '2026-01-01T00:00:00', endDate: '2026-02-01T00:00:00', noExpiry: 1 })).toEqual({
      key: 'promotion.periodLongTerm',
      values: { start: '2026/01/01' },
    });
  });

  it('lets the birthday picker run from 1900 to the end of the current year', () => {
    expect(birthdayRange(new Date(2026, 5, 15))).toEqual({ min: '1900-01-01', max: '2026-12-31' });
  });

  it('uses the promotion image with sequence 1 in lists', () => {
    expect(
      promotionListImage([
        { sequence: 2, url: 'b' },
        { sequence: 1, url: 'a' },
      ]),
    ).toBe('a');
    expect(promotionListImage([{ sequence: 3, url: 'c' }])).toBe('c');
    expect(promotionListImage([])).toBeUndefined();
  });
});
