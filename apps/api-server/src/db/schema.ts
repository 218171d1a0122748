import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BaseGameType } from '@whitelabel/rules';
import type { SocialProviderName } from '../config.js';

// Money is always integer minor units (1/100 of the currency unit) in bigint columns, read as JS numbers
// (safe up to 2^53 minor units); the API turns them into two-place decimal strings.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });

/** One field of the registration form: shown when enabled, checked against the server rule. */
export interface RegisterFieldRule {
  enabled: boolean;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** Key into the server's pattern table (see src/services/register-rules.ts). */
  patternId?: string;
}

/** A merchant's registration settings (spec sections 2, 5: every optional field is driven by these). */
export interface RegisterSettings {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  /** Username registration also asks for an SMS code. */
  mobileVerification: boolean;
  /** Mobile registration also asks for a password. */
  mobilePassword: boolean;
  captcha: boolean;
  /** The affiliate (invitation) code is checked on submit. */
  affiliateCheck: boolean;
  ageLimit: number;
  fields: Record<string, RegisterFieldRule>;
}

/** A merchant (site, "skin"): its identity, languages and the switches the settings call returns. */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  defaultLanguage: text('default_language').notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  whitelabel: jsonb('whitelabel').$type<string[]>().notNull(),
  features: jsonb('features').$type<Record<string, boolean>>().notNull(),
  mobileTemplate: jsonb('mobile_template').$type<{ mem_cen: 0 | 1; dep_func: 0 | 1 }>().notNull(),
  mainDomain: text('main_domain').notNull(),
  /** Host names that resolve to this merchant when a request carries no Merchant header. */
  domains: jsonb('domains')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  register: jsonb('register').$type<RegisterSettings>(),
  /** Vendors (vassalage codes) this merchant does not offer. */
  hiddenVendors: jsonb('hidden_vendors')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Country dialling code numbers use when the request names none, e.g. '66'. */
  countryDialingCode: text('country_dialing_code').notNull().default('+66'),
  currency: text('currency').notNull().default('THB'),
  /** Null only on a row seeded before the folders carried amounts whose folder is gone since: the reference rules apply. */
  amountRules: jsonb('amount_rules').$type<MerchantAmountRules>(),
  createdAt: createdAt(),
});

/**
 * Accounts of every kind. Member types (spec sections 3, 6): any type other than 0, 4 and 40 is an agent; free play
 * is for types 0, 1 and 2 only; 4 is the default kind (no read state, no unread counts). Agents own a downline
 * through parentId. Agents log in on the agent side only, everyone else on the member side only.
 */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    /** Lower-cased login name, unique per merchant. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: integer('type').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    nickname: text('nickname'),
    payeeName: text('payee_name'),
    email: text('email'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    idNumber: text('id_number'),
    birthday: text('birthday'),
    /** qq, facebook, wechat, line, whatsapp, zalo as entered at registration. */
    contacts: jsonb('contacts')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    paymentPasswordHash: text('payment_password_hash'),
    withdrawalPasswordHash: text('withdrawal_password_hash'),
    /** The agent (upline) this member belongs to. */
    parentId: integer('parent_id'),
    recommender: text('recommender'),
    /** An agent's own invitation code. */
    affiliateCode: text('affiliate_code'),
    /** The agent's affiliate link the member registered through, if any (its registration count). */
    affiliateUrlId: integer('affiliate_url_id'),
    headIcon: text('head_icon'),
    vipLevel: integer('vip_level').notNull().default(0),
    /** Turnover (minor units) already paid out as manual rebate. */
    rebatedTurnover: money('rebated_turnover').notNull().default(0),
    registerMethod: text('register_method'),
    /** Security question id -> argon2 hash of the answer. */
    securityAnswers: jsonb('security_answers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Set on the first login; Session.firstTimeLogin is true until then. */
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_merchant_username').on(t.merchantCode, t.username),
    uniqueIndex('members_merchant_mobile').on(t.merchantCode, t.countryDialingCode, t.mobileNum),
    uniqueIndex('members_affiliate_code').on(t.merchantCode, t.affiliateCode),
    index('members_parent').on(t.parentId),
  ],
);

/** Login sessions: only a hash of the token is stored; a session expires and is renewed by the client. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    /** Which side logged in: the member site or the agent site. */
    side: text('side').$type<'member' | 'agent'>().notNull(),
    /** The login this token descends from: renewals keep it, logout ends every token of the family. */
    family: text('family').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_member').on(t.memberId), index('sessions_family').on(t.family)],
);

/** Captcha challenges; the answer is kept so that development tools can read the latest one. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  answer: text('answer').notNull(),
  clientIp: text('client_ip').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** A captcha may authorise one SMS send (and still the form it belongs to, once). */
  smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
});

/** A merchant's amount rules in minor units (hundredths), from its folder's `amounts` (services/amount-rules.ts). */
export interface MerchantAmountRules {
  deposit: { min: number; max: number; presets: number[] };
  withdrawal: { min: number; max: number };
  bet: { min: number; max: number; presets: number[] };
  rebateMinClaim: number;
}

export type SmsPurpose = 'LOGIN' | 'REGISTER' | 'RESET_PASSWORD' | 'RESET_PAYMENT_PASSWORD';

/** SMS verification codes per number and purpose; only a hash of the code is stored. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    purpose: text('purpose').$type<SmsPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_number').on(t.merchantCode, t.countryDialingCode, t.mobileNum, t.purpose)],
);

/** Development outbox: every SMS and e-mail the server "sends" (read through development-only endpoints). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    /** The e-mail address, or the number as +CC digits. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** SMS only: what the code was for, the code itself and when it expires. */
    purpose: text('purpose').$type<SmsPurpose>(),
    code: text('code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient').on(t.channel, t.recipient)],
);

/** Fixed-window counters for rate limits (per account and per IP), shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Encrypted payloads already accepted (their JWE jti), so that a captured body cannot be replayed on any instance. */
export const payloadNonces = pgTable('payload_nonces', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Server secrets kept in the database (the JWE key pair when running on PostgreSQL). */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** One wallet per member; the check constraint makes a negative balance impossible. */
export const wallets = pgTable(
  'wallets',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balance: money('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balance} >= 0`)],
);

export type LedgerKind =
  | 'deposit'
  | 'withdraw'
  | 'withdraw_refund'
  | 'bet'
  | 'payout'
  | 'bonus'
  | 'rebate'
  | 'reward'
  | 'transfer_in'
  | 'transfer_out'
  | 'salary'
  | 'dividend'
  | 'lottery'
  | 'lottery_refund'
  | 'lottery_payout';

/** Every balance change, signed, with the balance after it. */
export const ledger = pgTable(
  'ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_member_time').on(t.memberId, t.createdAt)],
);

export const vendors = pgTable('vendors', {
  /** The vassalage code, e.g. 'JL'. */
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  /** Gradient colours for generated art. */
  colors: jsonb('colors').$type<[string, string]>().notNull(),
  gameTypes: jsonb('game_types').$type<string[]>().notNull(),
  inHouse: boolean('in_house').notNull().default(false),
  sort: integer('sort').notNull(),
});

/** Classifications per game type (key, e.g. 'FeatureBuy', 'BG', 'JP', 'AV'). */
export const classifications = pgTable(
  'classifications',
  {
    gameType: text('game_type').notNull(),
    key: text('key').notNull(),
    displayName: text('display_name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameType, t.key] })],
);

export const games = pgTable(
  'games',
  {
    nodeId: integer('node_id').primaryKey(),
    gameType: text('game_type').notNull(),
    vassalage: text('vassalage')
      .notNull()
      .references(() => vendors.code),
    gameName: text('game_name').notNull(),
    displayName: text('display_name').notNull(),
    gameClassify: jsonb('game_classify').$type<string[]>().notNull(),
    isHot: boolean('is_hot').notNull(),
    isNew: boolean('is_new').notNull(),
    minBet: money('min_bet').notNull(),
    minLine: integer('min_line').notNull(),
    gameId: text('game_id').notNull(),
    roomId: text('room_id'),
    gameCode: text('game_code').notNull(),
    supportPlay: boolean('support_play').notNull(),
    lottoMode: text('lotto_mode'),
    sort: integer('sort').notNull(),
  },
  (t) => [index('games_type').on(t.gameType, t.sort)],
);

export const favourites = pgTable(
  'favourites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('recent_games_time').on(t.memberId, t.playedAt)],
);

/** Demo-game rounds: the stake is debited and the win credited in one transaction each. */
export const bets = pgTable(
  'bets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    stake: money('stake').notNull(),
    win: money('win').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bets_member_time').on(t.memberId, t.createdAt), index('bets_merchant_win').on(t.merchantCode, t.win)],
);

/** A launch grants a short-lived ticket that the demo game page uses instead of the member token. */
export const launchTickets = pgTable('launch_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  nodeId: integer('node_id').notNull(),
  freePlay: boolean('free_play').notNull(),
  /** The session family that launched the game: logout of that login ends the ticket too. */
  sessionFamily: text('session_family'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export interface Localised {
  title: string;
  content: string;
}

/**
 * Texts of a row in other languages, by spec language code (TH, CN, UR-LA...). The row's own columns hold the
 * English text; a reader gets each field in the requested language, else the merchant's default language, else
 * the row's own (a notice may have its title in every language and its body in a few).
 */
export type Translations<T> = Record<string, T>;

export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    /** B banner, PL player, PU popup, PR promotion, H hot, A general. */
    type: text('type').notNull(),
    groupName: text('group_name'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    translations: jsonb('translations')
      .$type<Translations<Partial<Localised>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    imageUrl: text('image_url'),
    linkage: text('linkage'),
    /** Popups: A for members, B for guests. */
    execution: text('execution'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    sort: integer('sort').notNull(),
  },
  (t) => [index('announcements_merchant_type').on(t.merchantCode, t.type)],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);

export const promotionCategories = pgTable('promotion_categories', {
  id: integer('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  name: text('name').notNull(),
  translations: jsonb('translations')
    .$type<Translations<string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  sort: integer('sort').notNull(),
});

export const promotions = pgTable('promotions', {
  id: integer('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  linkedPromotionId: integer('linked_promotion_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  translations: jsonb('translations')
    .$type<Translations<Partial<Localised>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }),
  categoryIds: jsonb('category_ids').$type<number[]>().notNull(),
  images: jsonb('images').$type<{ sequence: number; url: string }[]>().notNull(),
  imageRequired: boolean('image_required').notNull(),
  remarkRequired: boolean('remark_required').notNull(),
  /** Bonus (minor units) credited to the reward centre when an application is approved. */
  bonus: money('bonus').notNull().default(0),
  sort: integer('sort').notNull(),
});

/** Images uploaded for reward applications; the bytes live in the data folder under uploads/. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

export const rewardApplications = pgTable(
  'reward_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    remarks: text('remarks'),
    uploadIds: jsonb('upload_ids').$type<string[]>().notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('reward_applications_member').on(t.memberId), uniqueIndex('reward_applications_once').on(t.memberId, t.promotionId)],
);

/** Reward centre items: bonuses a member can claim into the wallet. */
export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<'claimable' | 'claimed'>().notNull().default('claimable'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('rewards_member').on(t.memberId)],
);

export const helpTopics = pgTable('help_topics', {
  id: integer('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  tag: text('tag').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  translations: jsonb('translations')
    .$type<Translations<Partial<Localised>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  parentId: integer('parent_id'),
  sort: integer('sort').notNull(),
});

export const downloadResources = pgTable('download_resources', {
  id: integer('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  /** IOS, Android, MOBILECONFIG, AppDownloadIcon, MOVIE, SpeedTest, LINE, TELEGRAM, FACEBOOK, TWITTER. */
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull(),
});

export const customerServiceChannels = pgTable('customer_service_channels', {
  id: integer('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  csType: text('cs_type').notNull(),
  label: text('label').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull(),
});

/** Inbox and chat messages per member, for the unread counts. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'inbox' | 'chat'>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** A system message's texts in other languages (a member's own chat lines have none). */
    translations: jsonb('translations')
      .$type<Translations<Partial<Localised>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('messages_member').on(t.memberId, t.channel)],
);

export const feedback = pgTable('feedback', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

export const bankCards = pgTable(
  'bank_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    branch: text('branch'),
    isDefault: boolean('is_default').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_cards_member_number').on(t.memberId, t.accountNumber)],
);

export const deposits = pgTable(
  'deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    method: text('method').$type<'MANUAL' | 'GATEWAY'>().notNull(),
    channel: text('channel'),
    amount: money('amount').notNull(),
    bonus: money('bonus').notNull().default(0),
    promoId: text('promo_id'),
    status: text('status').$type<'PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED'>().notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('deposits_member').on(t.memberId, t.createdAt), uniqueIndex('deposits_reference').on(t.reference)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bankCardId: integer('bank_card_id')
      .notNull()
      .references(() => bankCards.id),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    status: text('status').$type<'PENDING' | 'PROCESSING' | 'SUCCESS' | 'REJECTED' | 'CANCELLED'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('withdrawals_member').on(t.memberId, t.createdAt)],
);

/** Lotteries and their draw schedule: a draw every intervalSeconds from the epoch, numbered by issue. */
export const lotteries = pgTable('lotteries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  gameType: text('game_type').$type<'LOTT' | 'ELOTT'>().notNull(),
  vassalage: text('vassalage').notNull(),
  /** Lott (normal), Elott (electronic), ZY. */
  prizeMode: text('prize_mode').notNull(),
  playTypes: jsonb('play_types').$type<string[]>().notNull(),
  /** Menu category (e.g. VN, FAST, TH). */
  category: text('category').notNull(),
  intervalSeconds: integer('interval_seconds').notNull(),
  /** Seconds before the draw when betting on that issue closes. */
  closeBeforeSeconds: integer('close_before_seconds').notNull(),
  /** How many numbers (00-99) a draw picks. */
  numbersDrawn: integer('numbers_drawn').notNull(),
  /** Vietnam lotteries publish prize tiers by province. */
  vnRegion: text('vn_region'),
  sort: integer('sort').notNull(),
});

/** Settled draws; the open issue is computed from the schedule. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    lotteryCode: text('lottery_code')
      .notNull()
      .references(() => lotteries.code),
    issue: text('issue').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
    numbers: jsonb('numbers').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotteryCode, t.issue] })],
);

export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lotteryCode: text('lottery_code')
      .notNull()
      .references(() => lotteries.code),
    issue: text('issue').notNull(),
    playType: text('play_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lottery_orders_member').on(t.memberId, t.createdAt)],
);

export const lotterySubOrders = pgTable(
  'lottery_sub_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => lotteryOrders.id, { onDelete: 'cascade' }),
    /** e.g. LAST2 (last two digits of the first number) or BIG_SMALL. */
    playCode: text('play_code').notNull(),
    betContent: text('bet_content').notNull(),
    /** Decimal string. */
    odds: text('odds').notNull(),
    multiple: integer('multiple').notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<'PENDING' | 'WON' | 'LOST' | 'CANCELLED'>().notNull().default('PENDING'),
    win: money('win').notNull().default(0),
  },
  (t) => [index('lottery_sub_orders_order').on(t.orderId)],
);

/** Agent contracts with a downline member: daily salary, dividend, hourly salary. */
export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'salary' | 'dividend' | 'hour'>().notNull(),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'accepted' | 'rejected'>().notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('contracts_member').on(t.memberId), index('contracts_agent').on(t.agentId)],
);

export const affiliateUrls = pgTable(
  'affiliate_urls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Member type that registrations through this link get. */
    memberType: integer('member_type').notNull(),
    /** Rebate rates (percent, decimal strings) the link grants, per base game type. */
    rebates: jsonb('rebates')
      .$type<{ gameType: string; rate: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('affiliate_urls_code').on(t.code)],
);

/** Agent daily salary and dividend records (the earner is agentId; the upline approves salaries). */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'salary' | 'dividend'>().notNull(),
    /** First and last day (YYYY-MM-DD) the record covers; equal for a daily salary. */
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    /** Team turnover (salary) or team profit (dividend), minor units. */
    basis: money('basis').notNull(),
    activeMembers: integer('active_members').notNull().default(0),
    /** Percent, decimal string. */
    rate: text('rate').notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<'ACCRUING' | 'APPLIED' | 'APPROVED' | 'REJECTED' | 'PENDING' | 'PAID'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_payouts_period').on(t.agentId, t.kind, t.periodStart)],
);

/**
 * Names shared by every merchant that have no table of their own, in every language: game types (scope
 * game_type, key RNG...), classifications (classification, RNG:SLOT), payment gateways (gateway, G1), receiving
 * banks (bank, B1), deposit promotions (deposit_promo, DP20), promotion actions (action, APPLY) and the words
 * drawn into generated art (art, PROMOTION). `names` maps a spec language code to the text; EN is always there.
 */
export const labels = pgTable(
  'labels',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    names: jsonb('names').$type<Translations<string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Bumped whenever games or vendors change, so that every instance's in-memory catalogue revalidates. */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/** Live anchors a member follows (the chat focus list); anchors themselves are demo content in code. */
export const anchorFollows = pgTable(
  'anchor_follows',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    anchorId: text('anchor_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.anchorId] })],
);

/** Daily missions of a merchant (the CustomerTask screen): what to do today and the reward (minor units). */
export const missions = pgTable(
  'missions',
  {
    id: integer('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    title: text('title').notNull(),
    /** The title in other languages (spec language code to text); `title` is the English one. */
    translations: jsonb('translations')
      .$type<Translations<string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    kind: text('kind').$type<'LOGIN' | 'BET_COUNT' | 'TURNOVER' | 'DEPOSIT'>().notNull(),
    /** A count for LOGIN and BET_COUNT, minor units for TURNOVER and DEPOSIT. */
    target: bigint('target', { mode: 'number' }).notNull(),
    reward: money('reward').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('missions_merchant').on(t.merchantCode, t.sort)],
);

/** A mission paid out: at most one per member, mission and UTC day (the unique index stops a double claim). */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    /** The UTC day claimed for, YYYY-MM-DD. */
    day: text('day').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mission_claims_once').on(t.memberId, t.missionId, t.day)],
);

/**
 * One social login in flight (spec 2.149): the PKCE verifier, state and nonce of the authorisation request, bound
 * to the browser by an HttpOnly cookie holding `id`. The callback stores the member it resolved and a one-time
 * ticket (hash only) that the member site redeems for a session.
 */
export const socialLogins = pgTable('social_logins', {
  id: text('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  provider: text('provider').$type<SocialProviderName>().notNull(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  /** The signed-in member who asked to link this provider to the account; null for a login. */
  linkMemberId: integer('link_member_id').references(() => members.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  ticketHash: text('ticket_hash'),
  ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
});

/** A member's account at a social provider: the issuer and subject of its ID tokens, one member each. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    provider: text('provider').$type<SocialProviderName>().notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_subject').on(t.merchantCode, t.issuer, t.subject), index('social_identities_member').on(t.memberId)],
);

// The operator's reference data: seeded per merchant (per currency for the national bank lists), then the operator's
// to change; the handlers read it from here. Names in other languages are in `labels` (scopes bank, gateway, deposit_promo).

/** A merchant's receiving bank accounts for manual transfers, in `sort` order; limits in minor units. */
export const depositBanks = pgTable(
  'deposit_banks',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    bankId: text('bank_id').notNull(),
    bankName: text('bank_name').notNull(),
    bankCode: text('bank_code').notNull(),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    branch: text('branch'),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.bankId] })],
);

/** A merchant's deposit promotions: a percent bonus (decimal string) up to maxBonus on deposits from minDeposit (minor units). */
export const depositPromos = pgTable(
  'deposit_promos',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    promoId: text('promo_id').notNull(),
    title: text('title').notNull(),
    bonusRate: text('bonus_rate').notNull(),
    maxBonus: money('max_bonus').notNull(),
    minDeposit: money('min_deposit').notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.promoId] })],
);

/** A merchant's payment gateways: limits and preset amounts in minor units, the fee a percent (decimal string). */
export const paymentGateways = pgTable(
  'payment_gateways',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    gatewayId: text('gateway_id').notNull(),
    name: text('name').notNull(),
    channel: text('channel').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    fixedAmounts: jsonb('fixed_amounts').$type<number[]>().notNull(),
    feeRate: text('fee_rate').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.gatewayId] })],
);

/** Banks a member may withdraw to, per currency, with the length of their account numbers. */
export const withdrawBanks = pgTable(
  'withdraw_banks',
  {
    currency: text('currency').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNoMinLength: integer('account_no_min_length').notNull(),
    accountNoMaxLength: integer('account_no_max_length').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.bankCode] })],
);

/** The security questions members answer (answers: members.securityAnswers). */
export const securityQuestions = pgTable('security_questions', {
  questionId: text('question_id').primaryKey(),
  question: text('question').notNull(),
  sort: integer('sort').notNull(),
});

/** A merchant's VIP ranks: both requirements (minor units) earn the level; the rebate is a percent (decimal string). */
export const vipRanks = pgTable(
  'vip_ranks',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    /** The name in other languages (spec language code to text); `name` is the English one. */
    translations: jsonb('translations')
      .$type<Translations<string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    deposit: money('deposit').notNull(),
    turnover: money('turnover').notNull(),
    rebateRate: text('rebate_rate').notNull(),
    upgradeBonus: money('upgrade_bonus'),
    birthdayBonus: money('birthday_bonus'),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.level] })],
);

/**
 * A merchant's terms for agents without a contract: the rebate card of top-level agents (percent of turnover per
 * base game type), the daily salary rate (percent) and the dividend tiers (from a profit in minor units).
 */
export const agentTerms = pgTable('agent_terms', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  rebateCard: jsonb('rebate_card').$type<Record<BaseGameType, string>>().notNull(),
  salaryRate: text('salary_rate').notNull(),
  dividendTiers: jsonb('dividend_tiers').$type<{ minProfit: number; rate: string }[]>().notNull(),
});
