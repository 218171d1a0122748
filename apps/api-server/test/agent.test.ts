import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let agent1: string;
let agent2: string;
beforeAll(async () => {
  server = await startTestServer();
  agent1 = await login(server.app, 'agent1', { portal: 'AGENT' });
  agent2 = await login(server.app, 'agent2', { portal: 'AGENT' });
});
afterAll(() => server.close());

const get = (url: string, token: string | undefined = agent1) => call(server.app, { method: 'GET', url, token });
const post = (url: string, payload: object, token: string | undefined = agent1) => call(server.app, { method: 'POST', url, token, payload });
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('agent back office: access (spec section 6)', () => {
  it('needs a session and an agent: guests get 401, members 403', async () => {
    expect((await call(server.app, { method: 'GET', url: '/wps/agent/team/kpi' })).json().code).toBe('NOT_LOGGED_IN');
    const member = await login(server.app, 'member0');
    const refused = await get('/wps/agent/subordinates', member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NO_PERMISSION');
  });
});

describe('agent team: KPI, subordinates, downline, transfer (spec section 7, agent)', () => {
  it('reports the whole team in the KPI and validates the period', async () => {
    const kpi = (await get('/wps/agent/team/kpi')).json().value;
    expect(kpi).toMatchObject({ teamSize: 5, to: today() });
    expect(Number(kpi.turnover)).toBeGreaterThanOrEqual(0);
    expect(kpi.depositAmount).toMatch(/^\d+\.\d{2}$/);
    const bad = await get(`/wps/agent/team/kpi?startDate=${today()}&endDate=${daysAgo(3)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await get('/wps/agent/team/kpi?startDate=yesterday')).statusCode).toBe(400);
  });

  it('lists direct subordinates with their team size, searchable by account', async () => {
    const page = (await get('/wps/agent/subordinates')).json().value;
    expect(page.list.map((row: { account: string }) => row.account).sort()).toEqual(['agent2', 'player1', 'player2']);
    expect(page.list.find((row: { account: string }) => row.account === 'agent2')).toMatchObject({ teamSize: 2, level: 1, type: 2 });
    const found = (await get('/wps/agent/subordinates?account=PLAYER1')).json().value;
    expect(found.list.map((row: { account: string }) => row.account)).toEqual(['player1']);
  });

  it('walks the downline one level at a time and searches every level; nobody outside the team', async () => {
    const top = (await get('/wps/agent/downline')).json().value;
    const sub = top.list.find((row: { account: string }) => row.account === 'agent2');
    const below = (await get(`/wps/agent/downline?parentId=${sub.memberId}`)).json().value;
    expect(below.list.map((row: { account: string; level: number }) => `${row.account}:${row.level}`).sort()).toEqual(['player3:2', 'player4:2']);
    expect((await get('/wps/agent/downline?account=player4')).json().value.list).toHaveLength(1);
    expect((await get('/wps/agent/downline?pageSize=2')).json().value).toMatchObject({ totalCount: 3, totalPages: 2 });
    // agent2 cannot look above itself.
    const me = (await get('/wps/agent/subordinates', agent2)).json().value;
    expect(me.list.map((row: { account: string }) => row.account).sort()).toEqual(['player3', 'player4']);
    const parentOfAgent1 = await get(`/wps/agent/downline?parentId=${sub.memberId}`, agent2);
    expect(parentOfAgent1.statusCode).toBe(404);
  });

  it('transfers to a downline member in one transaction, with the withdrawal password', async () => {
    const player = (await get('/wps/agent/downline?account=player3')).json().value.list[0];
    const before = (await get('/wps/wallets/gcs')).json().value.sumBalance;
    const wrong = await post('/wps/agent/downline/transfer', { memberId: player.memberId, amount: '50.00', withdrawalPassword: '000000' });
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_WRONG');
    const done = (
      await post('/wps/agent/downline/transfer', { memberId: player.memberId, amount: '50.00', withdrawalPassword: '246810', remark: 'weekly top-up' })
    ).json().value;
    expect(Number(done.sumBalance)).toBeCloseTo(Number(before) - 50, 2);
    const after = (await get('/wps/agent/downline?account=player3')).json().value.list[0];
    expect(Number(after.balance)).toBeCloseTo(Number(player.balance) + 50, 2);
    expect((await post('/wps/agent/downline/transfer', { memberId: player.memberId, amount: '99999999.00', withdrawalPassword: '246810' })).json().code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect((await post('/wps/agent/downline/transfer', { memberId: player.memberId, amount: '0.50', withdrawalPassword: '246810' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    // Outside the team: 404.
    const member0 = await login(server.app, 'member0');
    const memberId = (await get('/wps/member/info', member0)).json().value.id;
    expect((await post('/wps/agent/downline/transfer', { memberId: String(memberId), amount: '5.00', withdrawalPassword: '246810' })).statusCode).toBe(404);
  });
});

describe('daily salary (spec section 7, agent)', () => {
  it('shows today accruing, applies for a finished day once, and refuses today or old days', async () => {
    const current = (await get('/wps/agent/salary/current')).json().value;
    expect(current).toMatchObject({ date: today(), status: 'ACCRUING', account: 'agent1' });
    // A top-level agent's application is approved and paid by the operator at once.
    const applied = (await post('/wps/agent/salary/apply', { date: daysAgo(4) })).json().value;
    expect(applied).toMatchObject({ date: daysAgo(4), status: 'PAID' });
    expect((await post('/wps/agent/salary/apply', { date: daysAgo(4) })).json().code).toBe('ALREADY_APPLIED');
    expect((await post('/wps/agent/salary/apply', { date: today() })).json().code).toBe('VALIDATION_FAILED');
    expect((await post('/wps/agent/salary/apply', { date: daysAgo(30) })).json().code).toBe('VALIDATION_FAILED');
    const history = (await get('/wps/agent/salary/history')).json().value;
    expect(history.list.map((row: { date: string }) => row.date)).toContain(daysAgo(4));
  });

  it("lets the upline approve or reject a sub-agent's application, once", async () => {
    const applied = (await post('/wps/agent/salary/apply', { date: daysAgo(5) }, agent2)).json().value;
    expect(applied.status).toBe('APPLIED');
    const queue = (await get('/wps/agent/salary/query?status=APPLIED')).json().value;
    expect(queue.list.map((row: { account: string }) => row.account)).toContain('agent2');
    expect((await post('/wps/agent/salary/process', { salaryId: applied.salaryId, action: 'APPROVE' }, agent2)).statusCode).toBe(404);
    const approved = (await post('/wps/agent/salary/process', { salaryId: applied.salaryId, action: 'APPROVE' })).json().value;
    expect(approved.status).toBe('PAID');
    expect((await post('/wps/agent/salary/process', { salaryId: applied.salaryId, action: 'REJECT' })).json().code).toBe('ALREADY_APPLIED');
    const seeded = queue.list.find((row: { account: string; salaryId: string }) => row.account === 'agent2' && row.salaryId !== applied.salaryId);
    expect((await post('/wps/agent/salary/process', { salaryId: seeded.salaryId, action: 'REJECT', remark: 'turnover not met' })).json().value.status).toBe(
      'REJECTED',
    );
    expect((await post('/wps/agent/salary/process', { salaryId: 'nope', action: 'APPROVE' })).statusCode).toBe(404);
  });
});

describe('dividends (spec section 7, agent)', () => {
  it('shows the running period, the contract tiers and the history of the team', async () => {
    const current = (await get('/wps/agent/dividend/current')).json().value;
    expect(current.status).toBe('ACCRUING');
    expect(current.periodStart <= today() && today() <= current.periodEnd).toBe(true);
    const info = (await get('/wps/agent/dividend/info')).json().value;
    expect(info).toMatchObject({ period: 'HALF_MONTH' });
    expect(info.tiers.length).toBeGreaterThan(0);
    expect(info.nextPayoutDate > current.periodEnd).toBe(true);
    const history = (await get('/wps/agent/dividend/history')).json().value;
    expect(history.list.map((row: { account: string }) => row.account)).toEqual(expect.arrayContaining(['agent1', 'agent2']));
    expect((await get('/wps/agent/dividend/history?account=agent2')).json().value.list.every((row: { account: string }) => row.account === 'agent2')).toBe(
      true,
    );
  });

  it("pays a sub-agent's pending dividend from the upline's wallet, once", async () => {
    const pending = (await get('/wps/agent/dividend/history?account=agent2')).json().value.list.find((row: { status: string }) => row.status === 'PENDING');
    expect((await post('/wps/agent/dividend/payout', { dividendId: pending.dividendId, withdrawalPassword: '000000' })).json().code).toBe(
      'PAYMENT_PASSWORD_WRONG',
    );
    const before = Number((await get('/wps/wallets/gcs', agent2)).json().value.sumBalance);
    expect((await post('/wps/agent/dividend/payout', { dividendId: pending.dividendId, withdrawalPassword: '246810' })).json().value.status).toBe('PAID');
    expect(Number((await get('/wps/wallets/gcs', agent2)).json().value.sumBalance)).toBeCloseTo(before + Number(pending.amount), 2);
    expect((await post('/wps/agent/dividend/payout', { dividendId: pending.dividendId, withdrawalPassword: '246810' })).json().code).toBe('ALREADY_APPLIED');
    // An agent cannot pay its own dividend.
    const own = (await get('/wps/agent/dividend/history?account=agent1')).json().value.list.find((row: { status: string }) => row.status === 'PENDING');
    expect((await post('/wps/agent/dividend/payout', { dividendId: own.dividendId, withdrawalPassword: '246810' })).statusCode).toBe(404);
  });
});

describe('rebate settings and affiliate links (spec section 7, agent)', () => {
  it('gives sub-agents lower rebate rates than top-level agents', async () => {
    const top = (await get('/wps/agent/rebate')).json().value;
    const sub = (await get('/wps/agent/rebate', agent2)).json().value;
    expect(top.map((row: { gameType: string }) => row.gameType)).toEqual(['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT']);
    expect(Number(sub[0].rate)).toBeLessThan(Number(top[0].rate));
  });

  it('creates, counts registrations of, and deletes affiliate links', async () => {
    const seeded = (await get('/wps/agent/affiliate/urls')).json().value;
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    const created = (await post('/wps/agent/affiliate/urls', { memberType: 0, rebates: [{ gameType: 'RNG', rate: '0.80' }] })).json().value;
    expect(created).toMatchObject({ memberType: 0, registrations: 0 });
    expect(created.url).toContain(`/m/register?affiliateCode=${created.code}`);
    expect((await get('/wps/agent/affiliate/urls')).json().value.map((row: { id: string }) => row.id)).toContain(created.id);

    const tooHigh = await post('/wps/agent/affiliate/urls', { memberType: 0, rebates: [{ gameType: 'RNG', rate: '9.00' }] });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().details[0].field).toBe('rebates/0/rate');
    expect((await post('/wps/agent/affiliate/urls', { memberType: 1 }, agent2)).json().code).toBe('NO_PERMISSION');
    expect((await post('/wps/agent/affiliate/urls', { memberType: 4 })).statusCode).toBe(400);

    const removed = await call(server.app, { method: 'DELETE', url: `/wps/agent/affiliate/urls/${created.id}`, token: agent1 });
    expect(removed.json()).toEqual({ success: true, value: {} });
    expect((await call(server.app, { method: 'DELETE', url: `/wps/agent/affiliate/urls/${created.id}`, token: agent1 })).statusCode).toBe(404);
    expect((await call(server.app, { method: 'DELETE', url: `/wps/agent/affiliate/urls/${seeded[0].id}`, token: agent2 })).statusCode).toBe(404);
  });

  it('sends a link to the registration of its merchant’s member site (MEMBER_SITE_URLS, else the main domain), never to the request’s host', async () => {
    type Link = { id: string; code: string; url: string };
    const configured = await server.withConfig({ MEMBER_SITE_URLS: 'lucky88=https://www.lucky88.example/, goldenlotus=http://127.0.0.1:6300/site' });
    // Through the agent site (its own host) or straight to the API (the API's host): neither serves the member registration.
    for (const host of ['agent.lucky88.example', '127.0.0.1:8787']) {
      const created: Link = (
        await call(configured, { method: 'POST', url: '/wps/agent/affiliate/urls', token: agent1, payload: { memberType: 0 }, headers: { host } })
      ).json().value;
      expect(created.url).toBe(`https://www.lucky88.example/m/register?affiliateCode=${created.code}`);
      const listed: Link[] = (await call(configured, { method: 'GET', url: '/wps/agent/affiliate/urls', token: agent1, headers: { host } })).json().value;
      expect(listed.find((link) => link.id === created.id)?.url).toBe(created.url);
      expect((await call(configured, { method: 'DELETE', url: `/wps/agent/affiliate/urls/${created.id}`, token: agent1 })).statusCode).toBe(200);
    }
    // Each merchant's agents get their own member site.
    const golden = await login(configured, 'agent1', { merchant: 'goldenlotus', portal: 'AGENT' });
    const goldenLink: Link = (
      await call(configured, { method: 'POST', url: '/wps/agent/affiliate/urls', token: golden, merchant: 'goldenlotus', payload: { memberType: 0 } })
    ).json().value;
    expect(goldenLink.url).toBe(`http://127.0.0.1:6300/site/m/register?affiliateCode=${goldenLink.code}`);
    await call(configured, { method: 'DELETE', url: `/wps/agent/affiliate/urls/${goldenLink.id}`, token: golden, merchant: 'goldenlotus' });
    // Not configured: https on the merchant's main domain.
    const links: Link[] = (await get('/wps/agent/affiliate/urls')).json().value;
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.url).toBe(`https://lucky88.example/m/register?affiliateCode=${link.code}`);
  });
});
