/**
 * Business constants and limits of spec section 9, in one place. Durations are milliseconds,
 * sizes are bytes, lengths are characters. Modules of this package read their limits from here.
 */

/** Game list page sizes (spec section 7 and 9). */
export const gamePageSize = {
  /** Main game lists (category and provider pages). */
  main: 24,
  /** Home lobby lists. */
  home: 20,
  /** Compact lists (section 9 lists 16 without naming the screen). */
  compact: 16,
  /** Jackpot (RNG + JP) lists. */
  jackpot: 18,
  /** Game search results. */
  search: 9,
  /** Vendor game lists. */
  vendor: 9,
  /** Hot list pages. */
  hot: 24,
  /** Hot list shown on home. */
  homeHot: 9,
  /** Recent games. */
  recent: 24,
} as const;

/** Favourite games page sizes (spec sections 7 and 9). */
export const favouritesPageSize = {
  /** A favourites list screen, paged like other game lists. */
  list: 24,
  /** Every favourite at once (ids for hearts). */
  all: 200,
  /** Favourites shown on home. */
  home: 100,
} as const;

export const winnerBoard = {
  limit: 20,
  podiumSize: 3,
  autoplayMs: 4_000,
  /** The carousel loops when it holds more than this many winners. */
  loopAbove: 2,
  /** Reload on language change after this quiet time. */
  languageReloadDebounceMs: 250,
} as const;

export const banner = {
  autoplayMs: 5_000,
  /** Autoplay and loop only with more than this many banners. */
  loopAbove: 1,
} as const;

export const rewardApplication = {
  remarksMaxLength: 140,
  maxImages: 3,
  /** 5 MB per image. */
  maxImageBytes: 5_242_880,
  imageExtensions: ['jpeg', 'jpg', 'png'] as readonly string[],
  imageMimeTypes: ['image/jpeg', 'image/png'] as readonly string[],
  /** The wrong-image-type toast stays this long. */
  imageTypeToastMs: 1_500,
} as const;

/** The generic image picker (spec section 5): one at a time. */
export const imagePicker = {
  extensions: ['jpg', 'jpeg', 'png', 'gif'] as readonly string[],
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif'] as readonly string[],
  maxFiles: 1,
} as const;

/** Feedback (spec 5.035: the content is bounded; the bound is the contract's FeedbackRequest.content). */
export const feedback = {
  contentMinLength: 5,
  contentMaxLength: 500,
  maxImages: 3,
  maxImageBytes: 5_242_880,
  imageExtensions: ['png', 'jpg', 'jpeg'] as readonly string[],
  imageMimeTypes: ['image/png', 'image/jpeg'] as readonly string[],
  categories: ['SUGGESTION', 'COMPLAINT', 'DEPOSIT', 'WITHDRAW', 'GAME', 'OTHER'] as const,
} as const;

export const captcha = {
  /** Numeric input, at most 6 characters. */
  inputMaxLength: 6,
  /** The rule text speaks of 1-16 digits or letters (or an equation's result). */
  ruleMinLength: 1,
  ruleMaxLength: 16,
} as const;

export const smsCode = {
  maxLength: 10,
  countdownDefaultSeconds: 60,
  tickMs: 500,
} as const;

export const mobile = {
  maxLength: 20,
} as const;

export const email = {
  /** The generic validator accepts addresses shorter than this. */
  maxLengthExclusive: 255,
} as const;

export const birthday = {
  fromYear: 1900,
  format: 'YYYY-MM-DD',
} as const;

export const search = {
  minLength: 3,
  debounceMs: 500,
  pageSize: 9,
} as const;

export const infiniteScroll = {
  thresholdPx: 400,
  throttleMs: 1_000,
  swipeThresholdPx: 60,
} as const;

export const unread = {
  /** Counts above this show as `99+`. */
  badgeMax: 99,
  countThrottleMs: 250,
  markReadThrottleMs: 150,
} as const;

/** Toast durations. */
export const toastMs = {
  success: 1_500,
  successShort: 1_000,
  passwordChanged: 1_000,
  short: 3_000,
  long: 8_000,
  copySuccess: 2_000,
  freeReject: 2_000,
  contactService: 2_000,
  loading: 15_000,
  /** Logout, SMS sending and test play keep their loading toast until they finish (up to this). */
  blockingLoading: 9_999,
  /** The 'has been sent' message of the e-mail reset before going back. */
  resetMailSent: 1_000,
} as const;

export const redirectDelayAfterPasswordChangeMs = 1_000;

export const debounceMs = {
  languageReload: 250,
  revalidation: 200,
  search: 500,
} as const;

export const transitionMs = {
  popup: 225,
  short: 250,
  medium: 500,
  slide: 400,
  page: 300,
  /** A dialog's mask click is ignored this long after opening. */
  maskClickGuard: 300,
} as const;

export const marqueeFps = 30;

/** Horizontal game rows scroll this many cards per previous/next press. */
export const scrollStepCards = 3;

/** The side menu lists vendors only with more than this many. */
export const vendorNavigationAbove = 3;

/** VIP promotion data shown in the side menu. */
export const vipPromoItems = 3;

/** At most this many distinct vendor icons are shown. */
export const maxVendorIcons = 10;

export type PrizeMode = 'Lott' | 'ZY' | 'Elott';

export const merchantDefaults = {
  platform: 'mobile',
  defaultLanguage: 'TH',
  ageLimit: 18,
  gateway: { WEB: 1, MOBILE: 3 },
  prizeModes: ['Lott', 'ZY', 'Elott'] as readonly PrizeMode[],
  defaultPrizeMode: 'Elott' as PrizeMode,
} as const;

/** The age limits a merchant may configure (spec sections 1 and 9): 18 by default, 21; one per merchant, used by every text. */
export const ageLimits = [18, 21] as const;

// The e-sports and cockfight providers are the platform's one list (the mocks and the server split SPORTS the same way).
export { cockfightVendorCodes, esportVendorCodes } from '@whitelabel/rules';

export const bannerTypes = ['m_rng', 'm_sports', 'm_pvp', 'm_live', 'm_fish', 'm_lott', 'm_elott', 'm_reg', 'm_download'] as const;
export type BannerType = (typeof bannerTypes)[number];

/** Banner groups of spec section 3. */
export const bannerGroups = { home: 'm_home', video: 'm_video', promotion: 'm_promotion' } as const;

export const contentTypes = ['A', 'PL', 'B', 'PU', 'PR'] as const;
export type ContentType = (typeof contentTypes)[number];

export const playTypes = ['Tradition', 'Entertainment'] as const;
export type PlayType = (typeof playTypes)[number];

export const moduleIds = [
  'COMM3',
  'FUNDTRANS3',
  'AGEANNOUNCE3',
  'MEMTRANS3',
  'PERSPNL3',
  'AGEINFO3',
  'AGEDOWNMAN3',
  'REG3',
  'CAPTCHA3',
  'CBS3',
  'REWCEN3',
] as const;
export type ModuleId = (typeof moduleIds)[number];

/** Template flags of the settings (`mobileTemplate`): 1 switches the new layout on. */
export const templateFlags = {
  /** mem_cen 1 = new member centre. */
  newMemberCentre: 'mem_cen',
  /** dep_func 1 = new deposit layout. */
  newDepositLayout: 'dep_func',
} as const;

export const dateFormats = {
  /** Notice lists and birthdays. */
  list: 'YYYY-MM-DD',
  /** Notice popups and promotion periods. */
  popup: 'YYYY/MM/DD',
} as const;

export const ios = {
  /** iOS 12.4 or later is recommended. */
  recommendedVersion: [12, 4],
  /** Add-to-home-screen tips are for iOS 12.1 or below. */
  tipsUpToVersion: [12, 1],
} as const;

/** Amount of the sign-up bonus named in the download text. */
export const signUpBonusAmount = 18;

/** Local and session storage keys of spec section 3. */
export const storageKeys = {
  language: 'language',
  webClip: 'WEBCLIP',
  autoLogin: 'autoLogin',
  siteStatus: 'siteStatus',
  session: 'sessionInfo',
  /** The image CDN chosen for this visit (session storage, spec 9.038). */
  imageCdn: 'imageCdn',
} as const;

/** Popup notice execution: A for members, B for guests. */
export const popupExecution = { member: 'A', guest: 'B' } as const;

/** Jackpot counter (spec section 2). */
export const jackpot = {
  defaultRange: { min: 1_200_000_000, max: 1_300_000_000 },
  jackpotLayoutRange: { min: 200_000_000, max: 300_000_000 },
  tickDelayMs: { min: 3_000, max: 5_000 },
  increment: { min: 100, max: 200 },
  steps: 20,
  stepMs: 50,
} as const;
