/**
 * The demo content's texts in one language. Short texts (names, titles, one-line notices) exist in every
 * interface language; long texts (notice and promotion bodies, the help centre) in every language that has them (all 30
 * of the demo; an operator's language without them falls back per field). Placeholders: {merchant} is the merchant's name, {age} its registration age limit.
 * Bodies are HTML fragments.
 */
export interface ShortTexts {
  /** Game types (home category tabs and rows). */
  gameRng: string;
  gameFish: string;
  gamePvp: string;
  gameLive: string;
  gameSports: string;
  gameEsports: string;
  gameCockfight: string;
  gameLott: string;
  gameElott: string;
  /** Classifications (game-type sub-tabs); slots and fishing reuse the game type names. */
  classFeatureBuy: string;
  classMegaways: string;
  classJackpot: string;
  classBingo: string;
  classClassic: string;
  classCrash: string;
  classArcade: string;
  classPoker: string;
  classTable: string;
  classBaccarat: string;
  classRoulette: string;
  classSicBo: string;
  classDragonTiger: string;
  classKeno: string;
  /** Payment gateways, receiving banks, deposit promotions. */
  gatewayQr: string;
  gatewayOnlineBanking: string;
  gatewayEwallet: string;
  gatewayUsdt: string;
  bankKasikorn: string;
  bankScb: string;
  depositFirst20: string;
  depositDaily5: string;
  /** Promotion actions and the words on generated promotion art. */
  actionApply: string;
  actionJoin: string;
  artPromotion: string;
  artTermsApply: string;
  /** Promotion categories (the slots category reuses gameRng). */
  categoryNewMembers: string;
  categoryDaily: string;
  categoryVip: string;
  /** Notice titles. */
  noticeMaintenance: string;
  noticeDepositChannels: string;
  noticeResponsible: string;
  noticeVip: string;
  noticeSecurity: string;
  noticeLottery: string;
  /** Marquee lines. */
  marqueeWelcome: string;
  marqueeJackpot: string;
  marqueeInvite: string;
  /** Popups: for members (deposit) and for guests on their first visit (join). */
  popupDepositTitle: string;
  popupDepositBody: string;
  popupJoinTitle: string;
  popupJoinBody: string;
  /** Promotion notices and hot news. */
  promoWeekendReload: string;
  promoCashbackMonday: string;
  hotRoulette: string;
  hotJili: string;
  hotEsports: string;
  /** Banner and promotion titles. */
  bannerWelcome: string;
  bannerDailyCashback: string;
  bannerReferFriend: string;
  bannerPromotions: string;
  bannerVideos: string;
  bannerSignUp: string;
  bannerDownload: string;
  promoDailyCashback: string;
  promoVipBirthday: string;
  promoSlotTournament: string;
  /** Daily missions, in the order of the seed's missions (their targets written in). */
  missionSignIn: string;
  missionPlayRounds: string;
  missionTurnover: string;
  missionDeposit: string;
  /** VIP rank names, level 0 to 5. */
  vipMember: string;
  vipBronze: string;
  vipSilver: string;
  vipGold: string;
  vipPlatinum: string;
  vipDiamond: string;
  /** The two inbox messages a new member finds. */
  inboxWelcomeTitle: string;
  inboxWelcomeBody: string;
  inboxSafetyTitle: string;
  inboxSafetyBody: string;
  /** The reference server's chat room (routes/chat-room.ts): its title, back link, greetings, note, form and reply. */
  chatTitle: string;
  chatBack: string;
  chatWelcomeSupport: string;
  chatWelcomeMembers: string;
  chatReference: string;
  chatMessage: string;
  chatPlaceholder: string;
  chatSend: string;
  chatReply: string;
}

export interface LongTexts {
  /** Notice bodies, in the order of the notice titles. */
  noticeMaintenanceBody: string;
  noticeDepositChannelsBody: string;
  noticeResponsibleBody: string;
  noticeVipBody: string;
  noticeSecurityBody: string;
  noticeLotteryBody: string;
  /** Promotion bodies (one sentence each) and the two rules every promotion lists. */
  promoWelcomeBody: string;
  promoDailyCashbackBody: string;
  promoVipBirthdayBody: string;
  promoSlotTournamentBody: string;
  promoReferFriendBody: string;
  promoWeekendReloadBody: string;
  ruleOnePerMember: string;
  ruleGeneralTerms: string;
  /** The help centre. */
  helpTermsTitle: string;
  helpTermsBody: string;
  helpPrivacyTitle: string;
  helpPrivacyBody: string;
  helpFaqTitle: string;
  helpFaqBody: string;
  helpDepositTitle: string;
  helpDepositBody: string;
  helpWithdrawTitle: string;
  helpWithdrawBody: string;
  helpResponsibleBody: string;
  faqPasswordQuestion: string;
  faqPasswordAnswer: string;
  faqCaptchaQuestion: string;
  faqCaptchaAnswer: string;
  faqFreePlayQuestion: string;
  faqFreePlayAnswer: string;
}

export interface ContentTexts {
  short: ShortTexts;
  long?: LongTexts;
}
