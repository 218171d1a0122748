import { describe, expect, it } from 'vitest';
import { initialLanguage, isAppUserAgent, type MerchantConfig } from './merchants.js';

// The merchants themselves are the workspace's merchants/ folders, tested there (merchants/catalog.test.ts).
const thai: MerchantConfig = { code: 'thai', name: 'Thai', themeId: 'classic', defaultLanguage: 'TH', languages: ['TH', 'EN', 'TW'], ageLimit: 18 };

describe('merchant configuration (spec section 2: start-up order)', () => {
  it('uses the saved language only when the merchant offers it', () => {
    expect(initialLanguage(thai, 'EN')).toBe('EN');
    expect(initialLanguage(thai, 'AR')).toBe('TH');
    expect(initialLanguage(thai, null)).toBe('TH');
  });
  it('recognises the app marker in the user agent', () => {
    expect(isAppUserAgent('Mozilla/5.0 (Linux; Android 14) WLApp/3.2')).toBe(true);
    expect(isAppUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1')).toBe(false);
  });
});
