import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const request = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, merchant?: string) => call(server.app, { method, url, token, merchant });
const unread = async (token: string) => (await request('GET', '/wps/inbox/unread', token)).json().value.unReadCount as number;
const balance = async (token: string) => Number((await request('GET', '/wps/wallets/gcs', token)).json().value.sumBalance);

interface Message {
  messageId: string;
  title: string;
  read: boolean;
}

describe('inbox: list, read, delete', () => {
  it('lists newest first, marks one read (idempotent) and deletes one, answering the new unread count each time', async () => {
    const token = await login(server.app, 'member0');
    const page = (await request('GET', '/wps/inbox/messages', token)).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
    const list = page.list as Message[];
    expect(list.every((message) => !message.read)).toBe(true);
    expect(await unread(token)).toBe(2);

    const read = await request('POST', `/wps/inbox/messages/${list[0]!.messageId}/read`, token);
    expect(read.json().value).toEqual({ unReadCount: 1 });
    expect((await request('POST', `/wps/inbox/messages/${list[0]!.messageId}/read`, token)).json().value).toEqual({ unReadCount: 1 });
    const after = (await request('GET', '/wps/inbox/messages', token)).json().value.list as Message[];
    expect(after.find((message) => message.messageId === list[0]!.messageId)!.read).toBe(true);

    expect((await request('DELETE', `/wps/inbox/messages/${list[1]!.messageId}`, token)).json().value).toEqual({ unReadCount: 0 });
    expect((await request('GET', '/wps/inbox/messages', token)).json().value.totalCount).toBe(1);
    const again = await request('DELETE', `/wps/inbox/messages/${list[1]!.messageId}`, token);
    expect([again.statusCode, again.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it("pages, refuses another member's message and a guest, and keeps no read state for type 4", async () => {
    const player = await login(server.app, 'player1');
    const first = (await request('GET', '/wps/inbox/messages?pageNo=1&pageSize=1', player)).json().value;
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 2 });
    expect(first.list).toHaveLength(1);
    const other = await login(server.app, 'player2');
    const foreign = await request('POST', `/wps/inbox/messages/${first.list[0].messageId}/read`, other);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await request('DELETE', `/wps/inbox/messages/${first.list[0].messageId}`, other)).statusCode).toBe(404);
    expect(await unread(player)).toBe(2);
    expect((await request('GET', '/wps/inbox/messages')).json().code).toBe('NOT_LOGGED_IN');
    expect((await request('GET', '/wps/inbox/messages/abc/read', player)).statusCode).toBe(404);
    expect((await request('POST', '/wps/inbox/messages/abc/read', player)).json().code).toBe('VALIDATION_FAILED');

    const four = await login(server.app, 'member4');
    const list = (await request('GET', '/wps/inbox/messages', four)).json().value.list as Message[];
    expect(list.length).toBe(2);
    expect(list.every((message) => message.read)).toBe(true);
    expect((await request('POST', `/wps/inbox/messages/${list[0]!.messageId}/read`, four)).json().value).toEqual({ unReadCount: 0 });
  });
});

interface Mission {
  missionId: string;
  kind: string;
  target: string;
  progress: string;
  reward: string;
  status: string;
}

describe('missions (CustomerTask, flag MISSION)', () => {
  it('shows the daily missions with progress and pays a completed one once, with a ledger entry', async () => {
    const token = await login(server.app, 'player3');
    const missions = (await request('GET', '/wps/member/missions', token)).json().value as Mission[];
    expect(missions.map((mission) => mission.kind)).toEqual(['LOGIN', 'BET_COUNT', 'TURNOVER', 'DEPOSIT']);
    const signIn = missions[0]!;
    expect(signIn).toMatchObject({ target: '1', progress: '1', status: 'CLAIMABLE', reward: '1.00' });
    // The seed's rounds are spread over the last 84 hours: at most 4 of at most 50.00 fall on today.
    expect(missions[2]).toMatchObject({ target: '500.00', status: 'IN_PROGRESS' });
    expect(Number(missions[2]!.progress)).toBeLessThan(500);

    const before = await balance(token);
    // Two claims at once pay once.
    const [a, b] = await Promise.all([
      request('POST', `/wps/member/missions/${signIn.missionId}/claim`, token),
      request('POST', `/wps/member/missions/${signIn.missionId}/claim`, token),
    ]);
    const paid = [a, b].filter((response) => response.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect([a, b].find((response) => response.statusCode !== 200)!.json().code).toBe('ALREADY_APPLIED');
    expect(paid[0]!.json().value.mission).toMatchObject({ missionId: signIn.missionId, status: 'CLAIMED' });
    expect(await balance(token)).toBeCloseTo(before + 1, 2);
    const records = (await request('GET', '/wps/member/transactions?pageSize=5', token)).json().value.list as { amount: string }[];
    expect(records.some((record) => record.amount === '1.00')).toBe(true);
    expect(((await request('GET', '/wps/member/missions', token)).json().value as Mission[])[0]!.status).toBe('CLAIMED');

    const notDone = await request('POST', `/wps/member/missions/${missions[2]!.missionId}/claim`, token);
    expect([notDone.statusCode, notDone.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await balance(token)).toBeCloseTo(before + 1, 2);
  });

  it("refuses guests, trial accounts, another site's mission and sites without MISSION", async () => {
    expect((await request('GET', '/wps/member/missions')).json().code).toBe('NOT_LOGGED_IN');
    const trial = (await call(server.app, { method: 'POST', url: '/wps/session/testplay', payload: {} })).json().value;
    expect((await request('GET', '/wps/member/missions', trial.token)).json().code).toBe('TRIAL_ACCOUNT_REJECTED');
    const golden = await login(server.app, 'member0', { merchant: 'goldenlotus' });
    expect((await request('GET', '/wps/member/missions', golden, 'goldenlotus')).json().code).toBe('NO_PERMISSION');
    const clear = await login(server.app, 'player4', { merchant: 'clearplay' });
    const theirs = (await request('GET', '/wps/member/missions', clear, 'clearplay')).json().value as Mission[];
    const player = await login(server.app, 'player4');
    const foreign = await request('POST', `/wps/member/missions/${theirs[0]!.missionId}/claim`, player);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'NOT_FOUND']);
  });
});
