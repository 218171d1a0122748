import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinorUnits, parseMoney } from '@whitelabel/rules';
import { percentOf } from '../src/services/money.js';
import { call, login, startTestServer, type TestServer } from './helpers.js';

describe('money in minor units stays exact up to the largest amount of the contract', () => {
  it('reads and writes the largest amount exactly and refuses a longer one', () => {
    expect(parseMoney('9999999999999.99')).toBe(999_999_999_999_999);
    expect(fromMinorUnits(parseMoney('9999999999999.99'))).toBe('9999999999999.99');
    expect(parseMoney('-0.05')).toBe(-5);
    expect(() => parseMoney('10000000000000.00')).toThrow(/Not a money value/);
  });

  it('takes a percentage of a large amount without losing cents (2^53 is passed before the division)', () => {
    // 999,999,130,491,591 minor units x 805,753 basis points passes a double's exact range: in doubles the result
    // was one cent too high (805,752,299,390,991).
    expect(percentOf(999_999_130_491_591, '80.5753')).toBe(805_752_299_390_990);
    expect(percentOf(999_999_999_999_999, '12.3456')).toBe(Number((999_999_999_999_999n * 123_456n) / 1_000_000n));
    expect(percentOf(12_345, '1.5')).toBe(185);
    expect(percentOf(-12_345, '1.5')).toBe(-186);
  });
});

describe('the contract refuses an amount longer than 13 integer digits before any handler', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await login(server.app, 'member0');
  });
  afterAll(() => server.close());

  it('answers 400 VALIDATION_FAILED to a 15-digit withdrawal', async () => {
    const response = await call(server.app, {
      method: 'POST',
      url: '/wps/withdraw',
      token,
      payload: { cardId: '1', amount: '999999999999999.99', withdrawalPassword: '246810' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});
