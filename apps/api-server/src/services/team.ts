import { and, count, countDistinct, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bets, deposits, ledger, members, wallets, withdrawals } from '../db/schema.js';
import { dayRange } from './days.js';
import type { Executor } from './wallet.js';

/** How many levels below an agent its team reaches. */
export const teamDepth = 20;

/**
 * Every member within `teamDepth` levels below each root, with its level (1 = direct subordinate), as the CTE
 * `downline (root, id, level, path)`: one recursive query. The path of the ids walked keeps a cycle of parents
 * (a root below its own downline) from coming round again.
 */
function downlineOf(roots: number[]): SQL {
  return sql`with recursive downline (root, id, level, path) as (
      select ${members.parentId}, ${members.id}, 1, array[${members.parentId}, ${members.id}]
      from ${members}
      where ${inArray(members.parentId, roots)}
    union all
      select downline.root, ${members.id}, downline.level + 1, downline.path || ${members.id}
      from downline join ${members} on ${members.parentId} = downline.id
      where downline.level < ${teamDepth} and ${members.id} <> all(downline.path)
    )`;
}

/** An agent's team: each member below it and its level. */
export async function teamOf(db: Executor, agentId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: sql<number>`team.id`, level: sql<number>`team.level` })
    .from(sql`(${downlineOf([agentId])} select id, min(level)::int as level from downline group by id) as team`)
    .orderBy(sql`team.level`, sql`team.id`);
  return new Map(rows.map((row) => [row.id, row.level]));
}

/** The team size of each of several members (0 for a member without a downline), in one query. */
export async function teamSizes(db: Executor, memberIds: number[]): Promise<Map<number, number>> {
  const sizes = new Map(memberIds.map((id) => [id, 0]));
  if (!memberIds.length) return sizes;
  const rows = await db
    .select({ root: sql<number>`team.root`, size: sql<number>`team.size` })
    .from(sql`(${downlineOf(memberIds)} select root, count(distinct id)::int as size from downline group by root) as team`);
  for (const row of rows) sizes.set(row.root, row.size);
  return sizes;
}

type Page = { pageSize: number; offset: number };

/** A page of members (newest first) with their balance and team size. */
async function memberPage(db: Executor, where: SQL | undefined, page: Page) {
  const [total] = await db.select({ n: count() }).from(members).where(where);
  const rows = await db
    .select({ member: members, balance: wallets.balance })
    .from(members)
    .leftJoin(wallets, eq(wallets.memberId, members.id))
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const sizes = await teamSizes(
    db,
    rows.map((row) => row.member.id),
  );
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ member, balance }) => ({ member, balance: balance ?? 0, teamSize: sizes.get(member.id) ?? 0 })),
  };
}

/** The agent's direct subordinates, those whose account contains `account` when given. */
export const subordinatePage = (db: Executor, agentId: number, account: string | undefined, page: Page) =>
  memberPage(db, and(eq(members.parentId, agentId), account ? ilike(members.username, `%${account}%`) : undefined), page);

/** The members directly below one member. */
export const childrenPage = (db: Executor, parentId: number, page: Page) => memberPage(db, eq(members.parentId, parentId), page);

/** The team's members (any level) whose account contains `account`. */
export function teamSearchPage(db: Executor, team: Map<number, number>, account: string, page: Page) {
  const ids = [...team.keys()];
  return memberPage(db, ids.length ? and(inArray(members.id, ids), ilike(members.username, `%${account}%`)) : sql`false`, page);
}

/** Team turnover, house profit (stakes minus wins) and distinct bettors between two days (inclusive, UTC), minor units. */
export async function teamPlay(db: Executor, team: Map<number, number>, from: string, to: string) {
  const ids = [...team.keys()];
  if (!ids.length) return { turnover: 0, profit: 0, activeMembers: 0 };
  const [row] = await db
    .select({
      turnover: sql<string>`coalesce(sum(${bets.stake}), 0)`,
      wins: sql<string>`coalesce(sum(${bets.win}), 0)`,
      active: countDistinct(bets.memberId),
    })
    .from(bets)
    .where(and(inArray(bets.memberId, ids), ...dayRange(bets.createdAt, from, to)));
  const turnover = Number(row?.turnover ?? 0);
  return { turnover, profit: turnover - Number(row?.wins ?? 0), activeMembers: row?.active ?? 0 };
}

/**
 * The agent's team figures between two days (inclusive, UTC), minor units: size, new and betting members, deposits,
 * withdrawals (not refused), turnover, house profit, and the agent's own salary and dividend income.
 */
export async function teamKpi(db: Executor, agentId: number, from: string, to: string) {
  const team = await teamOf(db, agentId);
  const ids = [...team.keys()];
  const inRange = (column: PgColumn) => and(...dayRange(column, from, to));
  const play = await teamPlay(db, team, from, to);
  const sumOf = async (table: typeof deposits | typeof withdrawals, statuses: string[]) => {
    if (!ids.length) return 0;
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${table.amount}), 0)` })
      .from(table)
      .where(and(inArray(table.memberId, ids), inArray(table.status, statuses as never[]), inRange(table.createdAt)));
    return Number(row?.total ?? 0);
  };
  const [newMembers] = ids.length
    ? await db
        .select({ n: count() })
        .from(members)
        .where(and(inArray(members.id, ids), inRange(members.createdAt)))
    : [{ n: 0 }];
  const [commission] = await db
    .select({ total: sql<string>`coalesce(sum(${ledger.amount}), 0)` })
    .from(ledger)
    .where(and(eq(ledger.memberId, agentId), inArray(ledger.kind, ['salary', 'dividend']), gte(ledger.amount, 0), inRange(ledger.createdAt)));
  return {
    teamSize: team.size,
    newMembers: newMembers?.n ?? 0,
    activeMembers: play.activeMembers,
    deposits: await sumOf(deposits, ['SUCCESS']),
    withdrawals: await sumOf(withdrawals, ['PENDING', 'PROCESSING', 'SUCCESS']),
    turnover: play.turnover,
    profit: play.profit,
    commission: Number(commission?.total ?? 0),
  };
}

/** A member of the team by id, if it is one. */
export async function findTeamMember(db: Executor, team: Map<number, number>, id: number | undefined) {
  if (id === undefined || !team.has(id)) return undefined;
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

/** The agent's direct subordinates: id and account. */
export const subordinatesOf = (db: Executor, agentId: number) =>
  db.select({ id: members.id, username: members.username }).from(members).where(eq(members.parentId, agentId));

/** Accounts (usernames) by member id. */
export async function accountsOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, ids));
  return new Map(rows.map((row) => [row.id, row.username]));
}
