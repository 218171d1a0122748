import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ageLimits, languages, merchantDefaults } from '@whitelabel/core';
import { classicTheme } from '@whitelabel/ui/themes/classic';
import { contrastPairs, contrastRatio } from '@whitelabel/ui/theme';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPhoneVerification, loadMerchant, merchantCodes, merchantConfig, merchantConfigs, merchantsDir } from './catalog.mjs';

describe('the merchant folders', () => {
  it('are found by their merchant.json', () => {
    expect(merchantCodes()).toEqual(['clearplay', 'globalwin', 'goldenlotus', 'lucky88']);
  });

  it('give the default merchant TH with TH, EN and TW (spec sections 1, 2)', () => {
    expect(merchantConfig('lucky88')).toEqual({
      code: 'lucky88',
      name: 'Lucky 88',
      themeId: 'classic',
      defaultLanguage: 'TH',
      languages: ['TH', 'EN', 'TW'],
      ageLimit: 18,
    });
  });

  it('have a merchant offering every interface language, so each is reachable in some build', () => {
    const global = merchantConfig('globalwin');
    expect(global).toMatchObject({ name: 'Global Win', themeId: 'light', defaultLanguage: 'EN', ageLimit: 18 });
    expect(global.languages).toEqual(languages.map((language) => language.code));
  });

  it('give each merchant one age limit of the spec: 18 by default, 21 where registration confirms 21', () => {
    for (const merchant of merchantConfigs()) expect(ageLimits).toContain(merchant.ageLimit);
    expect(merchantConfig('lucky88').ageLimit).toBe(merchantDefaults.ageLimit);
    expect(merchantConfig('goldenlotus').ageLimit).toBe(21);
  });

  it.each(merchantCodes())('%s: its theme meets WCAG AA for every text/surface pair (docs/conventions.md themes)', async (code) => {
    const { tokens } = await loadMerchant(code);
    for (const { foreground, background, minimum } of contrastPairs) {
      expect(contrastRatio(tokens.color[foreground], tokens.color[background]), `${foreground} on ${background}`).toBeGreaterThanOrEqual(minimum);
    }
  });
});

describe('a new merchant folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'merchants-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const add = (code: string, merchant: object, theme: object = { extends: 'classic' }) => {
    cpSync(join(merchantsDir(), 'lucky88'), join(dir, code), { recursive: true });
    writeFileSync(join(dir, code, 'merchant.json'), JSON.stringify(merchant));
    writeFileSync(join(dir, code, 'theme.json'), JSON.stringify(theme));
  };
  const base = { name: 'New Co', defaultLanguage: 'EN', languages: ['EN', 'TH'], ageLimit: 18 };

  it('is a merchant, with its base theme and the tokens it changes', async () => {
    add('newco', base, { extends: 'classic', tokens: { color: { brand: '#00a86b' } } });
    expect(merchantCodes(dir)).toContain('newco');
    const merchant = await loadMerchant('newco', dir);
    expect(merchant.config).toEqual({ code: 'newco', themeId: 'classic', ...base });
    expect(merchant.tokens.color.brand).toBe('#00a86b');
    expect(merchant.tokens.color.surface).toBe(classicTheme.tokens.color.surface);
    expect(merchant.theme).toMatchObject({ id: 'newco', name: 'New Co', className: 'merchant-newco' });
    expect(merchant.theme.css).toMatch(/^\.merchant-newco\{--[^}]*:#00a86b;/);
  });

  it('is refused with the reason when its files are wrong', async () => {
    add('badlang', { ...base, defaultLanguage: 'AR' });
    expect(() => merchantConfig('badlang', dir)).toThrow(/defaultLanguage must be one of its languages/);
    add('badage', { ...base, ageLimit: 16 });
    expect(() => merchantConfig('badage', dir)).toThrow(/ageLimit must be one of 18, 21/);
    add('badkey', { ...base, colour: 'red' });
    expect(() => merchantConfig('badkey', dir)).toThrow(/unknown colour/);
    add('badtheme', base, { extends: 'nosuch' });
    await expect(loadMerchant('badtheme', dir)).rejects.toThrow();
    add('badtoken', base, { extends: 'classic', tokens: { color: { brandd: '#000000' } } });
    await expect(loadMerchant('badtoken', dir)).rejects.toThrow(/color\.brandd is not a token/);
    expect(() => merchantConfig('nobody', dir)).toThrow(/Unknown merchant nobody; known: .*newco/);
    expect(() => merchantConfig('../lucky88', dir)).toThrow(/must be lower-case/);
  });

  it('is refused at build and dev start when it verifies phones through Firebase and the build has no Firebase plug', () => {
    add('firebaseco', { ...base, phoneVerification: 'firebase' });
    expect(merchantConfig('firebaseco', dir).phoneVerification).toBe('firebase');
    expect(() => checkPhoneVerification('firebaseco', [], dir)).toThrow(
      /firebaseco[/\\]merchant\.json: "phoneVerification": "firebase" needs a site build with the firebase plug/,
    );
    expect(() => checkPhoneVerification('firebaseco', ['firebase'], dir)).not.toThrow();
    add('smsco', { ...base, phoneVerification: 'sms' });
    expect(() => checkPhoneVerification('smsco', [], dir)).not.toThrow();
    expect(() => checkPhoneVerification('newco', [], dir)).not.toThrow();
    add('badphone', { ...base, phoneVerification: 'pigeon' });
    expect(() => merchantConfig('badphone', dir)).toThrow(/phoneVerification must be one of sms, firebase/);
  });
});
