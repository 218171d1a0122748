import { merchantCodes, merchantConfig } from '@whitelabel/merchants';
import { describe, expect, it } from 'vitest';
import { seedMerchants, templateTheme } from '../src/seed/merchants.js';

// The reference server's merchants are its own data (an operator's backend has its own), but a site built from a
// merchants/ folder talks to it: both must state the same merchant.
describe('the seeded merchants and the merchants/ folders', () => {
  it('seed every merchant that has a folder', () => {
    expect(seedMerchants.map((merchant) => merchant.code)).toEqual(expect.arrayContaining(merchantCodes()));
  });

  it.each(merchantCodes())('agree on %s: name, default language, languages, age limit and theme', (code) => {
    const folder = merchantConfig(code);
    const seeded = seedMerchants.find((merchant) => merchant.code === code);
    expect({
      name: seeded?.name,
      defaultLanguage: seeded?.defaultLanguage,
      languages: [...(seeded?.languages ?? [])].sort(),
      ageLimit: seeded?.register?.ageLimit,
      theme: templateTheme(code),
    }).toEqual({
      name: folder.name,
      defaultLanguage: folder.defaultLanguage,
      languages: [...folder.languages].sort(),
      ageLimit: folder.ageLimit,
      theme: folder.themeId,
    });
  });
});
