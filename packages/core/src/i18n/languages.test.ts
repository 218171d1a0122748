import type { Schema } from '@whitelabel/api';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { isLanguageCode, languageInfo, languages, type LanguageCode } from './languages.js';

describe('interface languages (spec section 1)', () => {
  it("has exactly the contract's language codes (a code added to one and not the other fails the type check)", () => {
    expectTypeOf<LanguageCode>().toEqualTypeOf<Schema<'LanguageCode'>>();
  });
  it('lists all 30 language codes once each', () => {
    expect(languages).toHaveLength(30);
    expect(new Set(languages.map((l) => l.code)).size).toBe(30);
  });
  it('maps the special codes to BCP 47 tags', () => {
    expect(languageInfo('CN').tag).toBe('zh-CN');
    expect(languageInfo('TW').tag).toBe('zh-TW');
    expect(languageInfo('KO').tag).toBe('ko');
    expect(languageInfo('KR').tag).toBe('ko');
    expect(languageInfo('MY').tag).toBe('my');
    expect(languageInfo('MS').tag).toBe('ms');
    expect(languageInfo('UR-LA').tag).toBe('ur-Latn');
    expect(languageInfo('PT-BR').tag).toBe('pt-BR');
    expect(languageInfo('TY').tag).toBe('fil');
  });
  it('writes AR, FA and UR right to left, and nothing else', () => {
    expect(languages.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['UR', 'AR', 'FA']);
  });
  it('gives every code its own name, so a picker offering KO and KR can tell them apart', () => {
    expect(new Set(languages.map((l) => l.nativeName)).size).toBe(30);
  });
  it('recognises only known codes', () => {
    expect(isLanguageCode('TH')).toBe(true);
    expect(isLanguageCode('th')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
  });
});
