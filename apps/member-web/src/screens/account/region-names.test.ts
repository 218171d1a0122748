import { describe, expect, it } from 'vitest';
import { browserRegionNames, loadRegionNames, needsRegionNames } from './region-names.js';

describe('region names of the dialling-code picker', () => {
  it('names countries in Kazakh, Uzbek, Nepali, Burmese, Khmer and Lao from CLDR, not in English', async () => {
    const expected: Record<string, string> = { kk: 'Таиланд', uz: 'Tailand', ne: 'थाइल्याण्ड', my: 'ထိုင်း', km: 'ថៃ', lo: 'ໄທ' };
    for (const [language, thailand] of Object.entries(expected)) {
      expect(needsRegionNames(language), language).toBe(true);
      const names = (await loadRegionNames(language))!;
      expect(names('TH'), language).toBe(thailand);
      expect(names('VN'), language).not.toBe('Vietnam');
    }
  });

  it("takes the browser's names for the other languages, loading nothing", async () => {
    expect(needsRegionNames('th')).toBe(false);
    expect((await loadRegionNames('th'))!('TH')).toBe('ไทย');
    expect(browserRegionNames('ja')!('JP')).toBe('日本');
  });
});
