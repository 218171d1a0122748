import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantConfig } from '@whitelabel/merchants';
import { contentTexts } from '../src/seed/texts/index.js';
import { contentLanguage, labelName, translate, translateFields } from '../src/services/content-language.js';
import { call, login, startTestServer, webpSize, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, merchant: string, language?: string, token?: string) =>
  call(server.app, { method: 'GET', url, merchant, ...(token ? { token } : {}), headers: language ? { language } : {} });

const value = async (url: string, merchant: string, language?: string, token?: string) => {
  const response = await get(url, merchant, language, token);
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  return response.json().value;
};

interface Titled {
  title: string;
  content: string;
}
interface HelpTopic extends Titled {
  tag: string;
  children?: Titled[];
}
interface Menu {
  gameType: string;
  displayName: string;
  classifies: { key: string; displayName: string }[];
}

/**
 * Every text a player reads on home, promotions, help and notices, plus the cash center's names, in one
 * language: category and classification names, notices, marquee, popups (member and first-visit), hot news,
 * promotion notices, banners (their art), promotions (titles, bodies, categories, actions, art), help topics,
 * gateways, banks and deposit promotions.
 */
async function everyText(merchant: string, language: string | undefined): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  const token = await login(server.app, 'member0', { merchant });
  const menus = (await value('/wps/games/menus', merchant, language)).menus as Menu[];
  for (const menu of menus) {
    texts[`menu ${menu.gameType}`] = menu.displayName;
    for (const classify of menu.classifies) texts[`classify ${menu.gameType}:${classify.key}`] = classify.displayName;
  }
  const all = 'types=B&types=PL&types=A&types=PR&types=PU&types=H&types=Promotion';
  for (const [who, auth] of [
    ['guest', undefined],
    ['member', token],
  ] as const) {
    const announcements = await value(`/wps/announcements?${all}`, merchant, language, auth);
    for (const entry of [...announcements.player, ...announcements.popup, ...announcements.hot] as (Titled & { id: string })[]) {
      texts[`${who} announcement ${entry.id} title`] = entry.title;
      texts[`${who} announcement ${entry.id} content`] = entry.content;
    }
    if (who === 'guest') {
      for (const banner of announcements.banners as { id: string; imageUrl: string }[]) {
        const art = await server.app.inject({ method: 'GET', url: vectorArt(banner.imageUrl) });
        expect(art.statusCode).toBe(200);
        texts[`banner ${banner.id} art`] = svgText(art.body);
      }
      for (const promotion of announcements.promotion as (Titled & { id: string; actionLabel: string | null; announcementImages: { url: string }[] })[]) {
        texts[`promotion ${promotion.id} title`] = promotion.title;
        texts[`promotion ${promotion.id} content`] = promotion.content;
        if (promotion.actionLabel) texts[`promotion ${promotion.id} action`] = promotion.actionLabel;
        for (const [i, image] of promotion.announcementImages.entries()) {
          const art = await server.app.inject({ method: 'GET', url: vectorArt(image.url) });
          texts[`promotion ${promotion.id} art ${i}`] = svgText(art.body);
        }
      }
      for (const category of announcements.promotionCategories as { id: string; name: string }[]) texts[`promotion category ${category.id}`] = category.name;
    }
  }
  for (const notice of (await value('/wps/notice', merchant, language)) as (Titled & { id: string })[]) {
    texts[`notice ${notice.id} title`] = notice.title;
    texts[`notice ${notice.id} content`] = notice.content;
  }
  for (const topic of (await value('/wps/system/help', merchant, language)) as HelpTopic[]) {
    texts[`help ${topic.tag} title`] = topic.title;
    texts[`help ${topic.tag} content`] = topic.content;
    for (const [i, child] of (topic.children ?? []).entries()) {
      texts[`help ${topic.tag} ${i} title`] = child.title;
      texts[`help ${topic.tag} ${i} content`] = child.content;
    }
  }
  for (const rank of (await value('/wps/member/rank/list', merchant, language)) as { level: number; name: string }[])
    texts[`vip rank ${rank.level}`] = rank.name;
  for (const message of (await value('/wps/inbox/messages', merchant, language, token)).list as (Titled & { messageId: string })[]) {
    texts[`inbox ${message.messageId} title`] = message.title;
    texts[`inbox ${message.messageId} content`] = message.content;
  }
  // Missions are a lucky88 and clearplay feature (flag MISSION).
  if (merchant === 'lucky88' || merchant === 'clearplay')
    for (const mission of (await value('/wps/member/missions', merchant, language, token)) as { kind: string; title: string }[])
      texts[`mission ${mission.kind}`] = mission.title;
  for (const gateway of (await value('/wps/deposit/gateways', merchant, language, token)) as { gatewayId: string; name: string }[])
    texts[`gateway ${gateway.gatewayId}`] = gateway.name;
  for (const bank of (await value('/wps/deposit/banks', merchant, language, token)) as { bankId: string; bankName: string }[])
    texts[`bank ${bank.bankId}`] = bank.bankName;
  for (const promo of (await value('/wps/deposit/promos', merchant, language, token)) as { promoId: string; title: string }[])
    texts[`deposit promo ${promo.promoId}`] = promo.title;
  return texts;
}

/** The request path of art's vector document (`.svg` after the file name), whose text the WebP is drawn from. */
function vectorArt(address: string): string {
  const url = new URL(address);
  return `${url.pathname}.svg${url.search}`;
}

/** The words drawn on generated art (the text elements of the SVG). */
function svgText(svg: string): string {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join(' ');
}

/** Names that stay as they are in every language: games, providers, the merchants, and codes. */
const keptNames = [
  'Megaways',
  'Lightning Roulette',
  'Golden Empire',
  'PG Soft',
  'JILI',
  'Lucky 88',
  'Golden Lotus',
  'Global Win',
  'ClearPlay',
  'USDT',
  'TRC20',
  'VIP',
  'SMS',
  'QR',
];

/** Latin-script words left in a text once markup and kept names are taken out: English leftovers. */
function englishWords(text: string): string[] {
  let plain = text.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;/g, ' ');
  for (const name of keptNames) plain = plain.split(name).join(' ');
  return plain.match(/[A-Za-z]{2,}/g) ?? [];
}

function leftovers(texts: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([where, text]) => [where, englishWords(text)] as const)
      .filter(([, words]) => words.length > 0),
  );
}

describe('content in the request language', () => {
  it('answers Thai on lucky88 with no English but names of games and providers', async () => {
    const texts = await everyText('lucky88', 'TH');
    expect(Object.keys(texts).length).toBeGreaterThan(80);
    expect(leftovers(texts)).toEqual({});
    expect(texts['menu RNG']).toBe('สล็อต');
    expect(texts['menu FISH']).toBe('ยิงปลา');
    expect(texts['bank B1']).toBe('ธนาคารกสิกรไทย');
    expect(texts['gateway G2']).toBe('ธนาคารออนไลน์');
    expect(texts['mission TURNOVER']).toBe('เดิมพันรวม 500.00');
    expect(texts['vip rank 3']).toBe('โกลด์');
    expect(Object.entries(texts).filter(([where]) => where.startsWith('inbox ')).length).toBeGreaterThan(0);
    expect(Object.values(texts)).toContain('ยินดีต้อนรับสู่ Lucky 88');
    expect(
      Object.entries(texts)
        .filter(([where]) => where.startsWith('help '))
        .every(([, text]) => /[\u0E00-\u0E7F]/.test(text)),
    ).toBe(true);
    // The terms carry the merchant's name and registration age limit.
    expect(Object.values(texts).some((text) => text.includes('Lucky 88') && text.includes('อายุอย่างน้อย 18 ปี'))).toBe(true);
  });

  it('answers Arabic on goldenlotus with no English but names of games and providers, its art right to left', async () => {
    const texts = await everyText('goldenlotus', 'AR');
    expect(leftovers(texts)).toEqual({});
    expect(texts['menu LIVE']).toBe('الكازينو المباشر');
    expect(Object.values(texts).some((text) => text.includes('Golden Lotus') && text.includes('21'))).toBe(true);
    const banners = (await value('/wps/announcements?types=B&groupName=m_home', 'goldenlotus', 'AR')).banners as { imageUrl: string }[];
    const art = await server.app.inject({ method: 'GET', url: vectorArt(banners[0]!.imageUrl) });
    expect(art.body).toContain('direction="rtl"');
    // resvg's own bidi reversed the words and split "%" from its number: each line is an explicit right-to-left
    // embedding with its number a left-to-right one.
    expect(art.body).toContain('\u202Bمكافأة ترحيب \u202A100%\u202C\u202C');
    // Persian art writes Latin digits and the Latin percent sign, as the interface does.
    const persian = (await value('/wps/announcements?types=B&groupName=m_home', 'clearplay', 'FA')).banners as { imageUrl: string }[];
    const persianArt = await server.app.inject({ method: 'GET', url: vectorArt(persian[0]!.imageUrl) });
    expect(persianArt.body).not.toMatch(/[\u0660-\u066A\u06F0-\u06F9]/);
    expect(persianArt.body).toContain('\u202A100%\u202C');
  });

  it('draws banner and promotion art as WebP in the scripts its fonts cover; Chinese art stays vector', async () => {
    const art = async (language: string) => {
      const { banners, promotion } = await value('/wps/announcements?types=B&types=Promotion&groupName=m_home', 'goldenlotus', language);
      const address = new URL((banners as { imageUrl: string }[])[0]!.imageUrl);
      const promotionAddress = new URL((promotion as { announcementImages: { url: string }[] }[])[0]!.announcementImages[0]!.url);
      expect(address.searchParams.get('w')).toBe('750');
      expect(address.searchParams.get('lang')).toBe(language);
      const get = (url: URL, width: string) => {
        url.searchParams.set('w', width);
        return server.app.inject({ method: 'GET', url: url.pathname + url.search });
      };
      return { banner: await get(address, '1125'), promotion: await get(promotionAddress, '345') };
    };
    for (const language of ['EN', 'AR', 'VI']) {
      const { banner, promotion } = await art(language);
      expect(banner.headers['content-type']).toBe('image/webp');
      expect(webpSize(banner.rawPayload)).toEqual({ width: 1125, height: 450 });
      expect(promotion.headers['content-type']).toBe('image/webp');
      expect(webpSize(promotion.rawPayload)).toEqual({ width: 345, height: 150 });
    }
    const chinese = await art('CN');
    expect(chinese.banner.headers['content-type']).toContain('image/svg+xml');
    expect(svgText(chinese.banner.body)).toMatch(/\p{Script=Han}/u);
  });

  it('answers every language each demo merchant offers without English leftovers', async () => {
    const offered: [string, string[]][] = [
      ['lucky88', ['TW']],
      ['goldenlotus', ['CN']],
      ['clearplay', ['TH', 'FA', 'UR']],
    ];
    for (const [merchant, languages] of offered) {
      for (const language of languages) expect([merchant, language, leftovers(await everyText(merchant, language))]).toEqual([merchant, language, {}]);
    }
    // Vietnamese is written in Latin letters: no text may be the English one, but for loanwords Vietnamese sites use.
    const english = await everyText('goldenlotus', 'EN');
    const vietnamese = await everyText('goldenlotus', 'VI');
    const loanwords = new Set(['Megaways', 'Bingo', 'Crash', 'Arcade', 'Poker', 'Baccarat', 'Roulette', 'Keno', 'VIP', 'USDT (TRC20)']);
    expect(Object.keys(vietnamese).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(vietnamese).filter((where) => vietnamese[where] === english[where] && !loanwords.has(english[where]!))).toEqual([]);
  });

  it('still answers English when asked for it, and the default language without a Language header', async () => {
    const english = await everyText('lucky88', 'EN');
    expect(english['menu RNG']).toBe('Slots');
    expect(english['bank B1']).toBe('Kasikornbank');
    const byDefault = await everyText('lucky88', undefined);
    expect(byDefault['menu RNG']).toBe('สล็อต');
    expect(byDefault['notice 1001 title']).toBe('ปิดปรับปรุงตามกำหนด');
  });

  it('gives globalwin its texts in all 30 languages, long texts included', async () => {
    const english = await value('/wps/announcements?types=PL&types=A&types=B&groupName=m_home', 'globalwin', 'EN');
    const englishMenus = ((await value('/wps/games/menus', 'globalwin', 'EN')).menus as Menu[]).map((menu) => menu.displayName);
    // VIP rank names and a new member's inbox are in every language too.
    const englishRanks = ((await value('/wps/member/rank/list', 'globalwin', 'EN')) as { name: string }[]).map((rank) => rank.name);
    const token = await login(server.app, 'member0', { merchant: 'globalwin' });
    const englishInbox = ((await value('/wps/inbox/messages', 'globalwin', 'EN', token)).list as Titled[]).flatMap((message) => [
      message.title,
      message.content,
    ]);
    expect(englishInbox).toContain('Welcome to Global Win');
    for (const language of merchantConfig('globalwin').languages.filter((code) => code !== 'EN')) {
      const menus = ((await value('/wps/games/menus', 'globalwin', language)).menus as Menu[]).map((menu) => menu.displayName);
      expect(
        menus.filter((name, i) => name === englishMenus[i]),
        language,
      ).toEqual([]);
      const ranks = ((await value('/wps/member/rank/list', 'globalwin', language)) as { name: string }[]).map((rank) => rank.name);
      const rankTexts = contentTexts(language)!.short;
      expect(ranks, language).toEqual([
        rankTexts.vipMember,
        rankTexts.vipBronze,
        rankTexts.vipSilver,
        rankTexts.vipGold,
        rankTexts.vipPlatinum,
        rankTexts.vipDiamond,
      ]);
      expect(ranks, language).not.toEqual(englishRanks);
      const inbox = ((await value('/wps/inbox/messages', 'globalwin', language, token)).list as Titled[]).flatMap((message) => [
        message.title,
        message.content,
      ]);
      expect(
        inbox.filter((text) => englishInbox.includes(text)),
        language,
      ).toEqual([]);
      const local = await value('/wps/announcements?types=PL&types=A&types=B&groupName=m_home', 'globalwin', language);
      const titles = (local.player as Titled[]).map((entry) => entry.title);
      const englishTitles = (english.player as Titled[]).map((entry) => entry.title);
      expect(
        titles.filter((title, i) => title === englishTitles[i]),
        language,
      ).toEqual([]);
    }
    // Burmese, Khmer and Lao have long texts too: help centre, notice and promotion bodies and the marquee in their scripts.
    const scripts: Record<string, RegExp> = { MY: /\p{Script=Myanmar}/u, KM: /\p{Script=Khmer}/u, LO: /\p{Script=Lao}/u };
    for (const [language, script] of Object.entries(scripts)) {
      const texts = await everyText('globalwin', language);
      expect(leftovers(texts), language).toEqual({});
      expect(
        Object.entries(texts).filter(([where, text]) => /^(help|notice|promotion \d|guest announcement|member announcement)/.test(where) && !script.test(text)),
        language,
      ).toEqual([]);
    }
    const lao = (await value('/wps/notice', 'globalwin', 'LO')) as (Titled & { id: string })[];
    const maintenance = lao.find((notice) => notice.id === '4001')!;
    expect(maintenance.title).toBe('ປິດປັບປຸງຕາມກຳນົດ');
    expect(maintenance.content).toContain('ວັນອັງຄານ');
    // Japanese has long texts too: the help centre is Japanese, with the merchant's name and age limit.
    const terms = ((await value('/wps/system/help', 'globalwin', 'JA')) as HelpTopic[]).find((topic) => topic.tag === 'terms')!;
    expect(terms.title).toBe('利用規約');
    expect(terms.content).toContain('Global Winをご利用いただくことで、あなたが18歳以上');
    // KR and KO are both Korean.
    const korean = ((await value('/wps/games/menus', 'globalwin', 'KR')).menus as Menu[])[0]!;
    expect(korean.displayName).toBe('슬롯');
  });

  it('falls back to the merchant default language, never to English, for a language it does not offer or a missing text', async () => {
    // lucky88 (Thai by default) does not offer Vietnamese or Japanese: Thai comes back.
    for (const language of ['VI', 'JA']) {
      const texts = await everyText('lucky88', language);
      expect(texts['menu RNG'], language).toBe('สล็อต');
      expect(leftovers(texts), language).toEqual({});
    }
    // A notice whose Traditional Chinese text is missing falls back to Thai, field by field.
    await server.database.db.execute(
      sql`update announcements set translations = jsonb_set(translations - 'TW', '{TW}', jsonb_build_object('title', '只有標題')) where id = 1001`,
    );
    const notice = ((await value('/wps/notice', 'lucky88', 'TW')) as (Titled & { id: string })[]).find((entry) => entry.id === '1001')!;
    expect(notice.title).toBe('只有標題');
    expect(notice.content).toContain('ปิดปรับปรุงวันอังคาร');
  });

  it('refuses an unknown language code with a validation error, not a server error', async () => {
    const response = await get('/wps/notice', 'lucky88', 'XX');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    const art = await server.app.inject({ method: 'GET', url: '/wps/assets/banners/1100.svg?lang=XX' });
    expect(art.statusCode).toBe(200);
    expect(svgText(art.body)).toContain('โบนัสต้อนรับ 100%');
  });
});

describe('content-language lookups', () => {
  it('tries the requested language, then the default, then the own text', () => {
    const { chain } = contentLanguage('VI', 'TH');
    expect(chain).toEqual(['VI', 'TH']);
    expect(translate({ TH: 'ไทย' }, chain, 'English')).toBe('ไทย');
    expect(translate({ VI: 'Việt', TH: 'ไทย' }, chain, 'English')).toBe('Việt');
    expect(translate({}, chain, 'English')).toBe('English');
    expect(translate({ TH: 'ไทย' }, contentLanguage('EN', 'TH').chain, 'English')).toBe('English');
    expect(translateFields({ VI: { title: 'Tiêu đề' }, TH: { title: 'หัวข้อ', content: 'เนื้อหา' } }, chain, { title: 'Title', content: 'Body' })).toEqual({
      title: 'Tiêu đề',
      content: 'เนื้อหา',
    });
    expect(contentLanguage('KR', 'EN').chain).toEqual(['KR', 'KO', 'EN']);
    expect(labelName({ EN: 'Slots', KO: '슬롯' }, contentLanguage('KR', 'EN').chain, 'x')).toBe('슬롯');
    expect(labelName({ EN: 'Slots' }, ['JA', 'TH'], 'x')).toBe('Slots');
  });
});
