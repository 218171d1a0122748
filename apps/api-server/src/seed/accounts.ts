import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  affiliateUrls,
  agentPayouts,
  bankCards,
  bets,
  contracts,
  favourites,
  games,
  ledger,
  lotteryOrders,
  lotterySubOrders,
  type MerchantAmountRules,
  members,
  messages,
  recentGames,
  rewards,
  wallets,
} from '../db/schema.js';
import { hashPassword } from '../services/crypto.js';
import { issueOf, openIndex, type Lottery } from '../services/lottery.js';
import { sendWelcomeMessages } from '../services/inbox.js';
import { applyToWallet } from '../services/wallet.js';
import { seedLotteries } from './lottery.js';
import { seedLotteryHistory } from './lottery-orders.js';
import { seededRandom, seedOf } from './random.js';
import { utcDay } from '@whitelabel/rules';
import { amountRulesOf } from '../services/amount-rules.js';

/** Password of every demo account (documented in the README). */
export const demoPassword = 'Demo1234';
/** Withdrawal password of the demo accounts that have one. */
export const demoWithdrawalPassword = '246810';

/** Login names of the demo accounts (the same in every merchant). */
export const demoUsernames = ['member0', 'member4', 'member40', 'agent1', 'agent2', 'player1', 'player2', 'player3', 'player4'] as const;

interface DemoAccount {
  username: string;
  type: number;
  balance: number;
  parent?: string;
  mobile?: string;
  affiliate?: string;
  nickname?: string;
}

function demoAccounts(merchantIndex: number): DemoAccount[] {
  const mobile = (n: number) => `81234${merchantIndex}${String(n).padStart(3, '0')}`;
  return [
    { username: 'member0', type: 0, balance: 500_000, mobile: mobile(0), nickname: 'Lucky Star' },
    { username: 'member4', type: 4, balance: 100_000, mobile: mobile(4) },
    { username: 'member40', type: 40, balance: 100_000, mobile: mobile(40) },
    { username: 'agent1', type: 1, balance: 2_000_000, mobile: mobile(1), affiliate: `AG${merchantIndex}1001`, nickname: 'Top Agent' },
    { username: 'agent2', type: 2, balance: 500_000, parent: 'agent1', mobile: mobile(2), affiliate: `AG${merchantIndex}2001` },
    { username: 'player1', type: 0, balance: 300_000, parent: 'agent1', mobile: mobile(101) },
    { username: 'player2', type: 0, balance: 250_000, parent: 'agent1', mobile: mobile(102) },
    { username: 'player3', type: 0, balance: 200_000, parent: 'agent2', mobile: mobile(103) },
    { username: 'player4', type: 0, balance: 150_000, parent: 'agent2', mobile: mobile(104) },
  ];
}

const hour = 3_600_000;

/**
 * Demo accounts of every member type, an agent with a two-level downline, wallets with a ledger, favourites,
 * recent games, bets (the winner board), inbox messages, a reward, a bank card and agent records. Runs once per merchant.
 */
export async function seedAccounts(
  db: Database,
  merchant: {
    code: string;
    name: string;
    languages: readonly string[];
    mainDomain: string;
    countryDialingCode: string;
    currency: string;
    amountRules: MerchantAmountRules | null;
  },
  merchantIndex: number,
): Promise<void> {
  const [existing] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, merchant.code), eq(members.username, 'member0')));
  if (existing) return;

  const passwordHash = await hashPassword(demoPassword);
  const withdrawalHash = await hashPassword(demoWithdrawalPassword);
  const random = seededRandom(seedOf(`accounts:${merchant.code}`));
  const now = Date.now();
  // Balances, stakes and bonuses in the merchant's currency (VND-sized for a VND merchant).
  const { scale } = amountRulesOf(merchant);

  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const account of demoAccounts(merchantIndex)) {
      const [row] = await tx
        .insert(members)
        .values({
          merchantCode: merchant.code,
          username: account.username,
          passwordHash,
          type: account.type,
          nickname: account.nickname ?? null,
          email: `${account.username}@${merchant.mainDomain}`,
          countryDialingCode: merchant.countryDialingCode,
          mobileNum: account.mobile ?? null,
          parentId: account.parent ? ids.get(account.parent)! : null,
          affiliateCode: account.affiliate ?? null,
          withdrawalPasswordHash: account.username === 'member0' || account.type !== 0 ? withdrawalHash : null,
          vipLevel: account.username === 'member0' ? 2 : 0,
          headIcon: String(((merchantIndex * 7 + ids.size) % 12) + 1),
          registerMethod: 'H5',
          createdAt: new Date(now - 30 * 24 * hour),
          firstLoginAt: new Date(now - 30 * 24 * hour),
        })
        .returning({ id: members.id });
      ids.set(account.username, row!.id);
    }

    const catalogue = await tx
      .select({ nodeId: games.nodeId, gameType: games.gameType })
      .from(games)
      .where(inArray(games.gameType, ['RNG', 'FISH', 'LIVE', 'PVP']));
    for (const account of demoAccounts(merchantIndex)) {
      const memberId = ids.get(account.username)!;
      // Opening deposit, then played rounds: the ledger always adds up to the wallet balance.
      const planned = scale(account.balance);
      let balance = planned + scale(200_000);
      const entries: (typeof ledger.$inferInsert)[] = [
        { memberId, kind: 'deposit', amount: balance, balanceAfter: balance, reference: 'welcome', createdAt: new Date(now - 20 * 24 * hour) },
      ];
      // player3's lottery history (two weeks back to four days ago) comes before the rounds of the last 84 hours.
      if (account.username === 'player3') {
        for (const entry of await seedLotteryHistory(tx, memberId, merchant.code, now)) {
          balance += entry.amount;
          entries.push({ memberId, ...entry, balanceAfter: balance });
        }
      }
      const rounds: (typeof bets.$inferInsert)[] = [];
      if (account.type !== 4 && account.type !== 40) {
        for (let i = 0; i < 12; i += 1) {
          const game = catalogue[Math.floor(random() * catalogue.length)]!;
          const defaultStake = (1 + Math.floor(random() * 50)) * 100;
          const roll = random();
          const defaultWin = roll < 0.55 ? 0 : roll < 0.9 ? Math.round(defaultStake * (1 + random() * 2)) : defaultStake * (10 + Math.floor(random() * 90));
          const stake = scale(defaultStake);
          const win = scale(defaultWin);
          const createdAt = new Date(now - (12 - i) * 7 * hour);
          balance += win - stake;
          rounds.push({ memberId, merchantCode: merchant.code, nodeId: game.nodeId, stake, win, createdAt });
          entries.push({ memberId, kind: 'bet', amount: -stake, balanceAfter: balance - win, reference: `seed-round-${i}`, createdAt });
          if (win > 0) entries.push({ memberId, kind: 'payout', amount: win, balanceAfter: balance, reference: `seed-round-${i}`, createdAt });
        }
      }
      // Bring the balance to the planned amount with one withdrawal-free adjustment deposit or bonus.
      const adjustment = planned - balance;
      if (adjustment !== 0) {
        balance += adjustment;
        entries.push({
          memberId,
          kind: adjustment > 0 ? 'bonus' : 'withdraw',
          amount: adjustment,
          balanceAfter: balance,
          reference: 'seed-adjustment',
          createdAt: new Date(now - hour),
        });
      }
      await tx.insert(wallets).values({ memberId, balance });
      await tx.insert(ledger).values(entries);
      if (rounds.length) await tx.insert(bets).values(rounds);
    }

    const member0 = ids.get('member0')!;
    // Every demo account finds the welcome messages a new member gets (member4 shows them without read state).
    for (const memberId of ids.values()) await sendWelcomeMessages(tx, memberId, merchant);
    const agent1 = ids.get('agent1')!;
    const agent2 = ids.get('agent2')!;
    const picks = catalogue.filter((_, i) => i % 97 === 0).slice(0, 6);
    await tx.insert(favourites).values(picks.slice(0, 4).map((game, i) => ({ memberId: member0, nodeId: game.nodeId, createdAt: new Date(now - i * hour) })));
    await tx.insert(recentGames).values(picks.slice(2, 6).map((game, i) => ({ memberId: member0, nodeId: game.nodeId, playedAt: new Date(now - i * hour) })));
    await tx.insert(messages).values({ memberId: member0, channel: 'chat', title: 'Support', content: 'Hello! How can we help you today?' });
    await tx.insert(rewards).values([
      { memberId: member0, title: 'App download bonus', amount: scale(1_800), expiresAt: new Date(now + 30 * 24 * hour) },
      { memberId: member0, title: 'Weekly cashback', amount: scale(2_550), expiresAt: new Date(now + 7 * 24 * hour) },
    ]);
    await tx.insert(bankCards).values({
      memberId: member0,
      bankCode: 'KBANK',
      bankName: 'Kasikornbank',
      accountName: 'Lucky Star',
      accountNumber: `12345678${merchantIndex}0`,
      isDefault: true,
    });
    await tx.insert(affiliateUrls).values([
      { agentId: agent1, code: `R${merchantIndex}A1M0`, memberType: 0 },
      { agentId: agent1, code: `R${merchantIndex}A1M1`, memberType: 1 },
    ]);
    const offered = new Date(now - 2 * hour);
    await tx.insert(contracts).values([
      { agentId: agent1, memberId: agent2, kind: 'salary', terms: { rate: '1.50', minTurnover: 1_000_000, minActiveMembers: 2 }, createdAt: offered },
      {
        agentId: agent1,
        memberId: agent2,
        kind: 'dividend',
        terms: {
          period: 'HALF_MONTH',
          tiers: [
            { minProfit: 0, rate: '10.00' },
            { minProfit: 10_000_000, rate: '20.00' },
          ],
        },
        createdAt: offered,
      },
      { agentId: agent1, memberId: agent2, kind: 'hour', terms: { hourlyRate: 5_000, minHours: 4 }, createdAt: offered },
    ]);
    // Open lottery orders of player3: on tomorrow's Hanoi and Ho Chi Minh issues (cancellable), and one on a fast draw
    // already due (the scheduler settles it).
    const player3 = ids.get('player3')!;
    const plans: [string, number, [string, string, string, number][]][] = [
      [
        'TCG_LOTTO_VN_HN',
        1,
        [
          ['LAST2', '27', '70.00', 1_000],
          ['BIG_SMALL', 'BIG', '1.95', 5_000],
        ],
      ],
      [
        'TCG_LOTTO_VN_HCM',
        1,
        [
          ['LAST2', '68', '70.00', 2_000],
          ['BIG_SMALL', 'SMALL', '1.95', 10_000],
          ['LAST2', '05', '70.00', 1_000],
        ],
      ],
      ['TCG_LOTTO_VN_1M', -2, [['BIG_SMALL', 'SMALL', '1.95', 2_000]]],
    ];
    for (const [code, offset, subs] of plans) {
      const lottery = seedLotteries.find((row) => row.code === code) as Lottery;
      const [order] = await tx
        .insert(lotteryOrders)
        .values({ memberId: player3, lotteryCode: code, issue: issueOf(lottery, openIndex(lottery) + offset), playType: 'Tradition' })
        .returning();
      for (const [playCode, betContent, odds, amount] of subs) {
        const [sub] = await tx.insert(lotterySubOrders).values({ orderId: order!.id, playCode, betContent, odds, multiple: 1, amount }).returning();
        await applyToWallet(tx, player3, -amount, 'lottery', `lottery-${order!.id}-${sub!.id}`);
      }
    }
    const dayText = (offset: number) => utcDay(new Date(now - offset * 24 * hour));
    await tx.insert(agentPayouts).values([
      {
        agentId: agent1,
        kind: 'salary',
        periodStart: dayText(3),
        periodEnd: dayText(3),
        basis: 4_500_000,
        activeMembers: 4,
        rate: '1.00',
        amount: 45_000,
        status: 'PAID',
      },
      {
        agentId: agent1,
        kind: 'salary',
        periodStart: dayText(2),
        periodEnd: dayText(2),
        basis: 3_200_000,
        activeMembers: 3,
        rate: '1.00',
        amount: 32_000,
        status: 'PAID',
      },
      {
        agentId: agent2,
        kind: 'salary',
        periodStart: dayText(1),
        periodEnd: dayText(1),
        basis: 1_500_000,
        activeMembers: 2,
        rate: '1.50',
        amount: 22_500,
        status: 'APPLIED',
      },
      {
        agentId: agent1,
        kind: 'dividend',
        periodStart: dayText(30),
        periodEnd: dayText(16),
        basis: 12_000_000,
        activeMembers: 4,
        rate: '20.00',
        amount: 2_400_000,
        status: 'PAID',
      },
      {
        agentId: agent1,
        kind: 'dividend',
        periodStart: dayText(15),
        periodEnd: dayText(1),
        basis: 6_000_000,
        activeMembers: 4,
        rate: '10.00',
        amount: 600_000,
        status: 'PENDING',
      },
      {
        agentId: agent2,
        kind: 'dividend',
        periodStart: dayText(15),
        periodEnd: dayText(1),
        basis: 1_800_000,
        activeMembers: 2,
        rate: '10.00',
        amount: 180_000,
        status: 'PENDING',
      },
    ]);
  });
}
