import { artSizes } from '../services/art.js';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { bankCards, deposits, ledger, members, merchants, withdrawals, type LedgerKind } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { hashPassword, verifyPassword } from '../services/crypto.js';
import { dayRange } from '../services/days.js';
import { rowId } from '../services/ids.js';
import { amountLimitProblem, fromMinorUnits, parseMoney } from '@whitelabel/rules';
import { percentOf } from '../services/money.js';
import { amountRulesOf } from '../services/amount-rules.js';
import { lockMember } from '../services/locks.js';
import { consume, limits } from '../services/rate-limit.js';
import { ruleByKey } from '../services/register-rules.js';
import { receivedImages } from '../services/multipart.js';
import { storeImage } from '../services/uploads.js';
import { verifySmsCode } from '../services/verification.js';
import { applyToWallet, balanceOf } from '../services/wallet.js';
import {
  depositBanksOf,
  depositPromoOfMember,
  depositPromosOf,
  findDepositBank,
  findDepositPromo,
  findPaymentGateway,
  paymentGatewaysOf,
  securityQuestionList,
  withdrawBanksFor,
} from '../services/reference-data.js';
import { maskEmail, maskMobile } from './member.js';
import { labelName } from '../services/content-language.js';
import {
  absoluteUrl,
  authenticate,
  authenticateReal,
  ok,
  pageOf,
  paging,
  resolveContentLanguage,
  type Authenticated,
  type HandlerContext,
  type OperationRequest,
  type Merchant,
} from './context.js';

type Direction = 'IN' | 'OUT';
/** Transaction codes (the ledger kinds) with their names and direction. */
export const txCodes: { code: string; kind: LedgerKind; name: string; direction: Direction }[] = [
  { code: 'DEPOSIT', kind: 'deposit', name: 'Deposit', direction: 'IN' },
  { code: 'WITHDRAW', kind: 'withdraw', name: 'Withdrawal', direction: 'OUT' },
  { code: 'WITHDRAW_REFUND', kind: 'withdraw_refund', name: 'Withdrawal refund', direction: 'IN' },
  { code: 'BET', kind: 'bet', name: 'Bet', direction: 'OUT' },
  { code: 'PAYOUT', kind: 'payout', name: 'Win', direction: 'IN' },
  { code: 'BONUS', kind: 'bonus', name: 'Bonus', direction: 'IN' },
  { code: 'REBATE', kind: 'rebate', name: 'Rebate', direction: 'IN' },
  { code: 'REWARD', kind: 'reward', name: 'Reward', direction: 'IN' },
  { code: 'TRANSFER_IN', kind: 'transfer_in', name: 'Transfer in', direction: 'IN' },
  { code: 'TRANSFER_OUT', kind: 'transfer_out', name: 'Transfer out', direction: 'OUT' },
  { code: 'SALARY', kind: 'salary', name: 'Daily salary', direction: 'IN' },
  { code: 'DIVIDEND', kind: 'dividend', name: 'Dividend', direction: 'IN' },
  { code: 'LOTTERY', kind: 'lottery', name: 'Lottery bet', direction: 'OUT' },
  { code: 'LOTTERY_REFUND', kind: 'lottery_refund', name: 'Lottery refund', direction: 'IN' },
  { code: 'LOTTERY_PAYOUT', kind: 'lottery_payout', name: 'Lottery win', direction: 'IN' },
];
const codeByKind = new Map(txCodes.map((code) => [code.kind, code]));

/** Most bank cards a member may bind. */
export const maxBankCards = 5;

/** Gateway payments must be completed within 15 minutes. */
const gatewayTtlMs = 15 * 60_000;

type DepositRow = typeof deposits.$inferSelect;
type WithdrawalRow = typeof withdrawals.$inferSelect;

export function depositView(row: DepositRow) {
  return {
    orderId: String(row.id),
    amount: fromMinorUnits(row.amount),
    bonus: fromMinorUnits(row.bonus),
    method: row.method,
    channel: (row.channel as 'QR' | null) ?? null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

function withdrawalView(row: WithdrawalRow) {
  return {
    orderId: String(row.id),
    cardId: String(row.bankCardId),
    amount: fromMinorUnits(row.amount),
    fee: fromMinorUnits(row.fee),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

function cardView(row: typeof bankCards.$inferSelect) {
  return {
    cardId: String(row.id),
    bankName: row.bankName,
    bankCode: row.bankCode,
    accountName: row.accountName,
    accountNoMasked: `****${row.accountNumber.slice(-4)}`,
    isDefault: row.isDefault,
    boundAt: row.createdAt.toISOString(),
  };
}

/** Completes a deposit once: credits the amount and its promotion bonus in one transaction. */
export async function completeDeposit(ctx: HandlerContext, orderId: number): Promise<DepositRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(deposits)
      .set({ status: 'SUCCESS', completedAt: sql`now()` })
      .where(and(eq(deposits.id, orderId), eq(deposits.status, 'PENDING')))
      .returning();
    if (!row) return undefined;
    const promo = row.promoId ? await depositPromoOfMember(tx, row.memberId, row.promoId) : undefined;
    let bonus = 0;
    if (promo && row.amount >= promo.minDeposit) {
      // In the member's currency: a VND bonus is whole dong.
      const [merchant] = await tx
        .select({ currency: merchants.currency, amountRules: merchants.amountRules })
        .from(members)
        .innerJoin(merchants, eq(merchants.code, members.merchantCode))
        .where(eq(members.id, row.memberId));
      bonus = Math.min(promo.maxBonus, percentOf(row.amount, promo.bonusRate, Number(amountRulesOf(merchant!).step)));
    }
    await applyToWallet(tx, row.memberId, row.amount, 'deposit', `deposit-${row.id}`);
    if (bonus > 0) {
      await applyToWallet(tx, row.memberId, bonus, 'bonus', `deposit-${row.id}-${promo!.promoId}`);
      await tx.update(deposits).set({ bonus }).where(eq(deposits.id, row.id));
    }
    return { ...row, bonus };
  });
}

/** Simulated back office: manual transfers are approved a minute after they were submitted. */
export async function approveManualDeposits(ctx: HandlerContext): Promise<void> {
  const due = await ctx.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.method, 'MANUAL'), eq(deposits.status, 'PENDING'), lt(deposits.createdAt, sql`now() - interval '60 seconds'`)))
    .limit(100);
  for (const row of due) await completeDeposit(ctx, row.id);
}

/** Checks a withdrawal password (rate-limited per account): 400 PAYMENT_PASSWORD_WRONG when wrong or not set. */
export async function verifyWithdrawalPassword(ctx: HandlerContext, auth: Authenticated, password: string): Promise<void> {
  await consume(ctx.db, `withdrawal-password:member:${auth.member.id}`, limits.passwordPerAccount);
  if (!auth.member.withdrawalPasswordHash || !(await verifyPassword(auth.member.withdrawalPasswordHash, password))) {
    throw new HttpError(400, 'PAYMENT_PASSWORD_WRONG', 'The withdrawal password is wrong or not set');
  }
}

export function walletHandlers(ctx: HandlerContext) {
  /** The platform's amount limits in the merchant's currency (the client checks the same before sending). */
  function checkAmount(merchant: Merchant, amount: number, min: number, max: number, fixedAmounts: readonly number[] = []) {
    const { currency, step } = amountRulesOf(merchant);
    const problem = amountLimitProblem(amount, { step, min, max, fixedAmounts });
    if (problem === 'fraction')
      throw new HttpError(400, 'VALIDATION_FAILED', `${currency.code} amounts have no decimals`, undefined, [
        { field: 'amount', message: 'finer than the currency' },
      ]);
    if (problem === 'preset')
      throw new HttpError(400, 'VALIDATION_FAILED', 'Choose one of the preset amounts', undefined, [{ field: 'amount', message: 'not a preset amount' }]);
    if (problem)
      throw new HttpError(400, 'VALIDATION_FAILED', `The amount must be between ${fromMinorUnits(min)} and ${fromMinorUnits(max)}`, undefined, [
        { field: 'amount', message: 'out of range' },
      ]);
  }

  /** Names of one labels scope in the response language (English, the row's own, when none is stored). */
  async function names(request: FastifyRequest, auth: Authenticated, scope: 'bank' | 'deposit_promo' | 'gateway') {
    const { chain } = resolveContentLanguage(request, auth.merchant);
    const { labels } = await ctx.catalogue.current();
    return (key: string, english: string) => labelName(labels.get(`${scope}:${key}`), chain, english);
  }

  async function findPromo(merchant: Merchant, promoId: string | undefined) {
    if (!promoId) return undefined;
    const promo = await findDepositPromo(ctx.db, merchant.code, promoId);
    if (!promo) throw new HttpError(404, 'NOT_FOUND', `No deposit promotion ${promoId}`);
    return promo;
  }

  const checkWithdrawalPassword = (auth: Authenticated, password: string) => verifyWithdrawalPassword(ctx, auth, password);

  /** Sets the withdrawal or payment password: the old one is required once one is set. */
  async function setSecondaryPassword(
    request: OperationRequest<'setWithdrawalPassword' | 'setPaymentPassword'>,
    column: 'withdrawalPasswordHash' | 'paymentPasswordHash',
  ) {
    const auth = await authenticateReal(ctx, request);
    const { oldPassword, newPassword, confirmNewPassword } = request.body;
    await consume(ctx.db, `password:member:${auth.member.id}`, limits.passwordPerAccount);
    const current = auth.member[column];
    if (current && (!oldPassword || !(await verifyPassword(current, oldPassword))))
      throw new HttpError(400, 'PAYMENT_PASSWORD_WRONG', 'The current password is wrong');
    if (!new RegExp(ruleByKey.get('paymentPassword')!.pattern!).test(newPassword))
      throw new HttpError(400, 'PASSWORD_FORMAT_INVALID', 'The password must be 6 digits');
    if (confirmNewPassword !== newPassword) throw new HttpError(400, 'CONFIRM_PASSWORD_MISMATCH', 'The two passwords do not match');
    if (oldPassword && oldPassword === newPassword) throw new HttpError(400, 'NEW_PASSWORD_SAME_AS_OLD', 'New and old passwords cannot be the same');
    await ctx.db
      .update(members)
      .set({ [column]: await hashPassword(newPassword) })
      .where(eq(members.id, auth.member.id));
    return ok({});
  }

  async function walletSummary(merchant: Merchant, memberId: number) {
    const balance = fromMinorUnits(await balanceOf(ctx.db, memberId));
    return { sumBalance: balance, currency: merchant.currency, wallets: [{ vendor: 'MAIN', displayName: 'Main wallet', balance, maintenance: false }] };
  }

  return {
    async getWallets(request: FastifyRequest) {
      const auth = await authenticate(ctx, request);
      return ok(await walletSummary(auth.merchant, auth.member.id));
    },

    async getMerchantWallet(request: OperationRequest<'getMerchantWallet'>) {
      const auth = await authenticate(ctx, request);
      if (request.query.merchantCode && request.query.merchantCode !== auth.merchant.code) throw new HttpError(404, 'NOT_FOUND', 'No wallet at that merchant');
      const [locked] = await ctx.db
        .select({ sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, auth.member.id), inArray(withdrawals.status, ['PENDING', 'PROCESSING'])));
      return ok({
        merchantCode: auth.merchant.code,
        currency: auth.merchant.currency,
        balance: fromMinorUnits(await balanceOf(ctx.db, auth.member.id)),
        lockedBalance: fromMinorUnits(Number(locked?.sum ?? 0)),
      });
    },

    async transferWallet(request: OperationRequest<'transferWallet'>) {
      await authenticateReal(ctx, request);
      const { from, to } = request.body;
      if (from === to) throw new HttpError(400, 'VALIDATION_FAILED', 'Source and target wallets must differ');
      // The reference server runs a seamless wallet: every provider plays from MAIN, so there is nothing to move.
      const snapshot = await ctx.catalogue.current();
      for (const code of [from, to]) if (code !== 'MAIN' && !snapshot.vendorByCode.has(code)) throw new HttpError(404, 'NOT_FOUND', `No wallet ${code}`);
      throw new HttpError(403, 'NO_PERMISSION', 'Providers play from the main wallet on this site (seamless wallet); no transfer is needed');
    },

    async getMemberTransactions(request: OperationRequest<'getMemberTransactions'>) {
      const auth = await authenticate(ctx, request);
      const { pageNo, pageSize, offset } = paging(request.query);
      const code = request.query.txCode ? txCodes.find((c) => c.code === request.query.txCode) : undefined;
      if (request.query.txCode && !code) throw new HttpError(400, 'VALIDATION_FAILED', `Unknown transaction code ${request.query.txCode}`);
      const where = and(
        eq(ledger.memberId, auth.member.id),
        ...(code ? [eq(ledger.kind, code.kind)] : []),
        ...dayRange(ledger.createdAt, request.query.startDate, request.query.endDate),
      );
      const [total] = await ctx.db.select({ n: count() }).from(ledger).where(where);
      const rows = await ctx.db.select().from(ledger).where(where).orderBy(desc(ledger.createdAt), desc(ledger.id)).limit(pageSize).offset(offset);
      return ok(
        pageOf(
          rows.map((row) => ({
            id: String(row.id),
            txCode: codeByKind.get(row.kind)?.code ?? row.kind.toUpperCase(),
            txName: codeByKind.get(row.kind)?.name ?? row.kind,
            amount: fromMinorUnits(row.amount),
            balanceAfter: fromMinorUnits(row.balanceAfter),
            status: 'SUCCESS' as const,
            createdAt: row.createdAt.toISOString(),
            remark: row.reference,
          })),
          total?.n ?? 0,
          pageNo,
          pageSize,
        ),
      );
    },

    async getTxCodes(request: FastifyRequest) {
      await authenticate(ctx, request);
      return ok(txCodes.map(({ code, name, direction }) => ({ code, name, direction })));
    },

    async getDepositBanks(request: FastifyRequest) {
      const auth = await authenticateReal(ctx, request);
      const name = await names(request, auth, 'bank');
      return ok(
        (await depositBanksOf(ctx.db, auth.merchant.code)).map((bank) => ({
          bankId: bank.bankId,
          bankName: name(bank.bankId, bank.bankName),
          bankCode: bank.bankCode,
          accountName: bank.accountName,
          accountNo: bank.accountNo,
          branch: bank.branch,
          minAmount: fromMinorUnits(bank.minAmount),
          maxAmount: fromMinorUnits(bank.maxAmount),
          qrCodeUrl: absoluteUrl(request, `/wps/assets/payments/${bank.bankCode}.svg`),
        })),
      );
    },

    async getDepositPromos(request: FastifyRequest) {
      const auth = await authenticateReal(ctx, request);
      const name = await names(request, auth, 'deposit_promo');
      return ok(
        (await depositPromosOf(ctx.db, auth.merchant.code)).map((promo) => ({
          promoId: promo.promoId,
          title: name(promo.promoId, promo.title),
          bonusRate: promo.bonusRate,
          maxBonus: fromMinorUnits(promo.maxBonus),
          minDeposit: fromMinorUnits(promo.minDeposit),
          turnoverMultiplier: promo.turnoverMultiplier,
        })),
      );
    },

    async submitManualTransfer(request: OperationRequest<'submitManualTransfer'>) {
      const auth = await authenticateReal(ctx, request);
      const receipts = receivedImages(request, 'receipt', request.body.receipt);
      await consume(ctx.db, `deposit:member:${auth.member.id}`, limits.writePerMember);
      const bank = await findDepositBank(ctx.db, auth.merchant.code, request.body.bankId);
      if (!bank) throw new HttpError(404, 'NOT_FOUND', `No bank ${request.body.bankId}`);
      const amount = parseMoney(request.body.amount);
      checkAmount(auth.merchant, amount, bank.minAmount, bank.maxAmount);
      const promo = await findPromo(auth.merchant, request.body.promoId);
      const duplicateReference = () => new HttpError(409, 'ALREADY_APPLIED', 'This transfer reference was already submitted');
      const reference = request.body.referenceNo ? `manual:${bank.bankId}:${request.body.referenceNo}` : `manual:${randomUUID()}`;
      if (request.body.referenceNo) {
        const [duplicate] = await ctx.db.select({ id: deposits.id }).from(deposits).where(eq(deposits.reference, reference));
        if (duplicate) throw duplicateReference();
      }
      for (const receipt of receipts) await storeImage(ctx, auth.member.id, receipt);
      // The unique reference decides between racing submissions of one transfer: the loser gets the same 409.
      const [row] = await ctx.db
        .insert(deposits)
        .values({ memberId: auth.member.id, method: 'MANUAL', channel: 'BANK_TRANSFER', amount, promoId: promo?.promoId ?? null, status: 'PENDING', reference })
        .onConflictDoNothing({ target: deposits.reference })
        .returning();
      if (!row) throw duplicateReference();
      return ok(depositView(row));
    },

    async getPaymentGateways(request: OperationRequest<'getPaymentGateways'>) {
      const auth = await authenticateReal(ctx, request);
      const name = await names(request, auth, 'gateway');
      return ok(
        (await paymentGatewaysOf(ctx.db, auth.merchant.code))
          .filter((g) => !request.query.channel || g.channel === request.query.channel)
          .map((g) => ({
            gatewayId: g.gatewayId,
            name: name(g.gatewayId, g.name),
            channel: g.channel as 'QR',
            minAmount: fromMinorUnits(g.minAmount),
            maxAmount: fromMinorUnits(g.maxAmount),
            fixedAmounts: g.fixedAmounts.map(fromMinorUnits),
            feeRate: g.feeRate,
            iconUrl: absoluteUrl(request, `/wps/assets/payments/${g.channel}?w=${artSizes.vendorIcon.width}`),
          })),
      );
    },

    async createGatewayDeposit(request: OperationRequest<'createGatewayDeposit'>) {
      const auth = await authenticateReal(ctx, request);
      await consume(ctx.db, `deposit:member:${auth.member.id}`, limits.writePerMember);
      const gateway = await findPaymentGateway(ctx.db, auth.merchant.code, request.body.gatewayId, request.body.channel);
      if (!gateway) throw new HttpError(404, 'NOT_FOUND', `No gateway ${request.body.gatewayId} for ${request.body.channel}`);
      const amount = parseMoney(request.body.amount);
      checkAmount(auth.merchant, amount, gateway.minAmount, gateway.maxAmount, gateway.fixedAmounts);
      const promo = await findPromo(auth.merchant, request.body.promoId);
      const [row] = await ctx.db
        .insert(deposits)
        .values({
          memberId: auth.member.id,
          method: 'GATEWAY',
          channel: gateway.channel,
          amount,
          promoId: promo?.promoId ?? null,
          status: 'PENDING',
          reference: `gateway:${randomUUID()}`,
        })
        .returning();
      const back = encodeURIComponent(request.body.returnUrl);
      return ok({
        orderId: String(row!.id),
        payUrl: absoluteUrl(request, `/wps/pay/${encodeURIComponent(row!.reference)}?return=${back}`),
        qrCode: gateway.channel === 'QR' || gateway.channel === 'EWALLET' ? `WLPAY|${row!.reference}|${fromMinorUnits(amount)}` : null,
        expiresAt: new Date(row!.createdAt.getTime() + gatewayTtlMs).toISOString(),
      });
    },

    async acceptDepositPromo(request: OperationRequest<'acceptDepositPromo'>) {
      const auth = await authenticateReal(ctx, request);
      const promo = (await findPromo(auth.merchant, request.body.promoId))!;
      const id = request.body.orderId ? (rowId(request.body.orderId) ?? -1) : undefined;
      const [order] = await ctx.db
        .select()
        .from(deposits)
        .where(and(eq(deposits.memberId, auth.member.id), eq(deposits.status, 'PENDING'), ...(request.body.orderId ? [eq(deposits.id, id ?? -1)] : [])))
        .orderBy(desc(deposits.createdAt))
        .limit(1);
      if (!order) throw new HttpError(404, 'NOT_FOUND', 'No pending deposit to apply the promotion to');
      if (order.promoId) throw new HttpError(409, 'ALREADY_APPLIED', 'This deposit already has a promotion');
      await ctx.db.update(deposits).set({ promoId: promo.promoId }).where(eq(deposits.id, order.id));
      return ok({});
    },

    async getDepositReport(request: OperationRequest<'getDepositReport'>) {
      const auth = await authenticate(ctx, request);
      const { pageNo, pageSize, offset } = paging(request.query);
      const where = and(eq(deposits.memberId, auth.member.id), ...dayRange(deposits.createdAt, request.query.startDate, request.query.endDate));
      const [total] = await ctx.db.select({ n: count() }).from(deposits).where(where);
      const rows = await ctx.db.select().from(deposits).where(where).orderBy(desc(deposits.createdAt), desc(deposits.id)).limit(pageSize).offset(offset);
      return ok(pageOf(rows.map(depositView), total?.n ?? 0, pageNo, pageSize));
    },

    async getBankCards(request: FastifyRequest) {
      const auth = await authenticateReal(ctx, request);
      const rows = await ctx.db.select().from(bankCards).where(eq(bankCards.memberId, auth.member.id)).orderBy(desc(bankCards.isDefault), bankCards.id);
      return ok(rows.map(cardView));
    },

    async submitWithdrawal(request: OperationRequest<'submitWithdrawal'>) {
      const auth = await authenticateReal(ctx, request);
      const cardId = rowId(request.body.cardId) ?? -1;
      const [card] = await ctx.db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.id, cardId), eq(bankCards.memberId, auth.member.id)));
      if (!card) throw new HttpError(404, 'NOT_FOUND', `No bank card ${request.body.cardId}`);
      await checkWithdrawalPassword(auth, request.body.withdrawalPassword);
      const amount = parseMoney(request.body.amount);
      const { withdrawal } = amountRulesOf(auth.merchant);
      checkAmount(auth.merchant, amount, withdrawal.min, withdrawal.max);
      // The debit and the order are one transaction: concurrent withdrawals cannot overspend.
      const row = await ctx.db.transaction(async (tx) => {
        const [order] = await tx.insert(withdrawals).values({ memberId: auth.member.id, bankCardId: card.id, amount, fee: 0, status: 'PENDING' }).returning();
        await applyToWallet(tx, auth.member.id, -amount, 'withdraw', `withdraw-${order!.id}`);
        return order!;
      });
      return ok(withdrawalView(row));
    },

    async getWithdrawReport(request: OperationRequest<'getWithdrawReport'>) {
      const auth = await authenticate(ctx, request);
      const { pageNo, pageSize, offset } = paging(request.query);
      const where = and(eq(withdrawals.memberId, auth.member.id), ...dayRange(withdrawals.createdAt, request.query.startDate, request.query.endDate));
      const [total] = await ctx.db.select({ n: count() }).from(withdrawals).where(where);
      const rows = await ctx.db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(pageSize)
        .offset(offset);
      return ok(pageOf(rows.map(withdrawalView), total?.n ?? 0, pageNo, pageSize));
    },

    async getSecurityConfig(request: FastifyRequest) {
      const auth = await authenticateReal(ctx, request);
      const [cards] = await ctx.db.select({ n: count() }).from(bankCards).where(eq(bankCards.memberId, auth.member.id));
      return ok({
        loginPasswordSet: true,
        withdrawalPasswordSet: auth.member.withdrawalPasswordHash !== null,
        paymentPasswordSet: auth.member.paymentPasswordHash !== null,
        bankCardBound: (cards?.n ?? 0) > 0,
        securityQuestionsSet: Object.keys(auth.member.securityAnswers).length > 0,
        mobileNumMasked: maskMobile(auth.member.mobileNum),
        emailMasked: maskEmail(auth.member.email),
      });
    },

    setWithdrawalPassword: (request: OperationRequest<'setWithdrawalPassword'>) => setSecondaryPassword(request, 'withdrawalPasswordHash'),
    setPaymentPassword: (request: OperationRequest<'setPaymentPassword'>) => setSecondaryPassword(request, 'paymentPasswordHash'),

    async resetPaymentPassword(request: OperationRequest<'resetPaymentPassword'>) {
      const auth = await authenticateReal(ctx, request);
      const body = request.body;
      if (auth.member.mobileNum !== body.mobileNum || auth.member.countryDialingCode !== body.countryDialingCode)
        throw new HttpError(400, 'MOBILE_NUMBER_INVALID', 'This is not the mobile number of the account');
      if (!new RegExp(ruleByKey.get('paymentPassword')!.pattern!).test(body.newPassword))
        throw new HttpError(400, 'PASSWORD_FORMAT_INVALID', 'The password must be 6 digits');
      if (body.confirmNewPassword !== body.newPassword) throw new HttpError(400, 'CONFIRM_PASSWORD_MISMATCH', 'The two passwords do not match');
      await verifySmsCode(ctx.db, {
        merchantCode: auth.merchant.code,
        countryDialingCode: body.countryDialingCode,
        mobileNum: body.mobileNum,
        purposes: ['LOGIN', 'RESET_PAYMENT_PASSWORD'],
        code: body.verificationCode,
      });
      await ctx.db
        .update(members)
        .set({ paymentPasswordHash: await hashPassword(body.newPassword) })
        .where(eq(members.id, auth.member.id));
      return ok({});
    },

    async getWithdrawBanks(request: FastifyRequest) {
      const auth = await authenticateReal(ctx, request);
      const { withdrawal } = amountRulesOf(auth.merchant);
      return ok({
        banks: await withdrawBanksFor(ctx.db, auth.merchant.currency),
        maxCards: maxBankCards,
        minAmount: fromMinorUnits(withdrawal.min),
        maxAmount: fromMinorUnits(withdrawal.max),
      });
    },

    async bindBankCard(request: OperationRequest<'bindBankCard'>) {
      const auth = await authenticateReal(ctx, request);
      const bank = (await withdrawBanksFor(ctx.db, auth.merchant.currency)).find((item) => item.bankCode === request.body.bankCode);
      if (!bank)
        throw new HttpError(400, 'VALIDATION_FAILED', `No bank ${request.body.bankCode} for withdrawals`, undefined, [
          { field: 'bankCode', message: 'unknown bank' },
        ]);
      const length = request.body.accountNo.length;
      if (length < bank.accountNoMinLength || length > bank.accountNoMaxLength) {
        throw new HttpError(
          400,
          'VALIDATION_FAILED',
          `${bank.bankName} account numbers have ${bank.accountNoMinLength} to ${bank.accountNoMaxLength} digits`,
          undefined,
          [{ field: 'accountNo', message: 'wrong length' }],
        );
      }
      if (!request.body.accountName.trim())
        throw new HttpError(400, 'VALIDATION_FAILED', 'The account name is required', undefined, [{ field: 'accountName', message: 'required' }]);
      await checkWithdrawalPassword(auth, request.body.withdrawalPassword);
      // The member's row is locked while counting and inserting, so racing requests cannot pass the limit together.
      const row = await ctx.db.transaction(async (tx) => {
        await lockMember(tx, auth.member.id);
        const existing = await tx
          .select({ id: bankCards.id, accountNumber: bankCards.accountNumber })
          .from(bankCards)
          .where(eq(bankCards.memberId, auth.member.id));
        if (existing.some((card) => card.accountNumber === request.body.accountNo)) throw new HttpError(409, 'ALREADY_APPLIED', 'This card is already bound');
        if (existing.length >= maxBankCards) throw new HttpError(409, 'NO_PERMISSION', `At most ${maxBankCards} bank cards can be bound`);
        const [created] = await tx
          .insert(bankCards)
          .values({
            memberId: auth.member.id,
            bankCode: bank.bankCode,
            bankName: bank.bankName,
            accountName: request.body.accountName.trim(),
            accountNumber: request.body.accountNo,
            branch: request.body.branch?.trim() || null,
            isDefault: existing.length === 0,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw new HttpError(409, 'ALREADY_APPLIED', 'This card is already bound');
        return created;
      });
      return ok(cardView(row));
    },

    /** Unbinds a card that never received a withdrawal; the oldest remaining card becomes the default. */
    async unbindBankCard(request: OperationRequest<'unbindBankCard'>) {
      const auth = await authenticateReal(ctx, request);
      const cardId = rowId(request.params.cardId);
      if (cardId === undefined) throw new HttpError(404, 'NOT_FOUND', `No bank card ${request.params.cardId}`);
      const [card] = await ctx.db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.id, cardId), eq(bankCards.memberId, auth.member.id)));
      if (!card) throw new HttpError(404, 'NOT_FOUND', `No bank card ${request.params.cardId}`);
      await checkWithdrawalPassword(auth, request.body.withdrawalPassword);
      // Withdrawal records keep the account they were paid to: such a card is removed by the operator only.
      const [used] = await ctx.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.bankCardId, card.id));
      if ((used?.n ?? 0) > 0) throw new HttpError(409, 'NO_PERMISSION', 'A card that received withdrawals can only be removed by customer service');
      await ctx.db.transaction(async (tx) => {
        await tx.delete(bankCards).where(eq(bankCards.id, card.id));
        if (!card.isDefault) return;
        const [next] = await tx.select({ id: bankCards.id }).from(bankCards).where(eq(bankCards.memberId, auth.member.id)).orderBy(bankCards.id).limit(1);
        if (next) await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, next.id));
      });
      return ok({});
    },

    async getSecurityQuestions(request: FastifyRequest) {
      const auth = await authenticateReal(ctx, request);
      return ok({ questions: await securityQuestionList(ctx.db), answeredQuestionIds: Object.keys(auth.member.securityAnswers) });
    },

    async setSecurityQuestions(request: OperationRequest<'setSecurityQuestions'>) {
      const auth = await authenticateReal(ctx, request);
      await checkWithdrawalPassword(auth, request.body.withdrawalPassword);
      const questions = await securityQuestionList(ctx.db);
      const answers: Record<string, string> = {};
      for (const { questionId, answer } of request.body.answers) {
        if (!questions.some((q) => q.questionId === questionId)) throw new HttpError(404, 'NOT_FOUND', `No security question ${questionId}`);
        answers[questionId] = await hashPassword(answer.trim().toLowerCase());
      }
      await ctx.db.update(members).set({ securityAnswers: answers }).where(eq(members.id, auth.member.id));
      return ok({});
    },
  };
}
