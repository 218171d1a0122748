import type { agentTerms, depositBanks, depositPromos, paymentGateways, securityQuestions, vipRanks, withdrawBanks } from '../db/schema.js';
import { shortTranslations } from './texts/index.js';
import type { ShortTexts } from './texts/types.js';
import type { AmountRules } from '../services/amount-rules.js';

/**
 * The operator's reference data as first seeded; each merchant starts with the same values, its amounts written for a
 * deposit minimum of 100.00 and scaled to the merchant's folder (services/amount-rules.ts), each deposit range kept
 * inside the folder's, and the QR channel's quick amounts the folder's deposit presets. Names here are English;
 * the other languages are labels (src/seed/texts, keyed by bankId, gatewayId and promoId), and each VIP rank's own translations.
 */

type Seeded<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'merchantCode' | 'sort'>;

/** Receiving accounts for manual transfers. */
const depositBankSeed: Seeded<typeof depositBanks>[] = [
  {
    bankId: 'B1',
    bankName: 'Kasikornbank',
    bankCode: 'KBANK',
    accountName: 'WL Operations Co.',
    accountNo: '0481234567',
    branch: 'Silom',
    minAmount: 10_000,
    maxAmount: 5_000_000,
  },
  {
    bankId: 'B2',
    bankName: 'Siam Commercial Bank',
    bankCode: 'SCB',
    accountName: 'WL Operations Co.',
    accountNo: '1129876543',
    branch: null,
    minAmount: 10_000,
    maxAmount: 10_000_000,
  },
];

const depositPromoSeed: Seeded<typeof depositPromos>[] = [
  { promoId: 'DP20', title: 'First deposit 20%', bonusRate: '20.00', maxBonus: 100_000, minDeposit: 10_000, turnoverMultiplier: 10 },
  { promoId: 'DP5', title: 'Daily reload 5%', bonusRate: '5.00', maxBonus: 50_000, minDeposit: 50_000, turnoverMultiplier: 3 },
];

const gatewaySeed: Seeded<typeof paymentGateways>[] = [
  {
    gatewayId: 'G1',
    name: 'QR Pay',
    channel: 'QR',
    minAmount: 10_000,
    maxAmount: 2_000_000,
    // A channel of quick amounts: the folder's deposit presets take these places (buildReferenceData).
    fixedAmounts: [10_000, 50_000, 100_000, 500_000],
    feeRate: '0.00',
  },
  { gatewayId: 'G2', name: 'Online banking', channel: 'ONLINE_BANKING', minAmount: 20_000, maxAmount: 5_000_000, fixedAmounts: [], feeRate: '0.00' },
  { gatewayId: 'G3', name: 'E-wallet', channel: 'EWALLET', minAmount: 10_000, maxAmount: 1_000_000, fixedAmounts: [], feeRate: '1.00' },
  { gatewayId: 'G4', name: 'USDT (TRC20)', channel: 'USDT', minAmount: 50_000, maxAmount: 10_000_000, fixedAmounts: [], feeRate: '0.50' },
];

const vipRankSeed: Omit<typeof vipRanks.$inferInsert, 'merchantCode' | 'translations'>[] = [
  { level: 0, name: 'Member', deposit: 0, turnover: 0, rebateRate: '0.30' },
  { level: 1, name: 'Bronze', deposit: 100_000, turnover: 1_000_000, rebateRate: '0.40', upgradeBonus: 1_800 },
  { level: 2, name: 'Silver', deposit: 500_000, turnover: 5_000_000, rebateRate: '0.50', upgradeBonus: 8_800, birthdayBonus: 5_800 },
  { level: 3, name: 'Gold', deposit: 2_000_000, turnover: 20_000_000, rebateRate: '0.60', upgradeBonus: 28_800, birthdayBonus: 18_800 },
  { level: 4, name: 'Platinum', deposit: 10_000_000, turnover: 100_000_000, rebateRate: '0.80', upgradeBonus: 88_800, birthdayBonus: 58_800 },
  { level: 5, name: 'Diamond', deposit: 50_000_000, turnover: 500_000_000, rebateRate: '1.00', upgradeBonus: 288_800, birthdayBonus: 188_800 },
];

/** The short text of each rank's name, by level. */
const vipRankTexts: (keyof ShortTexts)[] = ['vipMember', 'vipBronze', 'vipSilver', 'vipGold', 'vipPlatinum', 'vipDiamond'];

/** Top-level agents' rebate card, the daily salary rate and the dividend tiers of agents without a contract. */
const agentTermsSeed: Omit<typeof agentTerms.$inferInsert, 'merchantCode'> = {
  rebateCard: { RNG: '1.20', FISH: '1.00', PVP: '0.80', LIVE: '0.80', SPORTS: '0.60', LOTT: '1.50', ELOTT: '1.50' },
  salaryRate: '1.00',
  dividendTiers: [
    { minProfit: 0, rate: '10.00' },
    { minProfit: 10_000_000, rate: '20.00' },
  ],
};

const withSort = <T>(rows: T[], merchantCode: string) => rows.map((row, sort) => ({ ...row, merchantCode, sort }));

/** Null stays null (a rank without that bonus). */
const scaleOptional = (scale: AmountRules['scale'], amount: number | null | undefined) => (amount === null || amount === undefined ? amount : scale(amount));

/** A merchant's reference data, its amounts in the merchant's currency: receiving banks, deposit promotions, gateways, VIP ranks and agent terms. */
export function buildReferenceData(merchantCode: string, languages: readonly string[], { scale, deposit }: Pick<AmountRules, 'scale' | 'deposit'>) {
  /** A seeded range scaled, then held inside the folder's deposit range. */
  const depositRange = (min: number, max: number) => {
    const low = Math.min(Math.max(scale(min), deposit.min), deposit.max);
    return { minAmount: low, maxAmount: Math.max(Math.min(scale(max), deposit.max), low) };
  };
  return {
    depositBanks: withSort(
      depositBankSeed.map((bank) => ({ ...bank, ...depositRange(bank.minAmount, bank.maxAmount) })),
      merchantCode,
    ),
    depositPromos: withSort(
      depositPromoSeed.map((promo) => ({ ...promo, maxBonus: scale(promo.maxBonus), minDeposit: scale(promo.minDeposit) })),
      merchantCode,
    ),
    paymentGateways: withSort(
      gatewaySeed.map((gateway) => {
        const range = depositRange(gateway.minAmount, gateway.maxAmount);
        const presets = deposit.presets.filter((amount) => amount >= range.minAmount && amount <= range.maxAmount);
        return { ...gateway, ...range, fixedAmounts: gateway.fixedAmounts?.length ? presets : [] };
      }),
      merchantCode,
    ),
    vipRanks: vipRankSeed.map((rank) => ({
      ...rank,
      deposit: scale(rank.deposit),
      turnover: scale(rank.turnover),
      upgradeBonus: scaleOptional(scale, rank.upgradeBonus),
      birthdayBonus: scaleOptional(scale, rank.birthdayBonus),
      merchantCode,
      translations: shortTranslations(vipRankTexts[rank.level]!, languages),
    })),
    agentTerms: {
      ...agentTermsSeed,
      dividendTiers: agentTermsSeed.dividendTiers?.map((tier) => ({ ...tier, minProfit: scale(tier.minProfit) })),
      merchantCode,
    },
  };
}

/**
 * Banks a member may withdraw to, by currency (a merchant whose currency has none takes the THB list), with each
 * bank's account-number length: Thai accounts are 10 digits, 12 at the state savings and agricultural banks;
 * Vietnamese and Philippine accounts vary by bank.
 */
const withdrawBankSeed: Record<string, Omit<typeof withdrawBanks.$inferInsert, 'currency' | 'sort'>[]> = {
  THB: [
    { bankCode: 'KBANK', bankName: 'Kasikornbank', accountNoMinLength: 10, accountNoMaxLength: 10 },
    { bankCode: 'SCB', bankName: 'Siam Commercial Bank', accountNoMinLength: 10, accountNoMaxLength: 10 },
    { bankCode: 'BBL', bankName: 'Bangkok Bank', accountNoMinLength: 10, accountNoMaxLength: 10 },
    { bankCode: 'KTB', bankName: 'Krungthai Bank', accountNoMinLength: 10, accountNoMaxLength: 10 },
    { bankCode: 'BAY', bankName: 'Bank of Ayudhya (Krungsri)', accountNoMinLength: 10, accountNoMaxLength: 10 },
    { bankCode: 'TTB', bankName: 'TMBThanachart Bank', accountNoMinLength: 10, accountNoMaxLength: 10 },
    { bankCode: 'GSB', bankName: 'Government Savings Bank', accountNoMinLength: 12, accountNoMaxLength: 12 },
    { bankCode: 'BAAC', bankName: 'Bank for Agriculture and Agricultural Co-operatives', accountNoMinLength: 12, accountNoMaxLength: 12 },
  ],
  VND: [
    { bankCode: 'VCB', bankName: 'Vietcombank', accountNoMinLength: 10, accountNoMaxLength: 13 },
    { bankCode: 'CTG', bankName: 'VietinBank', accountNoMinLength: 12, accountNoMaxLength: 12 },
    { bankCode: 'BIDV', bankName: 'BIDV', accountNoMinLength: 12, accountNoMaxLength: 14 },
    { bankCode: 'TCB', bankName: 'Techcombank', accountNoMinLength: 12, accountNoMaxLength: 14 },
    { bankCode: 'ACB', bankName: 'Asia Commercial Bank', accountNoMinLength: 6, accountNoMaxLength: 15 },
  ],
  PHP: [
    { bankCode: 'BDO', bankName: 'BDO Unibank', accountNoMinLength: 10, accountNoMaxLength: 12 },
    { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands', accountNoMinLength: 10, accountNoMaxLength: 10 },
    { bankCode: 'MBTC', bankName: 'Metrobank', accountNoMinLength: 13, accountNoMaxLength: 13 },
    { bankCode: 'LBP', bankName: 'Land Bank of the Philippines', accountNoMinLength: 10, accountNoMaxLength: 10 },
  ],
};

export const seedWithdrawBanks: (typeof withdrawBanks.$inferInsert)[] = Object.entries(withdrawBankSeed).flatMap(([currency, banks]) =>
  banks.map((bank, sort) => ({ ...bank, currency, sort })),
);

export const seedSecurityQuestions: (typeof securityQuestions.$inferInsert)[] = [
  'What was the name of your first school?',
  'What is your favourite food?',
  'In which city were you born?',
  'What was the name of your first pet?',
  'What is your favourite team?',
].map((question, sort) => ({ questionId: `Q${sort + 1}`, question, sort }));
