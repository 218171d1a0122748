import type { announcements, customerServiceChannels, downloadResources, helpTopics, promotionCategories, promotions } from '../db/schema.js';
import { encryptChannelPath } from '../services/channel-path.js';

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

const bannerGroups = ['m_home', 'm_home', 'm_home', 'm_promotion', 'm_promotion', 'm_video', 'm_reg', 'm_download', 'm_rng', 'm_sports', 'm_pvp', 'm_live', 'm_fish', 'm_lott', 'm_elott'] as const;

const notices = [
  ['Scheduled maintenance', '<p>Slots from <b>PG Soft</b> will be under maintenance on Tuesday from 02:00 to 04:00.</p>'],
  ['New deposit channels', '<p>Deposits by QR payment and e-wallet are now available 24/7.</p>'],
  ['Responsible gaming', '<p>Set a budget and take breaks. Players must be of legal age.</p>'],
  ['VIP programme upgrade', '<p>Reach the next VIP level to unlock <i>higher rebates</i> and birthday bonuses.</p>'],
  ['Security reminder', '<p>We will never ask for your password. Bind a bank card and set a withdrawal password.</p>'],
  ['Lottery schedule', '<p>Vietnam lotteries draw every day; fast lotteries every minute.</p>'],
] as const;

/** Announcements of every type (A, PL, PU, PR, H, B) and banner group, per merchant. */
export function buildAnnouncements(merchantCode: string, merchantIndex: number, merchantName: string): AnnouncementRow[] {
  const base = (merchantIndex + 1) * 1000;
  const rows: AnnouncementRow[] = [];
  notices.forEach(([title, content], i) =>
    rows.push({
      id: base + 1 + i,
      merchantCode,
      type: 'A',
      title,
      content,
      translations: i === 0 ? { TH: { title: 'ปิดปรับปรุงตามกำหนด', content: '<p>เกม PG Soft ปิดปรับปรุงวันอังคาร 02:00 ถึง 04:00</p>' } } : {},
      startDate: at(i * 7),
      endDate: null,
      sort: i,
    }),
  );
  [`Welcome to ${merchantName}! New members get a first-deposit bonus.`, 'Jackpot alert: a player just won big on Golden Empire!', 'Invite friends and earn commission on every bet.'].forEach((title, i) =>
    rows.push({ id: base + 20 + i, merchantCode, type: 'PL', title, content: `<p>${title}</p>`, startDate: at(i), endDate: null, sort: i }),
  );
  rows.push(
    { id: base + 30, merchantCode, type: 'PU', title: 'Deposit bonus this week', content: '<p style="font-size:28px">Deposit now and get <b>20%</b> extra, up to 1,000.</p>', execution: 'A', startDate: at(1), endDate: null, sort: 0 },
    { id: base + 31, merchantCode, type: 'PU', title: `Join ${merchantName}`, content: '<p style="font-size:28px">Register today and claim your welcome bonus.</p>', execution: 'B', startDate: at(1), endDate: null, sort: 1 },
  );
  ['Weekend reload 30%', 'Cashback every Monday'].forEach((title, i) =>
    rows.push({ id: base + 40 + i, merchantCode, type: 'PR', title, content: `<p>${title}. Terms apply.</p>`, startDate: at(i), endDate: null, sort: i }),
  );
  ['Hot: Lightning Roulette tables open', 'Hot: new JILI slots every week', 'Hot: esports cup this Saturday'].forEach((title, i) =>
    rows.push({ id: base + 50 + i, merchantCode, type: 'H', title, content: `<p>${title}</p>`, startDate: at(i), endDate: null, sort: i }),
  );
  bannerGroups.forEach((groupName, i) =>
    rows.push({
      id: base + 100 + i,
      merchantCode,
      type: 'B',
      groupName,
      title: groupName === 'm_home' ? ['Welcome bonus 100%', 'Daily cashback', 'Refer a friend'][i] ?? 'Welcome' : `${merchantName} ${groupName.slice(2).toUpperCase()}`,
      content: '',
      imageUrl: `/wps/assets/banners/${base + 100 + i}.svg`,
      linkage: i === 0 ? `PROMOTION:${(merchantIndex + 1) * 100 + 10}` : i === 1 ? 'ROUTE:/m/activity' : i === 2 ? 'GAME:10001' : 'NONE',
      startDate: at(0),
      endDate: null,
      sort: i,
    }),
  );
  return rows;
}

export function buildPromotionCategories(merchantCode: string, merchantIndex: number): CategoryRow[] {
  const base = (merchantIndex + 1) * 100;
  return ['New members', 'Daily', 'VIP', 'Slots'].map((name, sort) => ({ id: base + sort + 1, merchantCode, name, sort }));
}

/** Promotions with categories, HTML content, images and every application requirement combination. */
export function buildPromotions(merchantCode: string, merchantIndex: number): PromotionRow[] {
  const base = (merchantIndex + 1) * 100;
  const cat = (n: number) => base + n;
  const plans: [string, string, number[], boolean, boolean, number | null, number][] = [
    ['Welcome bonus 100%', 'Double your first deposit up to 1,000. Turnover 10x.', [cat(1)], true, true, null, 50_000],
    ['Daily cashback 5%', 'Get 5% of yesterday\'s net loss back every day.', [cat(2)], false, false, null, 0],
    ['VIP birthday gift', 'VIP members receive a birthday bonus. Send a photo of your ID.', [cat(3)], true, false, 365, 20_000],
    ['Slot tournament', 'Top 50 players by turnover on JILI slots share the prize pool.', [cat(2), cat(4)], false, true, 30, 10_000],
    ['Refer a friend', 'Earn a bonus for every friend who deposits.', [cat(1), cat(2)], false, false, null, 0],
    ['Weekend reload 30%', 'Reload on Saturday or Sunday and get 30% extra.', [cat(2)], false, true, 60, 15_000],
  ];
  return plans.map(([title, text, categoryIds, imageRequired, remarkRequired, days, bonus], i) => {
    const id = base + 10 + i;
    return {
      id,
      merchantCode,
      linkedPromotionId: id + 50,
      title,
      content: `<h3>${title}</h3><p>${text}</p><ul><li>One application per member.</li><li>The operator's general terms apply.</li></ul>`,
      startDate: at(i * 3),
      endDate: days === null ? null : at(i * 3 + days + 365),
      categoryIds,
      images: [
        { sequence: 1, url: `/wps/assets/promotions/${id}-1.svg` },
        { sequence: 2, url: `/wps/assets/promotions/${id}-2.svg` },
      ],
      imageRequired,
      remarkRequired,
      bonus,
      sort: i,
    };
  });
}

/** Help topics, the terms among them (linked as /m/help?tag=terms). */
export function buildHelpTopics(merchantCode: string, merchantIndex: number, merchantName: string, ageLimit: number): HelpRow[] {
  const base = (merchantIndex + 1) * 100;
  const rows: HelpRow[] = [
    { id: base + 1, merchantCode, tag: 'terms', title: 'Terms and conditions', content: `<h3>Terms and conditions</h3><p>By using ${merchantName} you confirm that you are at least ${ageLimit} years old and that online gaming is legal where you are.</p><p>Funds of ineligible players are forfeited.</p>`, sort: 0 },
    { id: base + 2, merchantCode, tag: 'privacy', title: 'Privacy policy', content: '<p>We keep your personal data only as long as the law requires and never sell it.</p>', sort: 1 },
    { id: base + 3, merchantCode, tag: 'faq', title: 'Frequently asked questions', content: '<p>Answers to common questions.</p>', sort: 2 },
    { id: base + 4, merchantCode, tag: 'deposit', title: 'How to deposit', content: '<ol><li>Open the cash center.</li><li>Choose a channel.</li><li>Enter the amount and confirm.</li></ol>', sort: 3 },
    { id: base + 5, merchantCode, tag: 'withdraw', title: 'How to withdraw', content: '<ol><li>Bind a bank card.</li><li>Set a withdrawal password.</li><li>Request the amount.</li></ol>', sort: 4 },
    { id: base + 6, merchantCode, tag: 'responsible', title: 'Responsible gaming', content: `<p>Content is for adults (${ageLimit}+). Set limits and take breaks.</p>`, sort: 5 },
  ];
  [
    ['How do I reset my password?', '<p>Use “Forgot password” on the login form: by SMS or by e-mail.</p>'],
    ['Why do I see a captcha?', '<p>After a failed login we ask for a captcha to protect your account.</p>'],
    ['What is free play?', '<p>Try games with demo credit; winnings are not real.</p>'],
  ].forEach(([title, content], i) => rows.push({ id: base + 10 + i, merchantCode, tag: `faq-${i + 1}`, title: title!, content: content!, parentId: base + 3, sort: i }));
  return rows;
}

export function buildResources(merchantCode: string, merchantIndex: number, mainDomain: string): ResourceRow[] {
  const base = (merchantIndex + 1) * 100;
  const list: [string, string, string][] = [
    ['IOS', `https://${mainDomain}/download/app.ipa`, 'iOS app'],
    ['Android', `https://${mainDomain}/download/app.apk`, 'Android app'],
    ['MOBILECONFIG', `https://${mainDomain}/download/profile.mobileconfig`, 'iOS profile'],
    ['AppDownloadIcon', '/wps/assets/vendors/WL-COLOR.png', 'App icon'],
    ['SpeedTest', `https://${mainDomain}/speedtest`, 'Speed test'],
    ['TELEGRAM', `https://t.me/${merchantCode}_official`, 'Telegram'],
    ['FACEBOOK', `https://facebook.com/${merchantCode}`, 'Facebook'],
  ];
  if (merchantIndex === 0) list.push(['LINE', `https://line.me/R/ti/p/@${merchantCode}`, 'LINE'], ['MOVIE', `https://${mainDomain}/movies`, 'Movies'], ['TWITTER', `https://x.com/${merchantCode}`, 'Twitter']);
  return list.map(([resourceType, url, labelNameEn], i) => ({ id: base + i + 1, merchantCode, resourceType, url, labelNameEn }));
}

export function buildChannels(merchantCode: string, merchantIndex: number, mainDomain: string): ChannelRow[] {
  const base = (merchantIndex + 1) * 100;
  const list: [string, string, string][] = [
    ['LIVECHAT', `https://chat.${mainDomain}/live`, 'Live chat 24/7'],
    ['TELEGRAM', `https://t.me/${merchantCode}_support`, 'Telegram support'],
    ['LINE', `https://line.me/R/ti/p/@${merchantCode}_cs`, 'LINE support'],
    ['WHATSAPP', `https://wa.me/6600000000${merchantIndex}`, 'WhatsApp'],
  ];
  return list.map(([csType, url, label], i) => ({ id: base + i + 1, merchantCode, csType, label, url: encryptChannelPath(url, `${merchantCode}${i}`), sort: i }));
}
