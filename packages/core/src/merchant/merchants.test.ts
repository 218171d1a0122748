import { describe, expect, it } from 'vitest';
import { ageLimits, merchantDefaults } from '../constants/business.js';
import { languages } from '../i18n/languages.js';
import { initialLanguage, isAppUserAgent, merchantConfig, merchantConfigs } from './merchants.js';

describe('merchant configuration (spec sections 1, 2: default TH with TH/EN/TW, start-up order)', () => {
  it('has the default merchant on TH with TH, EN and TW', () => {
    const lucky = merchantConfig('lucky88');
    expect(lucky.defaultLanguage).toBe('TH');
    expect(lucky.languages).toEqual(['TH', 'EN', 'TW']);
  });
  it('offers its default language in its own language set', () => {
    for (const merchant of merchantConfigs) expect(merchant.languages).toContain(merchant.defaultLanguage);
  });
  it('has a merchant offering every interface language, so each is reachable in some build', () => {
    const global = merchantConfig('globalwin');
    expect(global).toMatchObject({ name: 'Global Win', themeId: 'light', defaultLanguage: 'EN', ageLimit: 18 });
    expect(global.languages).toHaveLength(30);
    expect(new Set(merchantConfigs.flatMap((merchant) => merchant.languages))).toEqual(new Set(languages.map((language) => language.code)));
  });
  it('gives each merchant one age limit of the spec: 18 by default, 21 where registration confirms 21', () => {
    for (const merchant of merchantConfigs) expect(ageLimits).toContain(merchant.ageLimit);
    expect(merchantConfig('lucky88').ageLimit).toBe(merchantDefaults.ageLimit);
    expect(merchantConfig('goldenlotus').ageLimit).toBe(21);
  });
  it('rejects an unknown merchant with the list of known ones', () => {
    expect(() => merchantConfig('nobody')).toThrow(/lucky88/);
  });
  it('uses the saved language only when the merchant offers it', () => {
    const lucky = merchantConfig('lucky88');
    expect(initialLanguage(lucky, 'EN')).toBe('EN');
    expect(initialLanguage(lucky, 'AR')).toBe('TH');
    expect(initialLanguage(lucky, null)).toBe('TH');
  });
  it('recognises the app marker in the user agent', () => {
    expect(isAppUserAgent('Mozilla/5.0 (Linux; Android 14) WLApp/3.2')).toBe(true);
    expect(isAppUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1')).toBe(false);
  });
});
