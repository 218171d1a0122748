import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, createI18n } from './index.js';
import ar from './locales/ar.json';
import en from './locales/en.json';
import th from './locales/th.json';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('i18n bootstrap (spec section 1: languages, RTL, lazy files)', () => {
  it('has every English key in Thai, Traditional and Simplified Chinese and Arabic', () => {
    const english = keys(en).sort();
    for (const locale of [th, zhTW, zhCN, ar]) expect(keys(locale).sort()).toEqual(english);
  });

  it('loads the chosen language and translates with it', async () => {
    const i18n = await createI18n('TH');
    expect(i18n.language).toBe('th');
    expect(i18n.t('home.title')).toBe('หน้าแรก');
  });

  it('falls back to English for a language without its own file yet', async () => {
    const i18n = await createI18n('KM');
    expect(i18n.t('home.title')).toBe('Home');
  });

  it('sets dir=rtl for Arabic and back to ltr', () => {
    const element = document.createElement('html');
    applyDocumentLanguage(element, 'AR');
    expect([element.lang, element.dir]).toEqual(['ar', 'rtl']);
    applyDocumentLanguage(element, 'EN');
    expect([element.lang, element.dir]).toEqual(['en', 'ltr']);
  });
});
