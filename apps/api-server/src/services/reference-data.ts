import { and, eq } from 'drizzle-orm';
import { depositBanks, depositPromos, members, paymentGateways, securityQuestions, withdrawBanks } from '../db/schema.js';
import type { Executor } from './wallet.js';

/**
 * The operator's payment reference data as stored (seeded by src/seed/reference.ts): a merchant's receiving banks,
 * deposit promotions and gateways, the withdrawal banks of its currency and the security questions, in their order.
 */

export type DepositPromo = typeof depositPromos.$inferSelect;

export const depositBanksOf = (db: Executor, merchantCode: string) =>
  db.select().from(depositBanks).where(eq(depositBanks.merchantCode, merchantCode)).orderBy(depositBanks.sort);

export async function findDepositBank(db: Executor, merchantCode: string, bankId: string) {
  const [bank] = await db
    .select()
    .from(depositBanks)
    .where(and(eq(depositBanks.merchantCode, merchantCode), eq(depositBanks.bankId, bankId)));
  return bank;
}

export const depositPromosOf = (db: Executor, merchantCode: string) =>
  db.select().from(depositPromos).where(eq(depositPromos.merchantCode, merchantCode)).orderBy(depositPromos.sort);

export async function findDepositPromo(db: Executor, merchantCode: string, promoId: string): Promise<DepositPromo | undefined> {
  const [promo] = await db
    .select()
    .from(depositPromos)
    .where(and(eq(depositPromos.merchantCode, merchantCode), eq(depositPromos.promoId, promoId)));
  return promo;
}

/** A deposit promotion of the member's merchant (completing a deposit knows the member only). */
export async function depositPromoOfMember(db: Executor, memberId: number, promoId: string): Promise<DepositPromo | undefined> {
  const [row] = await db
    .select({ promo: depositPromos })
    .from(depositPromos)
    .innerJoin(members, eq(members.merchantCode, depositPromos.merchantCode))
    .where(and(eq(members.id, memberId), eq(depositPromos.promoId, promoId)));
  return row?.promo;
}

export const paymentGatewaysOf = (db: Executor, merchantCode: string) =>
  db.select().from(paymentGateways).where(eq(paymentGateways.merchantCode, merchantCode)).orderBy(paymentGateways.sort);

export async function findPaymentGateway(db: Executor, merchantCode: string, gatewayId: string, channel: string) {
  const [gateway] = await db
    .select()
    .from(paymentGateways)
    .where(and(eq(paymentGateways.merchantCode, merchantCode), eq(paymentGateways.gatewayId, gatewayId), eq(paymentGateways.channel, channel)));
  return gateway;
}

/** The currency whose banks a merchant offers when none are stored for its own. */
const fallbackCurrency = 'THB';

/** Banks a member of a merchant with this currency may withdraw to. */
export async function withdrawBanksFor(db: Executor, currency: string) {
  const banksOf = (code: string) =>
    db
      .select({
        bankCode: withdrawBanks.bankCode,
        bankName: withdrawBanks.bankName,
        accountNoMinLength: withdrawBanks.accountNoMinLength,
        accountNoMaxLength: withdrawBanks.accountNoMaxLength,
      })
      .from(withdrawBanks)
      .where(eq(withdrawBanks.currency, code))
      .orderBy(withdrawBanks.sort);
  const banks = await banksOf(currency);
  return banks.length || currency === fallbackCurrency ? banks : banksOf(fallbackCurrency);
}

export const securityQuestionList = (db: Executor) =>
  db.select({ questionId: securityQuestions.questionId, question: securityQuestions.question }).from(securityQuestions).orderBy(securityQuestions.sort);
