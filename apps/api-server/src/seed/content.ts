import type { announcements, customerServiceChannels, downloadResources, helpTopics, promotionCategories, promotions } from '../db/schema.js';
import type { Translations } from '../db/schema.js';
import { artSizes } from '../services/art.js';
import { chatRoomPath, encryptChannelPath } from '../services/channel-path.js';
import { baseLanguage } from '../services/content-language.js';
import { standInDownloadPath } from '../routes/download.js';
import { contentTexts } from './texts/index.js';
import { en } from './texts/en.js';
import type { LongTexts, ShortTexts } from './texts/types.js';
import { promotionCategoryNames, type LanguageTexts, type MerchantContent, type MerchantSettings } from '@whitelabel/merchants';

type AnnouncementRow = typeof announcements.$inferInsert;
type PromotionRow = typeof promotions.$inferInsert;
type CategoryRow = typeof promotionCategories.$inferInsert;
type HelpRow = typeof helpTopics.$inferInsert;
type ResourceRow = typeof downloadResources.$inferInsert;
type ChannelRow = typeof customerServiceChannels.$inferInsert;

const day = 86_400_000;
/** Content dates are fixed so that the seed is the same on every run; the earliest is well in the past. */
const epoch = Date.UTC(2026, 0, 1);
const at = (days: number) => new Date(epoch + days * day);

const bannerGroups = [
  'm_home',
  'm_home',
  'm_home',
  'm_promotion',
  'm_promotion',
  'm_video',
  'm_reg',
  'm_download',
  'm_rng',
  'm_sports',
  'm_pvp',
  'm_live',
  'm_fish',
  'm_lott',
  'm_elott',
] as const;

/** What the content builders need of a merchant. */
export interface ContentMerchant {
  code: string;
  name: string;
  languages: string[];
  defaultLanguage: string;
  ageLimit: number;
}

type Texts = { short: ShortTexts; long?: LongTexts };
/** A row's text in one language; a field left out (a body without its long text) falls back per field. */
type Localise<T> = (texts: Texts, fill: (text: string) => string) => T;

function filler(merchant: ContentMerchant) {
  return (text: string) => text.replaceAll('{merchant}', merchant.name).replaceAll('{age}', String(merchant.ageLimit));
}

/** The row's own (English) text and its translations into every other language the merchant offers. */
function localised<T extends Record<string, string>>(
  merchant: ContentMerchant,
  build: Localise<Partial<T>>,
): { own: T; translations: Translations<Partial<T>> } {
  const fill = filler(merchant);
  const translations: Translations<Partial<T>> = {};
  for (const code of merchant.languages) {
    const texts = contentTexts(code);
    if (code === baseLanguage || !texts) continue;
    translations[code] = build(texts, fill);
  }
  return { own: build(en, fill) as T, translations };
}

type Titled = { title: string; content: string };

/**
 * A row of the merchant's own content (merchants/<code>/content/): its default language's text as the row's own, the
 * text of each other language it gives as a translation (a language it leaves out reads the default language's).
 */
function folderRow<F extends string>(
  merchant: ContentMerchant,
  fields: Record<F, LanguageTexts>,
): { own: Record<F, string>; translations: Translations<Partial<Record<F, string>>> } {
  const fill = filler(merchant);
  const pick = (language: string) =>
    Object.fromEntries(
      Object.entries<LanguageTexts>(fields).flatMap(([field, texts]) => (texts[language] === undefined ? [] : [[field, fill(texts[language])]])),
    ) as Partial<Record<F, string>>;
  const translations: Translations<Partial<Record<F, string>>> = {};
  for (const language of merchant.languages)
    if (language !== merchant.defaultLanguage && Object.keys(pick(language)).length > 0) translations[language] = pick(language);
  return { own: pick(merchant.defaultLanguage) as Record<F, string>, translations };
}

const notices: [(s: ShortTexts) => string, (l: LongTexts) => string][] = [
  [(s) => s.noticeMaintenance, (l) => l.noticeMaintenanceBody],
  [(s) => s.noticeDepositChannels, (l) => l.noticeDepositChannelsBody],
  [(s) => s.noticeResponsible, (l) => l.noticeResponsibleBody],
  [(s) => s.noticeVip, (l) => l.noticeVipBody],
  [(s) => s.noticeSecurity, (l) => l.noticeSecurityBody],
  [(s) => s.noticeLottery, (l) => l.noticeLotteryBody],
];

/** One-line texts (marquee, hot news) whose body repeats the line. */
const line =
  (text: (s: ShortTexts) => string): Localise<Partial<Titled>> =>
  ({ short }, fill) => ({ title: fill(text(short)), content: `<p>${fill(text(short))}</p>` });

/** Announcements of every type (A, PL, PU, PR, H, B) and banner group, per merchant. */
export function buildAnnouncements(merchant: ContentMerchant, merchantIndex: number, own: MerchantContent = {}): AnnouncementRow[] {
  const base = (merchantIndex + 1) * 1000;
  const merchantCode = merchant.code;
  const rows: AnnouncementRow[] = [];
  const row = (build: Localise<Partial<Titled>>) => {
    const { own, translations } = localised<Titled>(merchant, build);
    return { title: own.title, content: own.content, translations };
  };
  const ownRow = (fields: Record<'title' | 'content', LanguageTexts>) => {
    const { own: texts, translations } = folderRow(merchant, fields);
    return { title: texts.title, content: texts.content, translations };
  };
  if (own.notices)
    own.notices.forEach(({ title, body }, i) =>
      rows.push({ id: base + 1 + i, merchantCode, type: 'A', ...ownRow({ title, content: body }), startDate: at(0), endDate: null, sort: i }),
    );
  else
    notices.forEach(([title, body], i) =>
      rows.push({
        id: base + 1 + i,
        merchantCode,
        type: 'A',
        ...row(({ short, long }) => ({ title: title(short), ...(long ? { content: body(long) } : {}) })),
        startDate: at(i * 7),
        endDate: null,
        sort: i,
      }),
    );
  if (own.marquee)
    own.marquee.forEach(({ text }, i) =>
      rows.push({
        id: base + 20 + i,
        merchantCode,
        type: 'PL',
        ...ownRow({ title: text, content: Object.fromEntries(Object.entries(text).map(([language, line]) => [language, `<p>${line}</p>`])) }),
        startDate: at(0),
        endDate: null,
        sort: i,
      }),
    );
  else
    ([(s) => s.marqueeWelcome, (s) => s.marqueeJackpot, (s) => s.marqueeInvite] as ((s: ShortTexts) => string)[]).forEach((text, i) =>
      rows.push({ id: base + 20 + i, merchantCode, type: 'PL', ...row(line(text)), startDate: at(i), endDate: null, sort: i }),
    );
  rows.push(
    {
      id: base + 30,
      merchantCode,
      type: 'PU',
      ...row(({ short }) => ({ title: short.popupDepositTitle, content: `<p style="font-size:28px">${short.popupDepositBody}</p>` })),
      execution: 'A',
      startDate: at(1),
      endDate: null,
      sort: 0,
    },
    {
      id: base + 31,
      merchantCode,
      type: 'PU',
      ...row(({ short }, fill) => ({ title: fill(short.popupJoinTitle), content: `<p style="font-size:28px">${fill(short.popupJoinBody)}</p>` })),
      execution: 'B',
      startDate: at(1),
      endDate: null,
      sort: 1,
    },
  );
  ([(s) => s.promoWeekendReload, (s) => s.promoCashbackMonday] as ((s: ShortTexts) => string)[]).forEach((title, i) =>
    rows.push({
      id: base + 40 + i,
      merchantCode,
      type: 'PR',
      ...row(({ short }) => ({ title: title(short), content: `<p>${title(short)}</p><p><small>${short.artTermsApply}</small></p>` })),
      startDate: at(i),
      endDate: null,
      sort: i,
    }),
  );
  ([(s) => s.hotRoulette, (s) => s.hotJili, (s) => s.hotEsports] as ((s: ShortTexts) => string)[]).forEach((text, i) =>
    rows.push({ id: base + 50 + i, merchantCode, type: 'H', ...row(line(text)), startDate: at(i), endDate: null, sort: i }),
  );
  const bannerTitle: Record<(typeof bannerGroups)[number], (s: ShortTexts) => string> = {
    m_home: (s) => s.bannerWelcome,
    m_promotion: (s) => s.bannerPromotions,
    m_video: (s) => s.bannerVideos,
    m_reg: (s) => s.bannerSignUp,
    m_download: (s) => s.bannerDownload,
    m_rng: (s) => s.gameRng,
    m_sports: (s) => s.gameSports,
    m_pvp: (s) => s.gamePvp,
    m_live: (s) => s.gameLive,
    m_fish: (s) => s.gameFish,
    m_lott: (s) => s.gameLott,
    m_elott: (s) => s.gameElott,
  };
  const homeBanners: ((s: ShortTexts) => string)[] = [(s) => s.bannerWelcome, (s) => s.bannerDailyCashback, (s) => s.bannerReferFriend];
  bannerGroups.forEach((groupName, i) =>
    rows.push({
      id: base + 100 + i,
      merchantCode,
      type: 'B',
      groupName,
      ...row(({ short }) => ({ title: (groupName === 'm_home' ? (homeBanners[i] ?? bannerTitle.m_home) : bannerTitle[groupName])(short), content: '' })),
      imageUrl: `/wps/assets/banners/${base + 100 + i}?w=${artSizes.banner.width}`,
      linkage: i === 0 ? `PROMOTION:${(merchantIndex + 1) * 100 + 10}` : i === 1 ? 'ROUTE:/m/activity' : i === 2 ? 'GAME:10001' : 'NONE',
      startDate: at(0),
      endDate: null,
      sort: i,
    }),
  );
  return rows;
}

export function buildPromotionCategories(merchant: ContentMerchant, merchantIndex: number): CategoryRow[] {
  const base = (merchantIndex + 1) * 100;
  const names: ((s: ShortTexts) => string)[] = [(s) => s.categoryNewMembers, (s) => s.categoryDaily, (s) => s.categoryVip, (s) => s.gameRng];
  return names.map((name, sort) => {
    const { own, translations } = localised<{ name: string }>(merchant, ({ short }) => ({ name: name(short) }));
    const byLanguage: Translations<string> = {};
    for (const [code, text] of Object.entries(translations)) if (text.name !== undefined) byLanguage[code] = text.name;
    return { id: base + sort + 1, merchantCode: merchant.code, name: own.name, translations: byLanguage, sort };
  });
}

/** Promotions with categories, HTML content, images and every application requirement combination. */
export function buildPromotions(merchant: ContentMerchant, merchantIndex: number, own: MerchantContent = {}): PromotionRow[] {
  const base = (merchantIndex + 1) * 100;
  const cat = (n: number) => base + n;
  if (own.promotions)
    return own.promotions.map(({ title, body, category }, i) => {
      const id = base + 10 + i;
      const { own: texts, translations } = folderRow(merchant, { title, content: body });
      return {
        id,
        merchantCode: merchant.code,
        linkedPromotionId: id + 50,
        title: texts.title,
        content: texts.content,
        translations,
        startDate: at(0),
        endDate: null,
        categoryIds: [cat(promotionCategoryNames.indexOf(category) + 1)],
        images: [
          { sequence: 1, url: `/wps/assets/promotions/${id}-1?w=${artSizes.promotion.width}` },
          { sequence: 2, url: `/wps/assets/promotions/${id}-2?w=${artSizes.promotion.width}` },
        ],
        imageRequired: false,
        remarkRequired: false,
        bonus: 0,
        sort: i,
      };
    });
  const plans: [(s: ShortTexts) => string, (l: LongTexts) => string, number[], boolean, boolean, number | null, number][] = [
    [(s) => s.bannerWelcome, (l) => l.promoWelcomeBody, [cat(1)], true, true, null, 50_000],
    [(s) => s.promoDailyCashback, (l) => l.promoDailyCashbackBody, [cat(2)], false, false, null, 0],
    [(s) => s.promoVipBirthday, (l) => l.promoVipBirthdayBody, [cat(3)], true, false, 365, 20_000],
    [(s) => s.promoSlotTournament, (l) => l.promoSlotTournamentBody, [cat(2), cat(4)], false, true, 30, 10_000],
    [(s) => s.bannerReferFriend, (l) => l.promoReferFriendBody, [cat(1), cat(2)], false, false, null, 0],
    [(s) => s.promoWeekendReload, (l) => l.promoWeekendReloadBody, [cat(2)], false, true, 60, 15_000],
  ];
  return plans.map(([title, text, categoryIds, imageRequired, remarkRequired, days, bonus], i) => {
    const id = base + 10 + i;
    const { own, translations } = localised<Titled>(merchant, ({ short, long }) => ({
      title: title(short),
      ...(long ? { content: `<h3>${title(short)}</h3><p>${text(long)}</p><ul><li>${long.ruleOnePerMember}</li><li>${long.ruleGeneralTerms}</li></ul>` } : {}),
    }));
    return {
      id,
      merchantCode: merchant.code,
      linkedPromotionId: id + 50,
      title: own.title,
      content: own.content,
      translations,
      startDate: at(i * 3),
      endDate: days === null ? null : at(i * 3 + days + 365),
      categoryIds,
      images: [
        { sequence: 1, url: `/wps/assets/promotions/${id}-1?w=${artSizes.promotion.width}` },
        { sequence: 2, url: `/wps/assets/promotions/${id}-2?w=${artSizes.promotion.width}` },
      ],
      imageRequired,
      remarkRequired,
      bonus,
      sort: i,
    };
  });
}

/** Help topics, the terms among them (linked as /m/help?tag=terms). */
export function buildHelpTopics(merchant: ContentMerchant, merchantIndex: number, own: MerchantContent = {}): HelpRow[] {
  const base = (merchantIndex + 1) * 100;
  const merchantCode = merchant.code;
  if (own.help)
    return own.help.map(({ tag, title, body }, i) => {
      const { own: texts, translations } = folderRow(merchant, { title, content: body });
      return { id: base + 1 + i, merchantCode, tag, title: texts.title, content: texts.content, translations, sort: i };
    });
  // A topic is translated whole (title and body) or not at all: its title alone would promise a body in that language.
  const topic = (title: (l: LongTexts, s: ShortTexts) => string, content: (l: LongTexts) => string) => {
    const { own, translations } = localised<Titled>(merchant, ({ short, long }, fill) =>
      long ? { title: fill(title(long, short)), content: fill(content(long)) } : {},
    );
    return { title: own.title, content: own.content, translations };
  };
  const rows: HelpRow[] = [
    {
      id: base + 1,
      merchantCode,
      tag: 'terms',
      ...topic(
        (l) => l.helpTermsTitle,
        (l) => l.helpTermsBody,
      ),
      sort: 0,
    },
    {
      id: base + 2,
      merchantCode,
      tag: 'privacy',
      ...topic(
        (l) => l.helpPrivacyTitle,
        (l) => l.helpPrivacyBody,
      ),
      sort: 1,
    },
    {
      id: base + 3,
      merchantCode,
      tag: 'faq',
      ...topic(
        (l) => l.helpFaqTitle,
        (l) => l.helpFaqBody,
      ),
      sort: 2,
    },
    {
      id: base + 4,
      merchantCode,
      tag: 'deposit',
      ...topic(
        (l) => l.helpDepositTitle,
        (l) => l.helpDepositBody,
      ),
      sort: 3,
    },
    {
      id: base + 5,
      merchantCode,
      tag: 'withdraw',
      ...topic(
        (l) => l.helpWithdrawTitle,
        (l) => l.helpWithdrawBody,
      ),
      sort: 4,
    },
    {
      id: base + 6,
      merchantCode,
      tag: 'responsible',
      ...topic(
        (_l, s) => s.noticeResponsible,
        (l) => l.helpResponsibleBody,
      ),
      sort: 5,
    },
  ];
  const faqs: [(l: LongTexts) => string, (l: LongTexts) => string][] = [
    [(l) => l.faqPasswordQuestion, (l) => l.faqPasswordAnswer],
    [(l) => l.faqCaptchaQuestion, (l) => l.faqCaptchaAnswer],
    [(l) => l.faqFreePlayQuestion, (l) => l.faqFreePlayAnswer],
  ];
  faqs.forEach(([question, answer], i) =>
    rows.push({ id: base + 10 + i, merchantCode, tag: `faq-${i + 1}`, ...topic(question, answer), parentId: base + 3, sort: i }),
  );
  return rows;
}

/** The app downloads a merchant's folder links (merchants/README.md `appDownloads`); a kind it leaves out is this server's stand-in page. */
export type AppDownloads = Partial<Record<'ios' | 'android' | 'mobileconfig', string>>;

export function buildResources(merchantCode: string, merchantIndex: number, mainDomain: string, appDownloads: AppDownloads = {}): ResourceRow[] {
  const base = (merchantIndex + 1) * 100;
  const list: [string, string, string][] = [
    ['IOS', appDownloads.ios ?? standInDownloadPath(merchantCode, 'app.ipa'), 'iOS app'],
    ['Android', appDownloads.android ?? standInDownloadPath(merchantCode, 'app.apk'), 'Android app'],
    ['MOBILECONFIG', appDownloads.mobileconfig ?? standInDownloadPath(merchantCode, 'profile.mobileconfig'), 'iOS profile'],
    ['AppDownloadIcon', '/wps/assets/vendors/WL-COLOR.png', 'App icon'],
    ['SpeedTest', `https://${mainDomain}/speedtest`, 'Speed test'],
    ['TELEGRAM', `https://t.me/${merchantCode}_official`, 'Telegram'],
    ['FACEBOOK', `https://facebook.com/${merchantCode}`, 'Facebook'],
  ];
  if (merchantIndex === 0)
    list.push(
      ['LINE', `https://line.me/R/ti/p/@${merchantCode}`, 'LINE'],
      ['MOVIE', `https://${mainDomain}/movies`, 'Movies'],
      ['TWITTER', `https://x.com/${merchantCode}`, 'Twitter'],
    );
  return list.map(([resourceType, url, labelNameEn], i) => ({ id: base + i + 1, merchantCode, resourceType, url, labelNameEn }));
}

/**
 * A merchant's customer service channels: the ones its folder lists, and live chat always (the folder's, else the
 * reference server's own chat room, routes/chat-room.ts, on whichever origin serves the site): never a dead host.
 */
export function buildChannels(merchantCode: string, merchantIndex: number, supportChannels: MerchantSettings['supportChannels'] = {}): ChannelRow[] {
  const base = (merchantIndex + 1) * 100;
  const list: [string, string | undefined, string][] = [
    ['LIVECHAT', supportChannels.livechat ?? chatRoomPath(merchantCode), 'Live chat 24/7'],
    ['TELEGRAM', supportChannels.telegram, 'Telegram support'],
    ['LINE', supportChannels.line, 'LINE support'],
    ['WHATSAPP', supportChannels.whatsapp, 'WhatsApp'],
  ];
  // Each channel keeps its id and place whichever others the folder lists, so an operator's edits stay on their row.
  return list.flatMap(([csType, url, label], i) =>
    url === undefined ? [] : [{ id: base + i + 1, merchantCode, csType, label, url: encryptChannelPath(url, `${merchantCode}${i}`), sort: i }],
  );
}
