import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, createI18n } from './index.js';
describe('i18n bootstrap (spec section 1: languages, RTL, lazy files)', () => {
  it('loads the chosen language and translates with it', async () => {
    const i18n = await createI18n('TH');
    expect(i18n.language).toBe('th');
    expect(i18n.t('home.title')).toBe('หน้าแรก');
  });

  it('gives every language its own texts: Khmer, Korean under both codes, Roman Urdu left to right', async () => {
    expect((await createI18n('KM')).t('home.title')).not.toBe('Home');
    const korean = await createI18n('KO');
    expect((await createI18n('KR')).t('home.title')).toBe(korean.t('home.title'));
    const romanUrdu = await createI18n('UR-LA');
    expect(romanUrdu.language).toBe('ur-Latn');
    expect(romanUrdu.t('home.title')).toMatch(/^[\p{Script=Latin}\s]+$/u);
  });

  it('picks the CLDR plural form of the language', async () => {
    const russian = await createI18n('RU');
    const forms = [1, 3, 5].map((count) => russian.t('games.search.results', { count }));
    expect(new Set(forms).size).toBe(3);
    const english = await createI18n('EN');
    expect([english.t('games.search.results', { count: 1 }), english.t('games.search.results', { count: 2 })]).toEqual(['1 game found', '2 games found']);
  });

  it('sets dir=rtl for Arabic and back to ltr', () => {
    const element = document.createElement('html');
    applyDocumentLanguage(element, 'AR');
    expect([element.lang, element.dir]).toEqual(['ar', 'rtl']);
    applyDocumentLanguage(element, 'EN');
    expect([element.lang, element.dir]).toEqual(['en', 'ltr']);
  });
});
