import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { members } from '../src/db/schema.js';
import { subordinatePage, teamDepth, teamOf, teamSizes } from '../src/services/team.js';
import { call, login, startTestServer, type TestServer } from './helpers.js';

// A merchant of its own for the trees below, so that the demo teams of the other tests stay as they are.
const merchant = 'goldenlotus';

let server: TestServer;
let db: Database;
beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
});
afterAll(() => server.close());

/** Inserts a member below a parent and returns its id. */
async function addMember(username: string, parentId: number | null, type = 0): Promise<number> {
  const [row] = await db.insert(members).values({ merchantCode: merchant, username, passwordHash: 'not-a-hash', type, parentId }).returning({ id: members.id });
  return row!.id;
}

/** A chain of `length` members below a parent, each below the one before; their ids, top first. */
async function addChain(prefix: string, parentId: number, length: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < length; i++) ids.push(await addMember(`${prefix}${i + 1}`, ids.at(-1) ?? parentId));
  return ids;
}

describe('team traversal: one recursive query, depth-capped, cycle-safe', () => {
  it('finds every level of a deep team with its level, and stops at the depth cap', async () => {
    const root = await addMember('deeproot', null, 1);
    const chain = await addChain('deep', root, teamDepth + 5);
    const team = await teamOf(db, root);
    expect(team.size).toBe(teamDepth);
    expect([...team]).toEqual(chain.slice(0, teamDepth).map((id, index) => [id, index + 1]));
    expect(team.has(chain[teamDepth]!)).toBe(false);
    // Each member of the chain has the members below it, up to the same cap.
    const sizes = await teamSizes(db, [root, chain[0]!, chain[9]!, chain.at(-2)!, chain.at(-1)!]);
    expect(Object.fromEntries(sizes)).toEqual({ [root]: teamDepth, [chain[0]!]: teamDepth, [chain[9]!]: 15, [chain.at(-2)!]: 1, [chain.at(-1)!]: 0 });
  });

  it('counts a big subtree of several branches and levels, and the sizes of a whole page at once', async () => {
    const agent = await addMember('bigagent', null, 1);
    const children: number[] = [];
    for (let i = 0; i < 30; i++) children.push(await addMember(`big${i}`, agent));
    for (const child of children.slice(0, 3)) for (let i = 0; i < 5; i++) await addMember(`big${child}x${i}`, child);
    await addChain('bigdeep', children[3]!, 4);
    const team = await teamOf(db, agent);
    expect(team.size).toBe(30 + 15 + 4);
    expect([...team.values()].filter((level) => level === 2)).toHaveLength(16);
    expect(Math.max(...team.values())).toBe(5);
    const sizes = await teamSizes(db, children);
    expect(sizes.size).toBe(30);
    expect(children.map((id) => sizes.get(id))).toEqual([5, 5, 5, 4, ...Array<number>(26).fill(0)]);
    expect(await teamSizes(db, [])).toEqual(new Map());
  });

  it('lists a page of members with their team sizes in the same number of queries whatever the page size', async () => {
    const agent = await addMember('pageagent', null, 1);
    for (let i = 0; i < 12; i++) await addChain(`page${i}x`, await addMember(`page${i}`, agent), i % 4);
    let selects = 0;
    const counting = new Proxy(db, {
      get: (target, key, receiver) => {
        if (key === 'select') selects += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const small = await subordinatePage(counting, agent, undefined, { pageSize: 2, offset: 0 });
    const smallSelects = selects;
    selects = 0;
    const whole = await subordinatePage(counting, agent, undefined, { pageSize: 50, offset: 0 });
    expect(selects).toBe(smallSelects);
    expect(small.rows).toHaveLength(2);
    expect(whole.total).toBe(12);
    expect(whole.rows.map((row) => [row.member.username, row.teamSize]).sort()).toEqual(Array.from({ length: 12 }, (_, i) => [`page${i}`, i % 4]).sort());
  });

  it('survives a cycle of parents: each member once, never the root itself', async () => {
    const first = await addMember('cyclea', null, 1);
    const second = await addMember('cycleb', first, 1);
    const below = await addMember('cyclec', second);
    await db.update(members).set({ parentId: second }).where(eq(members.id, first));
    expect([...(await teamOf(db, first))]).toEqual([
      [second, 1],
      [below, 2],
    ]);
    expect([...(await teamOf(db, second))]).toEqual([
      [first, 1],
      [below, 1],
    ]);
    const sizes = await teamSizes(db, [first, second, below]);
    expect(Object.fromEntries(sizes)).toEqual({ [first]: 2, [second]: 2, [below]: 0 });
  });

  it('answers the agent screens from the same traversal: KPI team size, subordinates with team sizes, downline levels', async () => {
    const [agent2] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantCode, merchant), eq(members.username, 'agent2')));
    const player3 = (
      await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantCode, merchant), eq(members.username, 'player3')))
    )[0]!.id;
    // Three more levels below player3 (level 2 of agent1): levels 3 to 5.
    const chain = await addChain('downline', player3, 3);
    const token = await login(server.app, 'agent1', { merchant, portal: 'AGENT' });
    const get = (url: string) => call(server.app, { method: 'GET', url, token, merchant }).then((response) => response.json().value);
    expect((await get('/wps/agent/team/kpi')).teamSize).toBe(5 + 3);
    const subordinates = (await get('/wps/agent/subordinates')).list as { memberId: string; teamSize: number }[];
    expect(subordinates.find((row) => row.memberId === String(agent2!.id))?.teamSize).toBe(2 + 3);
    const deepest = (await get('/wps/agent/downline?account=downline3')).list;
    expect(deepest).toMatchObject([{ memberId: String(chain[2]), level: 5, teamSize: 0 }]);
    const belowPlayer3 = (await get(`/wps/agent/downline?parentId=${player3}`)).list;
    expect(belowPlayer3).toMatchObject([{ memberId: String(chain[0]), level: 3, teamSize: 2 }]);
  });
});
