import type { merchants, RegisterFieldRule, RegisterSettings } from '../db/schema.js';

type MerchantRow = typeof merchants.$inferInsert;

const on = (required: boolean, patternId?: string, minLength?: number, maxLength?: number): RegisterFieldRule => ({
  enabled: true,
  required,
  ...(patternId ? { patternId } : {}),
  ...(minLength !== undefined ? { minLength } : {}),
  ...(maxLength !== undefined ? { maxLength } : {}),
});
const off: RegisterFieldRule = { enabled: false, required: false };

const baseFields: Record<string, RegisterFieldRule> = {
  username: on(true, 'username', 4, 16),
  password: on(true, 'password', 6, 20),
  confirmPassword: on(true),
  mobileNum: on(false, 'mobile', 6, 15),
  verificationCode: on(false, 'verificationCode', 4, 10),
  captcha: on(true),
  affiliateCode: on(false, 'affiliateCode', 4, 32),
  nickname: off,
  payeeName: off,
  email: off,
  idNumber: off,
  qqNum: off,
  facebook: off,
  wechat: off,
  line: off,
  whatsapp: off,
  zalo: off,
  birthday: off,
  paymentPassword: off,
  recommenderId: off,
};

const luckyRegister: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  mobileVerification: false,
  mobilePassword: true,
  captcha: true,
  affiliateCheck: true,
  ageLimit: 18,
  fields: {
    ...baseFields,
    nickname: on(false, 'nickname', 2, 32),
    payeeName: on(false, 'realName', 2, 64),
    line: on(false, 'handle', 2, 64),
    birthday: on(false),
  },
};

const lotusRegister: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: false,
  mobileVerification: false,
  mobilePassword: false,
  captcha: true,
  affiliateCheck: false,
  ageLimit: 21,
  fields: {
    ...baseFields,
    mobileNum: off,
    verificationCode: off,
    email: on(true, 'email', 5, 254),
    payeeName: on(true, 'realName', 2, 64),
    wechat: on(false, 'handle', 2, 64),
    qqNum: on(false, 'digits', 5, 20),
    paymentPassword: on(false, 'paymentPassword', 6, 6),
    recommenderId: on(false, 'handle', 2, 64),
  },
};

const clearRegister: RegisterSettings = {
  usernameRegistration: false,
  mobileRegistration: true,
  mobileVerification: true,
  mobilePassword: false,
  captcha: false,
  affiliateCheck: true,
  ageLimit: 18,
  fields: {
    ...baseFields,
    username: off,
    password: off,
    confirmPassword: off,
    captcha: off,
    mobileNum: on(true, 'mobile', 6, 15),
    verificationCode: on(true, 'verificationCode', 4, 10),
    whatsapp: on(false, 'handle', 2, 32),
    zalo: on(false, 'handle', 2, 32),
    idNumber: on(false, 'idNumber', 4, 32),
    facebook: on(false, 'handle', 2, 64),
  },
};

const globalRegister: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  mobileVerification: false,
  mobilePassword: true,
  captcha: true,
  affiliateCheck: false,
  ageLimit: 18,
  fields: { ...baseFields, email: on(false, 'email', 5, 254) },
};

/** The interface languages of spec section 1; globalwin offers them all. */
export const allLanguageCodes = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'KR',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'UR-LA',
  'PT-BR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
];

/** Demo merchants with different white-label flags, feature switches, language sets and registration settings. */
export const seedMerchants: MerchantRow[] = [
  {
    code: 'lucky88',
    name: 'Lucky 88',
    defaultLanguage: 'TH',
    languages: ['TH', 'EN', 'TW'],
    whitelabel: [
      'DEPOSIT',
      'WITHDRAW',
      'MANUAL_REBATE',
      'BETTING_RECORD',
      'VIP_BENEFIT',
      'REFERRAL',
      'MISSION',
      'CBS3',
      'REWCEN3',
      'REWARD_CENTRE',
      'DOWNLOAD',
    ],
    features: { mobileCodeLogin: true, resetByMail: true, resetByVerification: true, facebookLogin: false, googleLogin: false, lineLogin: true },
    mobileTemplate: { mem_cen: 1, dep_func: 1 },
    mainDomain: 'lucky88.example',
    domains: ['localhost', '127.0.0.1', 'lucky88.example'],
    register: luckyRegister,
    hiddenVendors: [],
    countryDialingCode: '+66',
    currency: 'THB',
  },
  {
    code: 'goldenlotus',
    name: 'Golden Lotus',
    defaultLanguage: 'EN',
    languages: ['EN', 'CN', 'VI', 'AR'],
    whitelabel: ['DEPOSIT', 'WITHDRAW', 'BETTING_RECORD', 'VIP_BENEFIT', 'REFERRAL'],
    features: { mobileCodeLogin: false, resetByMail: true, resetByVerification: false, facebookLogin: true, googleLogin: true, lineLogin: false },
    mobileTemplate: { mem_cen: 0, dep_func: 0 },
    mainDomain: 'goldenlotus.example',
    domains: ['goldenlotus.example'],
    register: lotusRegister,
    hiddenVendors: ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'],
    countryDialingCode: '+84',
    currency: 'VND',
  },
  {
    code: 'clearplay',
    name: 'ClearPlay',
    defaultLanguage: 'EN',
    languages: ['EN', 'TH', 'AR', 'FA', 'UR'],
    whitelabel: ['DEPOSIT', 'WITHDRAW', 'MANUAL_REBATE', 'BETTING_RECORD', 'MISSION', 'REWCEN3'],
    features: { mobileCodeLogin: true, resetByMail: false, resetByVerification: true, facebookLogin: false, googleLogin: true, lineLogin: false },
    mobileTemplate: { mem_cen: 1, dep_func: 0 },
    mainDomain: 'clearplay.example',
    domains: ['clearplay.example'],
    register: clearRegister,
    hiddenVendors: ['GW'],
    countryDialingCode: '+63',
    currency: 'PHP',
  },
  {
    code: 'globalwin',
    name: 'Global Win',
    defaultLanguage: 'EN',
    languages: allLanguageCodes,
    whitelabel: ['DEPOSIT', 'WITHDRAW', 'BETTING_RECORD', 'VIP_BENEFIT', 'REFERRAL', 'REWARD_CENTRE', 'DOWNLOAD'],
    features: { mobileCodeLogin: false, resetByMail: true, resetByVerification: true, facebookLogin: false, googleLogin: false, lineLogin: false },
    mobileTemplate: { mem_cen: 1, dep_func: 1 },
    mainDomain: 'globalwin.example',
    domains: ['globalwin.example'],
    register: globalRegister,
    hiddenVendors: [],
    countryDialingCode: '+91',
    currency: 'USD',
  },
];

export const defaultMerchantCode = 'lucky88';

/** The theme the template settings name for a merchant: the base theme its site's folder extends (merchants/), else classic. */
const templateThemes: Record<string, string> = { lucky88: 'classic', goldenlotus: 'light', clearplay: 'contrast', globalwin: 'light' };

export function templateTheme(code: string): string {
  return templateThemes[code] ?? 'classic';
}
