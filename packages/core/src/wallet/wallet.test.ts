import { describe, expect, it } from 'vitest';
import { dayRangeOf } from './date-range.js';
import { amountInputOf, checkAmount, cleanAmountInput, compareMoney, feeOf, fromMinorUnits, normaliseAmount, sumMoney, toMinorUnits } from './money.js';
import { benefitOf, rankOf, transactionTotals } from './records.js';

describe('money as decimal strings (contract Money: never a float)', () => {
  it('reads and writes minor units exactly', () => {
    expect(toMinorUnits('1250.00')).toBe(125_000n);
    expect(toMinorUnits('0.1')).toBe(10n);
    expect(toMinorUnits('-3.05')).toBe(-305n);
    expect(toMinorUnits('12.345')).toBeNull();
    expect(toMinorUnits('abc')).toBeNull();
    expect(fromMinorUnits(-305n)).toBe('-3.05');
    expect(fromMinorUnits(7n)).toBe('0.07');
  });

  it('sums without float drift', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['9999999999999.99', '0.01'])).toBe('10000000000000.00');
    // Longer than the contract's 13 integer digits is not money.
    expect(sumMoney(['99999999999999.99', '1.00'])).toBe('1.00');
    expect(sumMoney(['10.00', '-2.50', null, 'x'])).toBe('7.50');
    expect(compareMoney('100.00', '99.99')).toBe(1);
    expect(compareMoney('5', '5.00')).toBe(0);
  });

  it('cleans amount input and normalises it to two places', () => {
    expect(cleanAmountInput('1,000.567')).toBe('1000.56');
    expect(cleanAmountInput('12a3')).toBe('123');
    expect(normaliseAmount('100')).toBe('100.00');
    expect(normaliseAmount('1.')).toBeNull();
  });

  it('checks an amount against limits, presets and the balance', () => {
    expect(checkAmount('')).toEqual({ key: 'wallet.amount.required' });
    expect(checkAmount('0')).toEqual({ key: 'wallet.amount.invalid' });
    expect(checkAmount('50', { min: '100.00', max: '50000.00' })).toEqual({ key: 'wallet.amount.min', values: { min: '100.00' } });
    expect(checkAmount('50001', { min: '100.00', max: '50000.00' })).toEqual({ key: 'wallet.amount.max', values: { max: '50000.00' } });
    expect(checkAmount('150', { fixedAmounts: ['100.00', '500.00'] })).toEqual({ key: 'wallet.amount.preset' });
    expect(checkAmount('500', { fixedAmounts: ['100.00', '500.00'] })).toBeNull();
    expect(checkAmount('200.01', { min: '100.00', balance: '200.00' })).toEqual({ key: 'wallet.amount.balance' });
    expect(checkAmount('200', { min: '100.00', balance: '200.00' })).toBeNull();
  });

  it('computes a gateway fee in percent, rounded half up to the cent', () => {
    expect(feeOf('100.00', '1.00')).toBe('1.00');
    expect(feeOf('333.33', '0.50')).toBe('1.67');
    expect(feeOf('100.00', '0.00')).toBe('0.00');
  });

  it('refuses decimals in a currency without them (VND), with its own message, before the limits', () => {
    const vnd = { code: 'VND', minorUnits: 0 };
    const limits = { min: '100000.00', max: '200000000.00' };
    expect(checkAmount('100000.5', limits, vnd)).toEqual({ key: 'wallet.amount.wholeOnly' });
    expect(checkAmount('50.5', limits, vnd)).toEqual({ key: 'wallet.amount.wholeOnly' });
    expect(checkAmount('0', limits, vnd)).toEqual({ key: 'wallet.amount.wholeOnly' });
    expect(checkAmount('50000', limits, vnd)).toEqual({ key: 'wallet.amount.min', values: { min: '100000.00' } });
    expect(checkAmount('100000', limits, vnd)).toBeNull();
    expect(checkAmount('100000.00', limits, vnd)).toBeNull();
    expect(checkAmount('100.5', { min: '100.00' }, { code: 'THB', minorUnits: 2 })).toBeNull();
  });

  it('gives an amount as typed in the currency', () => {
    const vnd = { code: 'VND', minorUnits: 0 };
    expect(amountInputOf('5000000.00', vnd)).toBe('5000000');
    expect(amountInputOf('5000000.50', vnd)).toBe('5000000.50');
    expect(amountInputOf('12.50', { code: 'THB', minorUnits: 2 })).toBe('12.50');
  });

  it('rounds a VND fee half up to the dong', () => {
    const vnd = { code: 'VND', minorUnits: 0 };
    expect(feeOf('100050.00', '1.00', vnd)).toBe('1001.00');
    expect(feeOf('100000.00', '0.50', vnd)).toBe('500.00');
    expect(feeOf('100100.00', '0.50', vnd)).toBe('501.00');
  });
});

describe('record filters and totals', () => {
  it('gives UTC day ranges for the presets', () => {
    const now = new Date('2026-03-10T05:00:00Z');
    expect(dayRangeOf('today', now)).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(dayRangeOf('yesterday', now)).toEqual({ startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(dayRangeOf('last7Days', now)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
    expect(dayRangeOf('last30Days', now)).toEqual({ startDate: '2026-02-09', endDate: '2026-03-10' });
  });

  it('totals money in and out of transactions', () => {
    expect(transactionTotals([{ amount: '-10.00' }, { amount: '25.50' }, { amount: '-0.30' }])).toEqual({ incoming: '25.50', outgoing: '10.30', net: '15.20' });
  });

  it('finds the member rank, the next rank and a benefit', () => {
    const ranks = [
      { level: 1, benefits: [{ key: 'rebateRate', value: '0.40' }] },
      { level: 0, benefits: [{ key: 'rebateRate', value: '0.30' }] },
      { level: 2, benefits: [] },
    ];
    expect(rankOf(ranks, 1)).toEqual({ current: ranks[0], next: ranks[2] });
    expect(rankOf(ranks, 9).next).toBeUndefined();
    expect(benefitOf(rankOf(ranks, 0).current, 'rebateRate')).toBe('0.30');
    expect(benefitOf(ranks[2], 'rebateRate')).toBeUndefined();
  });
});

describe('my-account shortcuts gated by white-label flags (spec section 6)', () => {
  it('shows only what the merchant switched on, change password always', async () => {
    const { memberShortcuts } = await import('./member-area.js');
    expect(memberShortcuts(['DEPOSIT', 'WITHDRAW', 'BETTING_RECORD', 'VIP_BENEFIT', 'REFERRAL'])).toEqual([
      'deposit',
      'withdraw',
      'bettingRecord',
      'lotteryOrders',
      'vip',
      'profile',
      'security',
      'changePassword',
    ]);
    expect(memberShortcuts([])).toEqual(['profile', 'security', 'changePassword']);
    expect(memberShortcuts(['MANUAL_REBATE', 'REWARD_CENTRE'])).toEqual(['manualRebate', 'rewardCentre', 'profile', 'security', 'changePassword']);
  });
});
