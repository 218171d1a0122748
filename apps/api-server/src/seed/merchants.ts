import type { merchants } from '../db/schema.js';

type MerchantRow = typeof merchants.$inferInsert;

/** Demo merchants with different white-label flags, feature switches and language sets. */
export const seedMerchants: MerchantRow[] = [
  {
    code: 'lucky88',
    name: 'Lucky 88',
    defaultLanguage: 'TH',
    languages: ['TH', 'EN', 'TW'],
    whitelabel: ['DEPOSIT', 'WITHDRAW', 'MANUAL_REBATE', 'BETTING_RECORD', 'VIP_BENEFIT', 'REFERRAL', 'MISSION', 'CBS3', 'REWCEN3', 'REWARD_CENTRE', 'DOWNLOAD'],
    features: { mobileCodeLogin: true, resetByMail: true, resetByVerification: true, facebookLogin: false, googleLogin: false, lineLogin: true },
    mobileTemplate: { mem_cen: 1, dep_func: 1 },
    mainDomain: 'lucky88.example',
    domains: ['localhost', '127.0.0.1', 'lucky88.example'],
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
  },
];

export const defaultMerchantCode = 'lucky88';
