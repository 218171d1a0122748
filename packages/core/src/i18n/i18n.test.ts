import { describe, expect, it } from 'vitest';
import { agentSiteTexts, appNamespaces, applyDocumentLanguage, changeLanguage, createI18n, memberSiteTexts, themeDemoTexts } from './index.js';
describe('i18n bootstrap (spec section 1: languages, RTL, lazy files)', () => {
  it('loads the chosen language and translates with it', async () => {
    const i18n = await createI18n('TH', memberSiteTexts);
    expect(i18n.language).toBe('th');
    expect(i18n.t('home.menu')).toBe('เมนู');
    expect(i18n.t('common.login')).toBe('เข้าสู่ระบบ');
  });

  it('switches to another language, and announces no change for the language it is already in', async () => {
    const i18n = await createI18n('TH', memberSiteTexts);
    const announced: string[] = [];
    i18n.on('languageChanged', (tag: string) => announced.push(tag));
    expect(await changeLanguage(i18n, 'TH')).toEqual({ lang: 'th', dir: 'ltr' });
    expect(announced).toEqual([]);
    expect(await changeLanguage(i18n, 'AR')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(announced).toEqual(['ar']);
    expect(i18n.t('common.login')).not.toBe('เข้าสู่ระบบ');
  });

  it('loads the namespaces each app names, in its order', () => {
    const names = (texts: readonly { namespace: string }[]) => texts.map((part) => part.namespace);
    expect([names(memberSiteTexts), names(agentSiteTexts), names(themeDemoTexts)]).toEqual([
      [...appNamespaces.member],
      [...appNamespaces.agent],
      [...appNamespaces.demo],
    ]);
  });

  it("loads only the app's namespaces: the member site has none of the agent site's texts, and each app reads the shared ones", async () => {
    const member = await createI18n('TH', memberSiteTexts);
    expect(['common', 'member', 'agent', 'demo'].map((namespace) => member.hasResourceBundle('th', namespace))).toEqual([true, true, false, false]);
    expect(member.t('agent.tabs.team')).toBe('agent.tabs.team');
    const agent = await createI18n('TH', agentSiteTexts);
    expect(['common', 'member', 'agent', 'demo'].map((namespace) => agent.hasResourceBundle('th', namespace))).toEqual([true, false, true, false]);
    expect(agent.t('agent.tabs.team')).not.toBe('agent.tabs.team');
    expect(agent.t('common.login')).toBe('เข้าสู่ระบบ');
    expect(agent.t('home.menu')).toBe('home.menu');
  });

  it('gives every language its own texts: Khmer, Korean under both codes, Roman Urdu left to right', async () => {
    expect((await createI18n('KM', memberSiteTexts)).t('home.menu')).not.toBe('Menu');
    const korean = await createI18n('KO', memberSiteTexts);
    expect((await createI18n('KR', memberSiteTexts)).t('home.menu')).toBe(korean.t('home.menu'));
    const romanUrdu = await createI18n('UR-LA', memberSiteTexts);
    expect(romanUrdu.language).toBe('ur-Latn');
    expect(romanUrdu.t('home.menu')).toMatch(/^[\p{Script=Latin}\s]+$/u);
  });

  it('picks the CLDR plural form of the language', async () => {
    const russian = await createI18n('RU', memberSiteTexts);
    const forms = [1, 3, 5].map((count) => russian.t('games.search.results', { count }));
    expect(new Set(forms).size).toBe(3);
    const english = await createI18n('EN', memberSiteTexts);
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
