import { ApiClientError } from '@whitelabel/api';
import { describe, expect, it } from 'vitest';
import { errorKey, LoginSideError } from './error-key.js';

const refusal = (code: 'ALREADY_APPLIED' | 'INSUFFICIENT_BALANCE') => new ApiClientError({ code, status: 409, message: code });

describe('errorKey: the one text of a failure', () => {
  it('reads the catalogue text of a server code', () => {
    expect(errorKey(refusal('INSUFFICIENT_BALANCE'))).toBe('errors.INSUFFICIENT_BALANCE');
  });

  it('takes the screen’s own text for a code it words itself, and only for that code', () => {
    const overrides = { ALREADY_APPLIED: 'reward.errors.alreadyApplied' } as const;
    expect(errorKey(refusal('ALREADY_APPLIED'), overrides)).toBe('reward.errors.alreadyApplied');
    expect(errorKey(refusal('INSUFFICIENT_BALANCE'), overrides)).toBe('errors.INSUFFICIENT_BALANCE');
  });

  it('reads a login refused for the wrong side, and calls anything else an unknown error', () => {
    expect(errorKey(new LoginSideError('NON_AGENT_LOGIN'))).toBe('errors.NON_AGENT_LOGIN');
    expect(errorKey(new TypeError('x is undefined'))).toBe('errors.UNKNOWN_ERROR');
    expect(errorKey(undefined)).toBe('errors.UNKNOWN_ERROR');
  });
});
