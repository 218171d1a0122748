import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('agent contract requests (spec sections 3, 6)', () => {
  it('shows the salary, dividend and hourly contracts offered to a sub-agent', async () => {
    const token = await login(server.app, 'agent2', { portal: 'AGENT' });
    const salary = (await call(server.app, { method: 'GET', url: '/wps/agent/contract/salary', token })).json().value;
    expect(salary).toMatchObject({ dailysalreqtype: 1, contract: { rate: '1.50', minTurnover: '10000.00', minActiveMembers: 2 } });
    const dividend = (await call(server.app, { method: 'GET', url: '/wps/agent/contract/dividend', token })).json().value;
    expect(dividend).toMatchObject({ divtypecompperiodreq: 1, contract: { period: 'HALF_MONTH' } });
    expect(dividend.contract.tiers).toEqual([
      { minProfit: '0.00', rate: '10.00' },
      { minProfit: '100000.00', rate: '20.00' },
    ]);
    const hour = (await call(server.app, { method: 'GET', url: '/wps/agent/contract/hour', token })).json().value;
    expect(hour).toMatchObject({ contracthoursalreq: 1, contract: { hourlyRate: '50.00', minHours: 4 } });
  });

  it('has no request for accounts without offers, skips type 4 and needs a session', async () => {
    const agent = await login(server.app, 'agent1', { portal: 'AGENT' });
    expect((await call(server.app, { method: 'GET', url: '/wps/agent/contract/salary', token: agent })).json().value).toEqual({
      dailysalreqtype: 0,
      contract: null,
    });
    const four = await login(server.app, 'member4');
    expect((await call(server.app, { method: 'GET', url: '/wps/agent/contract/hour', token: four })).json().value).toEqual({
      contracthoursalreq: 0,
      contract: null,
    });
    expect((await call(server.app, { method: 'GET', url: '/wps/agent/contract/dividend' })).json().code).toBe('NOT_LOGGED_IN');
  });
});
